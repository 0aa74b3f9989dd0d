/**
 * Chromium prerenders a page when the visitor hovers its link (the site's Speculation Rules,
 * src/shell/speculationRules.ts), but not in a page Playwright drives: its DevTools client attaches
 * to pages rather than tabs, and Chromium then reports PrerenderingDisabledByDevTools. Puppeteer
 * (which Lighthouse brings) attaches to tabs, so what must see a prerender (the browser test of
 * the rules, the benchmark's navigation) drives Chromium with it, without a DevTools session of
 * its own on the page.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { VIEWPORT } from './visitorContext';

/** Debian's full Chromium driven by Puppeteer, in the tests' window size. */
export function launchTabDrivenChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    defaultViewport: VIEWPORT,
  });
}

/**
 * How long a visitor's pause on a link lets the prerender it started finish (the tests and the
 * benchmark wait this long after the hover). No DevTools session may watch it: a session attached
 * to the page turns prerendering off again.
 */
export const PRERENDER_PAUSE_MS = 2500;

/** When the document shown was activated (ms after its navigation started); 0 if not prerendered. */
export function activationStart(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as Array<
      PerformanceNavigationTiming & { activationStart?: number }
    >;
    return entry?.activationStart ?? 0;
  });
}
