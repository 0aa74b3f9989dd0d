/**
 * Renders a demo inside an iframe (demos that use `position: fixed` or media queries): a portal into
 * the frame's body, with an Emotion cache of its own so the styles land in the frame, the theme's
 * CSS variables and the page's stylesheets copied in, and the page's colour scheme and direction
 * mirrored onto the frame's root. The frame grows with its content, unless it has a fixed height
 * (content sized in `vh`, like full-screen templates, scrolls inside it instead).
 */
import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import GlobalStyles, { type GlobalStylesProps } from '@mui/material/GlobalStyles';
import { useTheme, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import { useRtlStylisPlugin } from '@/preferences/rtlStyles';

export interface DemoFrameProps {
  title: string;
  /** A fixed height in px; without it the frame takes its content's height. */
  height?: number;
  children: React.ReactNode;
}

/**
 * Growing by the same amount again and again, frame after frame, means the content follows the
 * frame's own height (`min-height: 100vh` plus padding): stop there rather than grow forever.
 */
const FEEDBACK_STEPS = 4;
const FEEDBACK_MS = 200;

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

export default function DemoFrame({ title, height: fixedHeight, children }: DemoFrameProps) {
  const frameRef = React.useRef<HTMLIFrameElement>(null);
  const [frameDocument, setFrameDocument] = React.useState<Document | null>(null);
  const [height, setHeight] = React.useState(fixedHeight ?? 0);
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
    if (!frameDocument || fixedHeight !== undefined) return undefined;
    const body = frameDocument.body;
    let last = 0;
    let lastStep = 0;
    let lastTime = 0;
    let repeats = 0;
    const measure = () => {
      const now = performance.now();
      const next = Math.ceil(body.scrollHeight);
      const step = next - last;
      repeats = step > 0 && step === lastStep && now - lastTime < FEEDBACK_MS ? repeats + 1 : 0;
      lastTime = now;
      if (repeats >= FEEDBACK_STEPS) {
        observer.disconnect();
        return;
      }
      last = next;
      lastStep = step;
      setHeight(next);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    measure();
    return () => observer.disconnect();
  }, [frameDocument, fixedHeight]);

  const rtlPlugin = useRtlStylisPlugin(rtl);
  const cache = React.useMemo<EmotionCache | null>(
    () =>
      frameDocument
        ? createCache({
            key: rtlPlugin ? 'demo-frame-rtl' : 'demo-frame',
            container: frameDocument.head,
            prepend: true,
            stylisPlugins: rtlPlugin ? [prefixer, rtlPlugin] : [prefixer],
          })
        : null,
    [frameDocument, rtlPlugin],
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
