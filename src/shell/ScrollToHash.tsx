import * as React from 'react';
import { useRouter } from 'next/router';

/** The element a URL hash points at; a malformed hash (`#%E0`) points at nothing. */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}

/** About one second at 60 frames per second. */
const MAX_FRAMES = 60;

/**
 * Next's client navigation to another page scrolls to the top even when the link has a hash
 * (a search result, `/material-ui/api/button/#props-disableElevation`). Next resets the scroll when
 * the new page commits, so the target is brought into view from an effect, which runs after that.
 * The first load is left to the browser.
 */
export function ScrollToHash() {
  const { asPath } = useRouter();
  const firstRender = React.useRef(true);
  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Parts of the new page (an API table in the visitor's chosen view) may mount a frame later.
    let frame = 0;
    let tries = 0;
    // The router's path, not window.location: the address bar may not have changed yet.
    const hashAt = asPath.indexOf('#');
    const hash = hashAt < 0 ? '' : asPath.slice(hashAt);
    const attempt = () => {
      const target = hashTarget(hash);
      if (target) target.scrollIntoView();
      else if (hash.length > 1 && ++tries < MAX_FRAMES) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [asPath]);
  return null;
}
