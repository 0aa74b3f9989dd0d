/**
 * How the shell tells the demo islands that are waiting for the visitor (src/demo/demoDirective.ts)
 * to start near the viewport at once: the visitor's preferences (code variant or styling, density,
 * spacing, direction, colours) make a demo differ from its server HTML, which shows the defaults.
 * An attribute for the islands that connect later, an event for those already waiting.
 */
const ATTRIBUTE = 'data-start-demos';
export const START_DEMOS_EVENT = 'docs:start-demos';

export function signalStartDemos(): void {
  if (document.documentElement.hasAttribute(ATTRIBUTE)) return;
  document.documentElement.setAttribute(ATTRIBUTE, '');
  window.dispatchEvent(new Event(START_DEMOS_EVENT));
}

export function demosSignalled(): boolean {
  return document.documentElement.hasAttribute(ATTRIBUTE);
}
