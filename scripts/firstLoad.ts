/**
 * First-load JavaScript as a browser really fetches it: every script requested from navigation to
 * network idle in a 1400 × 900 window, then while the demos in view start as the visitor reaches
 * for them (they wait for the visitor, src/demo/demoDirective.ts), weighed as gzip level 9.
 * Islands further down, widgets opened on demand and drawn data grids do not count. The budget
 * test and the benchmark both use it. Also what an island with a data grid drawn in its HTML
 * fetches when the visitor reaches for it.
 */
import type { Browser, Page } from 'playwright-core';
import { weigh, type Weight } from '../src/node/exportWeight';
import { hydrateIslandOf, waitForHydration } from '../tests/support/chromium';

export const FIRST_LOAD_VIEWPORT = { width: 1400, height: 900 };

export interface BrowserFirstLoad {
  url: string;
  /** Script URLs in request order. */
  scripts: string[];
  js: Weight;
}

/** The body of every script the page receives from now on, by URL, in request order. */
function recordScripts(page: Page): Map<string, Promise<Buffer | null>> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  return bodies;
}

async function weighScripts(
  url: string,
  bodies: Map<string, Promise<Buffer | null>>,
): Promise<BrowserFirstLoad> {
  const scripts = [...bodies.keys()];
  const buffers = (await Promise.all(bodies.values())).filter(
    (body): body is Buffer => body !== null,
  );
  return { url, scripts, js: weigh(buffers) };
}

export async function measureBrowserFirstLoad(
  browser: Browser,
  url: string,
): Promise<BrowserFirstLoad> {
  const context = await browser.newContext({ viewport: FIRST_LOAD_VIEWPORT });
  try {
    const page = await context.newPage();
    const bodies = recordScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    const network = watchNetwork(page);
    await waitForHydration(page);
    await network.quiet();
    return await weighScripts(url, bodies);
  } finally {
    await context.close();
  }
}

/** How long the network stays quiet after hydration before the fetches on intent are weighed. */
const QUIET_MS = 1000;

/**
 * Tracks the page's requests from now on: `quiet()` resolves once none has been in flight for
 * QUIET_MS.
 */
function watchNetwork(page: Page): { quiet: () => Promise<void> } {
  const inFlight = new Set<unknown>();
  let last = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    last = Date.now();
  });
  const ended = (request: unknown) => {
    inFlight.delete(request);
    last = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      while (inFlight.size > 0 || Date.now() - last < QUIET_MS) await page.waitForTimeout(100);
    },
  };
}

/**
 * The JavaScript an island that waits for the visitor (`client:demo` with a data grid drawn in its
 * HTML, src/demo/demoDirective.ts) fetches when they reach for it: the page loaded as for
 * {@link measureBrowserFirstLoad}, with the browser never idle (so only the visitor starts an
 * island), then the pointer over `target`; every script requested from then until its island has
 * hydrated and the network has been quiet for a second.
 */
export async function measureOnIntent(
  browser: Browser,
  url: string,
  target: string,
): Promise<BrowserFirstLoad> {
  const context = await browser.newContext({ viewport: FIRST_LOAD_VIEWPORT });
  try {
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const page = await context.newPage();
    const bodies = recordScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    const drawn = await page
      .locator(target)
      .first()
      .evaluate(
        (node) =>
          node.closest('astro-island[ssr]')?.querySelector('[data-grid-first-view]') != null,
      );
    if (!drawn) {
      throw new Error(`${url}: ${target} is not in a drawn grid's island waiting for the visitor`);
    }
    bodies.clear();
    const network = watchNetwork(page);
    await hydrateIslandOf(page, target);
    await network.quiet();
    return await weighScripts(url, bodies);
  } finally {
    await context.close();
  }
}
