/**
 * `client:demo`: hydrates a demo or playground island once the visitor is there to use it, first
 * loading the modules its server HTML shows (the demo in the visitor's styling and the toolbar), so
 * hydration never suspends and the visitor never sees the demo flash or move.
 *
 * The server HTML already shows the demo (a data grid included: its first view, see
 * src/demo/gridFirstView/), so its start-up work waits for the visitor: an island hydrates at once
 * when they reach for it (pointer over it, touch, focus, a key), and otherwise, once they have
 * started using the page (a pointer move, a scroll of the page, a click, a key), when the browser
 * is next idle while it is near the viewport. Near the viewport its code is fetched ahead. A page
 * that nobody uses (a crawler, a lab test of the load) runs no demo code at all. A visitor whose
 * preferences make the demos differ from their server HTML (the shell says so:
 * src/shell/client/demoPreferences.ts) gets them started at once near the viewport.
 *
 * A click that reaches an island before it has hydrated (a tap on a phone comes right after the
 * touch that starts the hydration) is held and given again to the same element once the island
 * has hydrated, so the first tap on a demo is not lost.
 */
import { demosSignalled, START_DEMOS_EVENT } from '@/preferences/demoStartSignal';
import { FIRST_VIEW_SELECTOR } from './gridFirstView/firstViewAttribute';

/** Astro's client directive signature (its exported type does not resolve under our tsconfig). */
type ClientDirective = (
  load: () => Promise<() => Promise<void>>,
  options: unknown,
  island: HTMLElement,
) => void;

interface PreloadingComponent {
  preload?: (root: Element) => Promise<void>;
}

/** What a visitor does on an island just before using it. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/**
 * The visitor's first sign of using the page, and the shell's signal that their preferences make
 * the demos differ from the server HTML.
 */
const START = [
  'pointermove',
  'scroll',
  'wheel',
  'pointerdown',
  'touchstart',
  'keydown',
  START_DEMOS_EVENT,
] as const;

let active = false;
let listening = false;
const waitingForActivity = new Set<() => void>();

function whenIdle(task: () => void): void {
  // Safari has no requestIdleCallback.
  const requestIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  if (requestIdle) requestIdle(task, { timeout: 1000 });
  else window.setTimeout(task, 50);
}

function onActivity(event: Event): void {
  // A scroll counts when it is the page's. An element's scroll reaches this capturing listener too,
  // and the site scrolls its navigation to the current page at load (src/shell/client/navDrawer.ts):
  // that started every drawn grid of a page far down the navigation at load, 100,000 rows included.
  if (active || (event.type === 'scroll' && event.target !== document)) return;
  active = true;
  for (const type of START) window.removeEventListener(type, onActivity, true);
  // Demos that differ from their server HTML for this visitor start at once, as they come in view.
  const run = event.type === START_DEMOS_EVENT ? (task: () => void) => task() : whenIdle;
  for (const task of waitingForActivity) run(task);
  waitingForActivity.clear();
}

/**
 * Watches for the visitor's first sign of use from the first island on, not from the first island
 * near the viewport: a visitor who moves, clicks or types and then jumps to a demo further down
 * (a link to a section scrolls the page once, before the island sees itself near) has used the page.
 */
function listenForActivity(): void {
  if (listening) return;
  listening = true;
  for (const type of START)
    window.addEventListener(type, onActivity, { capture: true, passive: true });
}

/**
 * Runs `task` when the browser is idle, once the visitor has started using the page; at once when
 * their preferences change the demos.
 */
function whenActiveAndIdle(task: () => void): void {
  if (demosSignalled()) return task();
  if (active) return whenIdle(task);
  waitingForActivity.add(task);
}

/** Fetches (and compiles) an island's module without running it. */
function prefetchModule(island: HTMLElement): void {
  const url = island.getAttribute('component-url');
  if (!url || document.head.querySelector(`link[rel="modulepreload"][href="${url}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.append(link);
}

/**
 * A first view that has focus goes when its live grid mounts: focus then moves to the grid's own
 * tab stop, so a keyboard visitor who tabbed to the table lands in the grid.
 */
function keepFocusInGrid(island: HTMLElement, firstView: Element): void {
  // The first view stands in the grid root's place: the live root comes into the same parent.
  const parent = firstView.parentElement;
  if (!parent) return;
  const observer = new MutationObserver(() => {
    if (firstView.isConnected) return;
    observer.disconnect();
    if (document.activeElement && document.activeElement !== document.body) return;
    parent.querySelector<HTMLElement>('.MuiDataGrid-root [tabindex="0"]')?.focus();
  });
  observer.observe(island, { childList: true, subtree: true });
}

/** Gives a held click again to its element, as the visitor's click would have reached it. */
function clickAgain(target: EventTarget | null): void {
  if (!(target instanceof Element) || !target.isConnected) return;
  if (target instanceof HTMLElement) target.click();
  else
    target.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, view: window }),
    );
}

const directive: ClientDirective = (load, _options, island) => {
  listenForActivity();
  let started = false;
  let heldClick: EventTarget | null = null;
  const holdClick = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = event.target;
    start(event);
  };
  const start = (event?: Event) => {
    const firstView =
      event?.type === 'focusin' && event.target instanceof Element
        ? event.target.closest(FIRST_VIEW_SELECTOR)
        : null;
    if (firstView) keepFocusInGrid(island, firstView);
    if (started) return;
    started = true;
    waitingForActivity.delete(startWhenIdle);
    for (const type of INTENT) island.removeEventListener(type, start, true);
    void (async () => {
      const hydrate = await load();
      const component = (island as Element & { Component?: PreloadingComponent }).Component;
      await component?.preload?.(island).catch(() => undefined);
      await hydrate();
      island.removeEventListener('click', holdClick, true);
      clickAgain(heldClick);
    })().catch((error: unknown) => {
      island.removeEventListener('click', holdClick, true);
      // The server HTML stays, static: the demo shows but does not respond.
      console.error('A demo could not start:', error);
    });
  };
  const startWhenIdle = () => start();
  for (const type of INTENT) island.addEventListener(type, start, { capture: true, passive: true });
  island.addEventListener('click', holdClick, true);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (started) return;
      prefetchModule(island);
      whenActiveAndIdle(startWhenIdle);
    },
    { rootMargin: '200px' },
  );
  for (const child of Array.from(island.children)) observer.observe(child);
};

export default directive;
