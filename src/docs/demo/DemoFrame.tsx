/**
 * Renders a demo inside an iframe (demos that use `position: fixed` or media queries): a portal into
 * the frame's body, with an Emotion cache of its own so the styles land in the frame, the theme's
 * CSS variables and the page's stylesheets copied in, and the page's colour scheme and direction
 * mirrored onto the frame's root. The frame grows with its content.
 */
import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import GlobalStyles, { type GlobalStylesProps } from '@mui/material/GlobalStyles';
import { useTheme, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

export interface DemoFrameProps {
  title: string;
  minHeight?: number;
  children: React.ReactNode;
}

function mirrorRoot(target: Document) {
  const source = document.documentElement;
  const root = target.documentElement;
  for (const attribute of Array.from(root.attributes)) {
    if (!source.hasAttribute(attribute.name)) root.removeAttribute(attribute.name);
  }
  for (const attribute of Array.from(source.attributes)) {
    root.setAttribute(attribute.name, attribute.value);
  }
}

function copyStylesheets(target: Document) {
  for (const link of Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
  )) {
    if (target.head.querySelector(`link[href="${CSS.escape(link.href)}"]`)) continue;
    const copy = target.createElement('link');
    copy.rel = 'stylesheet';
    copy.href = link.href;
    target.head.appendChild(copy);
  }
}

export default function DemoFrame({ title, minHeight = 0, children }: DemoFrameProps) {
  const frameRef = React.useRef<HTMLIFrameElement>(null);
  const [frameDocument, setFrameDocument] = React.useState<Document | null>(null);
  const [height, setHeight] = React.useState(minHeight);
  const [rtl, setRtl] = React.useState(false);
  const theme = useTheme<Theme & { generateStyleSheets?: () => GlobalStylesProps['styles'][] }>();

  React.useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    let observer: MutationObserver | undefined;
    const setup = () => {
      const target = frame.contentDocument;
      if (!target?.body) return;
      target.body.style.margin = '0';
      copyStylesheets(target);
      mirrorRoot(target);
      setRtl(document.documentElement.dir === 'rtl');
      observer?.disconnect();
      observer = new MutationObserver(() => {
        mirrorRoot(target);
        setRtl(document.documentElement.dir === 'rtl');
      });
      observer.observe(document.documentElement, { attributes: true });
      setFrameDocument(target);
    };
    if (frame.contentDocument?.readyState === 'complete') setup();
    frame.addEventListener('load', setup);
    return () => {
      frame.removeEventListener('load', setup);
      observer?.disconnect();
    };
  }, []);

  React.useEffect(() => {
    if (!frameDocument) return undefined;
    const body = frameDocument.body;
    const measure = () => setHeight(Math.max(minHeight, Math.ceil(body.scrollHeight)));
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    measure();
    return () => observer.disconnect();
  }, [frameDocument, minHeight]);

  const cache = React.useMemo<EmotionCache | null>(
    () =>
      frameDocument
        ? createCache({
            key: rtl ? 'demo-frame-rtl' : 'demo-frame',
            container: frameDocument.head,
            prepend: true,
            stylisPlugins: rtl ? [prefixer, rtlPlugin] : [prefixer],
          })
        : null,
    [frameDocument, rtl],
  );

  return (
    <>
      <iframe
        ref={frameRef}
        title={title}
        data-testid="demo-frame"
        style={{ display: 'block', width: '100%', height, border: 0, background: 'transparent' }}
      />
      {frameDocument && cache
        ? createPortal(
            <CacheProvider value={cache}>
              <GlobalStyles styles={theme.generateStyleSheets?.() ?? []} />
              <GlobalStyles
                styles={{
                  body: {
                    fontFamily: theme.typography.fontFamily,
                    color: `var(--mui-palette-text-primary, ${theme.palette.text.primary})`,
                    padding: 1,
                  },
                }}
              />
              {children}
            </CacheProvider>,
            frameDocument.body,
          )
        : null}
    </>
  );
}
