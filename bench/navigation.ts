/**
 * Navigation between two pages, as a visitor meets it: click on the nav link (after hovering it,
 * which prefetches the next document) → the new document's h1 and demos (or what the caller names,
 * e.g. a painted data grid) are in the DOM → the next frame. The click time is taken in the old
 * document and the arrival in the new one, both on the shared wall clock
 * (performance.timeOrigin + performance.now()).
 */
import type { Browser } from 'playwright-core';
import { waitForHydration } from '../tests/support/chromium';
import { newBenchContext } from './browser';
import { spread, type Spread } from './stats';

export interface NavigationResult extends Spread {
  from: string;
  to: string;
  /** Every run, ms. */
  runsMs: number[];
}

declare global {
  interface Window {
    __benchClickAt?: number;
    __benchArrivedAt?: Promise<number>;
  }
}

/** What has to be in the new document besides its h1: a demo. */
export const DEMO = '[data-demo]';
/** A data grid painted: its first view (src/islands/gridFirstView/) or its live rows. */
export const GRID_PAINTED = '[data-demo] [data-grid-first-view], [data-demo] .MuiDataGrid-row';

/** Runs in every document before its own scripts: resolves once h1 and `content` have painted. */
const arrivalScript = (content: string) => `
window.__benchArrivedAt = new Promise((resolve) => {
  const arrived = () =>
    document.querySelector('h1') && document.querySelector(${JSON.stringify(content)});
  const done = () => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.timeOrigin + performance.now());
      channel.port2.postMessage(null);
    });
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

export async function measureNavigation(
  browser: Browser,
  baseUrl: string,
  from: string,
  to: string,
  runs: number,
  content = DEMO,
): Promise<NavigationResult> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    // A fresh context each run: nothing cached from the previous navigation.
    const context = await newBenchContext(browser, { baseURL: baseUrl });
    try {
      await context.addInitScript({ content: arrivalScript(content) });
      const page = await context.newPage();
      await page.goto(from, { waitUntil: 'load' });
      await waitForHydration(page);
      // The visitor reads the page before clicking: idle-time work settles.
      await page.waitForLoadState('networkidle');
      const link = page.locator(`nav a[href="${to}"]`).first();
      // The visitor opens the nav groups that hold the link (closed ones hide it).
      await link.evaluate((anchor) => {
        for (
          let group = anchor.closest('details');
          group;
          group = group.parentElement?.closest('details') ?? null
        )
          group.open = true;
      });
      await link.scrollIntoViewIfNeeded();
      // Hovering is how a mouse reaches the link; it starts the prefetch, as for a visitor.
      await link.hover();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        document.addEventListener(
          'click',
          () => {
            sessionStorage.setItem(
              'bench-click-at',
              String(performance.timeOrigin + performance.now()),
            );
          },
          { capture: true, once: true },
        );
      });
      await Promise.all([page.waitForURL(`**${to}`), link.click()]);
      const ms = await page.evaluate(async () => {
        const arrivedAt = await (window.__benchArrivedAt as Promise<number>);
        return arrivedAt - Number(sessionStorage.getItem('bench-click-at'));
      });
      if (!(ms > 0)) throw new Error(`navigation ${from} → ${to}: no timing (${ms})`);
      runsMs.push(ms);
    } finally {
      await context.close();
    }
  }
  return { from, to, runsMs, ...spread(runsMs) };
}
