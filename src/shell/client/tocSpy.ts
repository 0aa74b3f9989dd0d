/** Marks the TOC link of the heading being read (the last one above the reading line). */
const READING_LINE = 120;

export function initTocSpy(): void {
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.toc a[data-heading]'));
  if (!links.length) return;
  const headings = links
    .map((link) => document.getElementById(link.dataset.heading ?? ''))
    .filter((heading): heading is HTMLElement => heading !== null);
  let frame = 0;
  const update = () => {
    frame = 0;
    let current: string | undefined;
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top <= READING_LINE) current = heading.id;
      else break;
    }
    for (const link of links) {
      if (link.dataset.heading === current) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  // Layout can move the headings without a scroll event: the jump to a #hash after load, fonts,
  // a resized window.
  for (const type of ['scroll', 'resize', 'hashchange', 'load'])
    window.addEventListener(type, schedule, { passive: true });
  // In the first frame, with the layout the frame makes anyway (not forced during the page's setup).
  schedule();
}
