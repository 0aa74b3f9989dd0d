/**
 * Navigation between two pages, as a visitor meets it: click on the nav link (after hovering it,
 * which makes Chromium prerender the next document by the page's Speculation Rules, and the shell
 * prefetch it) → the new document's h1 and demos (or what the caller names, e.g. a painted data
 * grid) are in the DOM and it is the page shown → the next frame. A prerendered document has its h1 long before the click: it arrives in
 * its first paint, which comes after the click activated it. The click time is taken in the old document and
 * the arrival in the new one, both on the shared wall clock (performance.timeOrigin +
 * performance.now()).
 *
 * Driven with Puppeteer: Chromium does not prerender in a page Playwright drives
 * (tests/support/prerender.ts).
 */
import type { Browser } from 'puppeteer-core';
import {
  activationStart,
  launchTabDrivenChromium,
  PRERENDER_PAUSE_MS,
} from '../tests/support/prerender';
import { spread, type Spread } from './stats';

export interface NavigationResult extends Spread {
  from: string;
  to: string;
  /** Every run, ms. */
  runsMs: number[];
  /** How many runs showed a prerendered document (activated by the click). */
  prerendered: number;
}

declare global {
  interface Window {
    __benchArrivedAt?: Promise<number>;
  }
}

/** What has to be in the new document besides its h1: a demo. */
export const DEMO = '[data-demo]';
/** A data grid painted: its first view (src/demo/gridFirstView/) or its live rows. */
export const GRID_PAINTED = '[data-demo] [data-grid-first-view], [data-demo] .MuiDataGrid-row';

/**
 * Runs in every document before its own scripts: resolves at the frame after h1 and `content` are
 * in the DOM of a document the visitor sees (a prerendered one: the first frame after its
 * activation). Also gives the page the `__name` helper that tsx's keepNames adds to functions
 * passed to it.
 */
const arrivalScript = (content: string) => `
globalThis.__name = (fn) => fn;
window.__benchArrivedAt = new Promise((resolve) => {
  const arrived = () =>
    document.querySelector('h1') && document.querySelector(${JSON.stringify(content)});
  const painted = () => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.timeOrigin + performance.now());
      channel.port2.postMessage(null);
    });
  };
  const done = () => {
    if (!document.prerendering) return painted();
    document.addEventListener('prerenderingchange', painted, { once: true });
  };
  if (arrived()) return done();
  const observer = new MutationObserver(() => {
    if (!arrived()) return;
    observer.disconnect();
    done();
  });
  observer.observe(document, { subtree: true, childList: true });
});
`;

/**
 * The shell has started and every island in view has hydrated, each reached for as a visitor
 * would, but drawn data grids (as tests/support/chromium.ts `waitForHydration`).
 */
function hydratedInView(): boolean {
  if (document.documentElement.dataset.shell !== 'ready') return false;
  return Array.from(document.querySelectorAll('astro-island[ssr]')).every((island) => {
    // A drawn data grid starts when the visitor reaches for it (src/demo/demoDirective.ts).
    if (island.querySelector('[data-grid-first-view]')) return true;
    const content = Array.from(island.children).find((child) => child.tagName !== 'STYLE');
    const box = (content ?? island).getBoundingClientRect();
    const outside =
      box.bottom <= 0 || box.top >= window.innerHeight || (box.width === 0 && box.height === 0);
    // A demo waits for the visitor: reached for, as they would before using it.
    if (!outside) island.dispatchEvent(new Event('pointerover'));
    return outside;
  });
}

/** Called around each run's click, e.g. to record a trace of it (bench/latency.ts --profile). */
export interface NavigationHooks {
  beforeClick: (browser: Browser) => Promise<void>;
  afterArrival: (browser: Browser) => Promise<void>;
}

export async function measureNavigation(
  baseUrl: string,
  from: string,
  to: string,
  runs: number,
  content = DEMO,
  hooks?: NavigationHooks,
): Promise<NavigationResult> {
  const runsMs: number[] = [];
  let prerendered = 0;
  const browser = await launchTabDrivenChromium();
  try {
    for (let i = 0; i < runs; i++) {
      // A fresh context each run: nothing cached from the previous navigation.
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.evaluateOnNewDocument(arrivalScript(content));
        await page.goto(`${baseUrl}${from}`, { waitUntil: 'load' });
        await page.waitForFunction(hydratedInView);
        // The visitor reads the page before reaching for the link: idle-time work settles.
        await page.waitForNetworkIdle();
        const link = await page.waitForSelector(`nav a[href="${to}"]`);
        if (!link) throw new Error(`navigation ${from} → ${to}: no nav link`);
        // The visitor opens the nav groups that hold the link (closed ones hide it).
        await link.evaluate((anchor) => {
          for (
            let group = anchor.closest('details');
            group;
            group = group.parentElement?.closest('details') ?? null
          )
            group.open = true;
        });
        await link.scrollIntoView();
        // Hovering is how a mouse reaches the link; it starts the prerender and the prefetch, and
        // the visitor reads the link before clicking.
        await link.hover();
        await new Promise((resolve) => setTimeout(resolve, PRERENDER_PAUSE_MS));
        await page.evaluate(() => {
          document.addEventListener(
            'click',
            () => {
              // For a trace of the click (bench/latency.ts --profile navigation).
              performance.mark('bench-click');
              sessionStorage.setItem(
                'bench-click-at',
                String(performance.timeOrigin + performance.now()),
              );
            },
            { capture: true, once: true },
          );
        });
        await hooks?.beforeClick(browser);
        await Promise.all([page.waitForNavigation(), link.click()]);
        // Puppeteer's init script does not run in a prerendered document: there, its first paint
        // (Paint Timing reports it after activation; h1 and demos were parsed long before) is the
        // arrival.
        const ms = await page.evaluate(async () => {
          const arrivedAt = await (window.__benchArrivedAt ??
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                const [entry] = list.getEntriesByName('first-contentful-paint');
                if (entry) resolve(performance.timeOrigin + entry.startTime);
              }).observe({ type: 'paint', buffered: true });
            }));
          return arrivedAt - Number(sessionStorage.getItem('bench-click-at'));
        });
        await hooks?.afterArrival(browser);
        if (!(ms > 0)) throw new Error(`navigation ${from} → ${to}: no timing (${ms})`);
        runsMs.push(ms);
        if ((await activationStart(page)) > 0) prerendered += 1;
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { from, to, runsMs, prerendered, ...spread(runsMs) };
}
