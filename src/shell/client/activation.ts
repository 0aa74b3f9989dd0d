/**
 * A page prerendered by the Speculation Rules (src/shell/speculationRules.ts) runs its scripts
 * before the visitor has asked for it: what must happen only once the visitor sees the page (a page
 * view, an ad impression, reading what the previous page saved as it was left) waits until then.
 */
export function whenActivated(start: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', start, { once: true });
  } else {
    start();
  }
}
