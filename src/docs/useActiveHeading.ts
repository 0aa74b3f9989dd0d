import * as React from 'react';
import type { Heading } from './pageData';

/** Pixels below the app bar at which a heading counts as the one being read. */
const READING_LINE = 120;
/** After a TOC click the page scrolls to the target; the highlight stays on it meanwhile. */
const CLICK_FREEZE_MS = 1000;

/** The id of the section being read: the last heading above the reading line. */
export function useActiveHeading(headings: Heading[]): [string | null, (id: string) => void] {
  const [active, setActive] = React.useState<string | null>(null);
  const frozenUntil = React.useRef(0);

  React.useEffect(() => {
    if (!headings.length) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      if (Date.now() < frozenUntil.current) return;
      let current: string | null = null;
      for (const heading of headings) {
        const node = document.getElementById(heading.id);
        if (node && node.getBoundingClientRect().top <= READING_LINE) current = heading.id;
      }
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom) current = headings.at(-1)?.id ?? current;
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [headings]);

  const select = React.useCallback((id: string) => {
    frozenUntil.current = Date.now() + CLICK_FREEZE_MS;
    setActive(id);
  }, []);
  return [active, select];
}
