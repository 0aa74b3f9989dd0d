/**
 * Search in the browser: open the dialog with Ctrl+K, then for each query set the input's value
 * and time until the results for exactly that query are shown (`data-query="<query>"`).
 */
import type { Browser } from 'playwright-core';
import { waitForHydration } from '../tests/support/chromium';
import { newBenchContext } from './browser';
import { spread, type Spread } from './stats';

export interface SearchTimingResult {
  queries: number;
  /** Setting the value → the results (or "no results") for that query are in the DOM. */
  resultsMs: Spread;
  /** The same, up to the next frame (results painted). */
  paintedMs: Spread;
  /** Opening the dialog and loading the index (first query), ms. */
  firstQueryMs: number;
  /** Every query with its time to results, ms. */
  perQuery: { query: string; resultsMs: number; paintedMs: number }[];
}

interface Timing {
  resultsMs: number;
  paintedMs: number;
}

export async function measureSearch(
  browser: Browser,
  baseUrl: string,
  route: string,
  queries: readonly string[],
): Promise<SearchTimingResult> {
  const context = await newBenchContext(browser, { baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.goto(route, { waitUntil: 'load' });
    await waitForHydration(page);
    const opened = Date.now();
    await page.keyboard.press('Control+k');
    const input = page.getByTestId('search-input');
    await input.waitFor();
    // Warm-up: the first query waits for the index to be fetched and loaded.
    await input.fill('material');
    await page.locator('[data-query="material"]').waitFor();
    const firstQueryMs = Date.now() - opened;

    const perQuery: SearchTimingResult['perQuery'] = [];
    for (const query of queries) {
      const timing = await page.evaluate(
        (q) =>
          new Promise<Timing>((resolve, reject) => {
            const field = document.querySelector<HTMLInputElement>('[data-testid="search-input"]');
            const setValue = Object.getOwnPropertyDescriptor(
              HTMLInputElement.prototype,
              'value',
            )?.set;
            if (!field || !setValue) {
              reject(new Error('search input not found'));
              return;
            }
            const shown = () =>
              [...document.querySelectorAll('[data-query]')].some(
                (el) => el.getAttribute('data-query') === q,
              );
            let done = false;
            let started = 0;
            const finish = () => {
              if (done || !shown()) return;
              done = true;
              observer.disconnect();
              const resultsMs = performance.now() - started;
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () =>
                  resolve({ resultsMs, paintedMs: performance.now() - started });
                channel.port2.postMessage(null);
              });
            };
            const observer = new MutationObserver(finish);
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              attributes: true,
              attributeFilter: ['data-query'],
            });
            setTimeout(() => reject(new Error(`no results shown for "${q}"`)), 10_000);
            started = performance.now();
            // What typing does: the native setter, then an input event React listens to.
            setValue.call(field, q);
            field.dispatchEvent(new Event('input', { bubbles: true }));
            finish(); // React may have rendered synchronously inside the event.
          }),
        query,
      );
      perQuery.push({ query, ...timing });
    }
    return {
      queries: perQuery.length,
      resultsMs: spread(perQuery.map((entry) => entry.resultsMs)),
      paintedMs: spread(perQuery.map((entry) => entry.paintedMs)),
      firstQueryMs,
      perQuery,
    };
  } finally {
    await context.close();
  }
}
