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

/**
 * Next's client navigation to another page scrolls to the top even when the link has a hash
 * (a search result, `/material-ui/api/button/#props-disableElevation`): bring the target into view
 * once the new page has rendered.
 */
export function ScrollToHash() {
  const router = useRouter();
  React.useEffect(() => {
    const onComplete = () => {
      const target = hashTarget(window.location.hash);
      if (target) requestAnimationFrame(() => target.scrollIntoView());
    };
    router.events.on('routeChangeComplete', onComplete);
    return () => router.events.off('routeChangeComplete', onComplete);
  }, [router.events]);
  return null;
}
