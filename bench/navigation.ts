/**
 * Client-side navigation between two component pages: click on the nav link → the new page's h1
 * and demos are in the DOM → the next frame. Timed in the page with performance.now().
 */
import type { Browser } from 'playwright-core';
import { newBenchContext, waitForHydration } from './browser';
import { spread, type Spread } from './stats';

export interface NavigationResult extends Spread {
  from: string;
  to: string;
  /** Every run, ms. */
  runsMs: number[];
}

declare global {
  interface Window {
    __benchNavigation?: Promise<number>;
  }
}

export async function measureNavigation(
  browser: Browser,
  baseUrl: string,
  from: string,
  to: string,
  runs: number,
): Promise<NavigationResult> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    // A fresh context each run: nothing cached from the previous navigation.
    const context = await newBenchContext(browser, baseUrl);
    try {
      const page = await context.newPage();
      await page.goto(from, { waitUntil: 'load' });
      await waitForHydration(page);
      // Let the idle-time work (link prefetching of visible nav links included) settle, as it
      // would for a visitor reading the page before clicking.
      await page.waitForLoadState('networkidle');
      const link = page.locator(`nav a[href="${to}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        const oldTitle = document.querySelector('h1')?.textContent ?? '';
        const oldDemos = new Set(
          [...document.querySelectorAll('[data-demo]')].map((el) => el.getAttribute('data-demo')),
        );
        window.__benchNavigation = new Promise<number>((resolve) => {
          let started = 0;
          let finished = false;
          const arrived = () => {
            const title = document.querySelector('h1')?.textContent ?? '';
            if (!title || title === oldTitle) return false;
            return [...document.querySelectorAll('[data-demo]')].some(
              (el) => !oldDemos.has(el.getAttribute('data-demo')),
            );
          };
          const check = () => {
            if (finished || !started || !arrived()) return;
            finished = true;
            observer.disconnect();
            // The next frame, then a task after it: the new content has been painted.
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now() - started);
              channel.port2.postMessage(null);
            });
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          document.addEventListener(
            'click',
            () => {
              started = performance.now();
              queueMicrotask(check);
            },
            { capture: true, once: true },
          );
        });
      });
      await link.click();
      const ms = await page.evaluate(() => window.__benchNavigation as Promise<number>);
      await page.waitForURL(`**${to}`);
      runsMs.push(ms);
    } finally {
      await context.close();
    }
  }
  return { from, to, runsMs, ...spread(runsMs) };
}
