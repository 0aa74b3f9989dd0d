/**
 * Shows live-edited code running in the live-edit frame (/live-frame/, sandboxed, opaque origin):
 * the code is sent 300 ms after the last keystroke, the frame follows the page's colour scheme,
 * direction and density, and its height follows its content. The pre-rendered demo stays until the
 * first version renders; while the code has an error the last working version stays on screen and
 * the error, with its line, is announced here.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import { MATERIAL_SCHEME_ATTRIBUTE } from '@/model/colorSchemeAttributes';
import { $themeOptions } from '@/preferences/themeOptionsStore';
import { serialiseThemeOptions } from '@/preferences/themeReducer';
import {
  describeLiveError,
  LIVE_FRAME_PATH,
  pageMessage,
  parseFrameMessage,
  type FramePreferences,
  type LiveErrorKind,
  type PageMessage,
} from './protocol';

export const LIVE_EDIT_DEBOUNCE_MS = 300;

/** A sandboxed frame without allow-same-origin reports its origin as the string "null". */
const OPAQUE_ORIGIN = 'null';

/**
 * The first solid colour behind `element`, or `transparent` when an image (a gradient) shows there
 * first: painted by the frame, it makes the frame's own colours checkable (by contrast tools too).
 * Translucent layers (`rgba(…)`) are looked through.
 */
function backgroundBehind(element: Element | null): string {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.backgroundImage !== 'none') return 'transparent';
    if (style.backgroundColor.startsWith('rgb(')) return style.backgroundColor;
  }
  return 'transparent';
}

function currentPreferences(frame: HTMLIFrameElement | null): FramePreferences {
  const scheme = frame?.ownerDocument.documentElement.getAttribute(MATERIAL_SCHEME_ATTRIBUTE);
  return {
    scheme: scheme === 'dark' ? 'dark' : 'light',
    themeOptions: serialiseThemeOptions($themeOptions.get()),
    background: backgroundBehind(frame),
  };
}

function ErrorMessage({ title, error }: { title: string; error: string }) {
  return (
    <Box
      data-testid="live-error"
      sx={{
        mb: 2,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'error.main',
        color: 'error.main',
        fontSize: '0.8125rem',
        textAlign: 'start',
      }}
    >
      <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
        {title}
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          whiteSpace: 'pre-wrap',
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
        }}
      >
        {error}
      </Box>
    </Box>
  );
}

export interface LivePreviewProps {
  code: string;
  /** The demo's product: the frame wraps the demo in that product's providers. */
  product: string;
  /** The frame's accessible name. */
  title: string;
  /** Shown until the first version renders (the pre-rendered demo). */
  fallback: React.ReactNode;
  compileErrorTitle: string;
  renderErrorTitle: string;
}

interface ShownError {
  kind: LiveErrorKind;
  text: string;
}

export default function LivePreview({
  code,
  product,
  title,
  fallback,
  compileErrorTitle,
  renderErrorTitle,
}: LivePreviewProps) {
  const frameRef = React.useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = React.useState(false);
  const [renderedId, setRenderedId] = React.useState(0);
  const [height, setHeight] = React.useState(0);
  const [error, setError] = React.useState<ShownError | null>(null);
  const sentId = React.useRef(0);

  const post = React.useCallback((message: PageMessage) => {
    // The frame's origin is opaque, so it cannot be named as the target; nothing secret is sent.
    frameRef.current?.contentWindow?.postMessage(message, '*');
  }, []);

  React.useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame || event.origin !== OPAQUE_ORIGIN) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          setReady(true);
          break;
        case 'height':
          setHeight(message.height);
          break;
        case 'rendered':
          if (message.id !== sentId.current) break;
          setRenderedId(message.id);
          setError(null);
          break;
        case 'error':
          // A compile error of an older version no longer matters; runtime errors always do.
          if (message.kind === 'compile' && message.id !== sentId.current) break;
          setError({ kind: message.kind, text: describeLiveError(message.message, message.line) });
          break;
      }
    };
    // The frame talks to the window that holds it (a demo's own iframe, for `iframe` demos).
    const host = frameRef.current?.ownerDocument.defaultView ?? window;
    host.addEventListener('message', onMessage);
    return () => host.removeEventListener('message', onMessage);
  }, []);

  // The page's colour scheme, direction and density, now and whenever they change.
  React.useEffect(() => {
    if (!ready) return undefined;
    const send = () =>
      post(pageMessage('preferences', { preferences: currentPreferences(frameRef.current) }));
    send();
    const stopOptions = $themeOptions.listen(send);
    const observer = new MutationObserver(send);
    observer.observe(document.documentElement, { attributeFilter: [MATERIAL_SCHEME_ATTRIBUTE] });
    return () => {
      stopOptions();
      observer.disconnect();
    };
  }, [ready, post]);

  React.useEffect(() => {
    if (!ready) return undefined;
    const send = () => {
      sentId.current += 1;
      post(pageMessage('render', { id: sentId.current, code, product }));
    };
    // The first version goes at once; edits wait for a pause in typing.
    if (sentId.current === 0) {
      send();
      return undefined;
    }
    const timer = window.setTimeout(send, LIVE_EDIT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [ready, code, product, post]);

  return (
    <>
      <div role="alert">
        {error ? (
          <ErrorMessage
            title={error.kind === 'compile' ? compileErrorTitle : renderErrorTitle}
            error={error.text}
          />
        ) : null}
      </div>
      <Box
        data-testid="live-preview"
        data-live-version={renderedId}
        sx={error?.kind === 'compile' ? { opacity: 0.6 } : undefined}
      >
        {renderedId === 0 ? fallback : null}
        <Box
          component="iframe"
          ref={frameRef}
          src={LIVE_FRAME_PATH}
          sandbox="allow-scripts"
          title={title}
          data-testid="live-frame"
          sx={{
            display: 'block',
            width: '100%',
            height: renderedId === 0 ? 0 : height,
            border: 0,
            visibility: renderedId === 0 ? 'hidden' : 'visible',
          }}
        />
      </Box>
    </>
  );
}
