/**
 * A browser context as a returning visitor brings it: their stored preferences (localStorage, set
 * before any page script runs) and cookies, in the window size the tests and the benchmark use.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

export const VIEWPORT = { width: 1400, height: 900 };

export interface VisitorOptions extends BrowserContextOptions {
  /** The site's origin; pages are then opened by path. */
  baseURL: string;
  /** localStorage entries of the site, e.g. `{ 'mui-mode': 'dark' }`. */
  storage?: Record<string, string>;
  /** Cookies of the site, by name, e.g. `{ codeVariant: 'JS' }`. */
  cookies?: Record<string, string>;
}

export async function visitorContext(
  browser: Browser,
  { storage, cookies, ...options }: VisitorOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, ...options });
  if (storage && Object.keys(storage).length > 0) {
    // The site's own document only: a sandboxed frame (opaque origin) may not touch storage.
    await context.addInitScript((entries: Record<string, string>) => {
      if (window !== window.top) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  if (cookies) {
    await context.addCookies(
      Object.entries(cookies).map(([name, value]) => ({ name, value, url: options.baseURL })),
    );
  }
  return context;
}
