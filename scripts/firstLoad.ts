/**
 * First-load JavaScript as a browser really fetches it: every script requested from navigation to
 * network idle in a 1400 × 900 window, with no interaction (islands that hydrate in view count,
 * islands further down and widgets opened on demand do not), weighed as gzip level 9. The
 * budget test and the benchmark both use it.
 */
import type { Browser } from 'playwright-core';
import { weigh, type Weight } from '../src/node/exportWeight';

export const FIRST_LOAD_VIEWPORT = { width: 1400, height: 900 };

export interface BrowserFirstLoad {
  url: string;
  /** Script URLs in request order. */
  scripts: string[];
  js: Weight;
}

export async function measureBrowserFirstLoad(
  browser: Browser,
  url: string,
): Promise<BrowserFirstLoad> {
  const context = await browser.newContext({ viewport: FIRST_LOAD_VIEWPORT });
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = [...bodies.keys()];
    const buffers = (await Promise.all(bodies.values())).filter(
      (body): body is Buffer => body !== null,
    );
    return { url, scripts, js: weigh(buffers) };
  } finally {
    await context.close();
  }
}
