/**
 * Debian's Chromium as every Node tool of the repository drives it (browser tests, benchmark,
 * social images): one path, one set of launch flags, one hydration check.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { recordTrouble } from './pageTrouble';

/** Debian's Chromium, the browser a visitor runs: the benchmark and Lighthouse measure with it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): the same engine
 * without the browser's own interface processes, as Playwright uses by default for headless runs.
 * The browser tests drive it: the System walk took 88 s with it against 112 s with the full browser
 * on the same idle 2-core machine, all tests passing in both.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(executablePath = HEADLESS_SHELL_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * Resolves once the page is interactive as a visitor meets it who has reached for what they see:
 * the shell script has run and every island in the viewport has hydrated. A demo island waits for
 * the visitor (src/demo/demoDirective.ts): this reaches for each one in view (a pointer over it),
 * as a visitor about to use it would; one just below the fold stays as it is. Islands further down
 * hydrate when scrolled to; `hydrateAllIslands` waits for those. An island that draws its data
 * grids in its HTML (`[data-grid-first-view]`) is left waiting: starting it is costly, and the
 * tests of the grids start it as a visitor would.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.shell !== 'ready') return false;
    return Array.from(document.querySelectorAll('astro-island[ssr]')).every((island) => {
      if (island.querySelector('[data-grid-first-view]')) return true;
      // Islands are `display: contents`: their content has the box (after Emotion's <style>s).
      const content = Array.from(island.children).find((child) => child.tagName !== 'STYLE');
      const box = (content ?? island).getBoundingClientRect();
      const outside =
        box.bottom <= 0 || box.top >= window.innerHeight || (box.width === 0 && box.height === 0);
      if (!outside) island.dispatchEvent(new Event('pointerover'));
      return outside;
    });
  });
}

/**
 * Brings island `index` into view (`block`: where in the viewport) and reaches for it, as a reader
 * would: a pointer over a demo (waitForHydration does the same in the first view), the real pointer
 * over a drawn data grid. A demo left to start by itself waits for the visitor's activity and then
 * the browser's next idle time (src/demo/demoDirective.ts); before the directive listened from page
 * load, a script's first scroll went unheard and 40 of 347 walked pages sat out hydrateAllIslands'
 * 10 s fallback.
 */
async function reachForIsland(page: Page, index: number, block: 'center' | 'start'): Promise<void> {
  const drawnView = await page.evaluate(
    ({ i, position }) => {
      const island = document.querySelectorAll('astro-island')[i];
      // Into view by its first child that has a box (a style or an empty element has none).
      const sized = Array.from(island?.children ?? []).find((child) => {
        const box = child.getBoundingClientRect();
        return child.tagName !== 'STYLE' && (box.width > 0 || box.height > 0);
      });
      (sized ?? island)?.scrollIntoView({ block: position });
      if (!island?.hasAttribute('ssr')) return undefined;
      const drawn = island.querySelector('[data-grid-first-view]')?.getBoundingClientRect();
      if (!drawn) {
        island.dispatchEvent(new Event('pointerover'));
        return undefined;
      }
      // The middle of its part in the viewport.
      return {
        x: drawn.x + drawn.width / 2,
        y: (Math.max(drawn.top, 0) + Math.min(drawn.bottom, window.innerHeight)) / 2,
      };
    },
    { i: index, position: block },
  );
  if (drawnView) await page.mouse.move(drawnView.x, drawnView.y);
}

function islandHydrated(page: Page, index: number, timeout: number): Promise<unknown> {
  return page.waitForFunction(
    (i) => !document.querySelectorAll('astro-island')[i]?.hasAttribute('ssr'),
    index,
    { timeout },
  );
}

/**
 * Scrolls every island into view, as a reader scrolling down the page would, reaching for each on
 * the way, waits until all have hydrated, and scrolls back to the top. The islands start while the
 * reader scrolls on (waiting for each before the next took 1.2–3.6 times as long on pages of 11 to
 * 29 islands, under load); one that has not hydrated after a while (a layout shift above it can move it out
 * again) is brought into view again, by its middle.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  // What went wrong on the way, for the error message if an island never hydrates.
  const trouble = recordTrouble(page, { consoleTypes: ['error'], failedRequests: true });
  try {
    await waitForHydration(page);
    const count = await page.locator('astro-island').count();
    for (let index = 0; index < count; index += 1) await reachForIsland(page, index, 'center');
    for (let index = 0; index < count; index += 1) {
      const hydrated = await islandHydrated(page, index, 10_000).then(
        () => true,
        () => false,
      );
      if (hydrated) continue;
      await reachForIsland(page, index, 'start');
      await islandHydrated(page, index, 30_000);
    }
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n${await islandReport(page)}\n` +
        (trouble.lines.length > 0
          ? trouble.lines.join('\n')
          : 'no console error, page error or failed request'),
      { cause: error },
    );
  } finally {
    trouble.stop();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Scrolls one element into view and reaches for it, as a reader about to use it would, then waits
 * until the island around it has hydrated: for tests about one demo, without hydrating every other
 * island of its page. A demo gets a pointer over it (left to start by itself, it waited for the
 * browser's next idle time, up to a second with the other test's page busy beside it); an island
 * that draws its data grids in its HTML gets the real pointer over the element.
 */
export async function hydrateIslandOf(page: Page, selector: string): Promise<void> {
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  const drawn = await element.evaluate((node) => {
    const island = node.closest('astro-island[ssr]');
    if (!island) return false;
    if (island.querySelector('[data-grid-first-view]')) return true;
    island.dispatchEvent(new Event('pointerover'));
    return false;
  });
  if (drawn) await element.hover();
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const island = node.closest('astro-island');
        if (!island || !island.hasAttribute('ssr')) return resolve();
        new MutationObserver((_records, observer) => {
          if (island.hasAttribute('ssr')) return;
          observer.disconnect();
          resolve();
        }).observe(island, { attributes: true, attributeFilter: ['ssr'] });
      }),
  );
}

/** Where each island that has not hydrated sits, to tell a slow machine from a broken island. */
async function islandReport(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const lines = [
        `scrollY ${Math.round(window.scrollY)}, viewport ${window.innerHeight}, ` +
          `visibility ${document.visibilityState}`,
      ];
      document.querySelectorAll('astro-island[ssr]').forEach((island) => {
        const content = Array.from(island.children).find((child) => child.tagName !== 'STYLE');
        const box = (content ?? island).getBoundingClientRect();
        const name = island.getAttribute('component-url') ?? '?';
        const directive = island.getAttribute('client') ?? '?';
        lines.push(
          `not hydrated: ${name} (client:${directive}) at top ${Math.round(box.top)}, ` +
            `size ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      });
      return lines.join('\n');
    })
    .catch((error: unknown) => `no island report: ${String(error)}`);
}

/** How long the page's DOM must stay unchanged for `waitUntilStill` to call it settled. */
const STILL_MS = 100;

/**
 * Resolves once the page has settled, or after `limitMs` whatever it does: no DOM change for
 * 100 ms and no CSS transition or finite animation running (a colour-mode switch fades colours; a
 * spinner's endless animation does not count). For checks that read the rendered page, such as
 * axe's colour rules, after hydration or a switch: on most pages this is far shorter than a fixed
 * pause, and `limitMs` keeps a page that never stops changing (a ticking demo) to that pause.
 */
export async function waitUntilStill(page: Page, limitMs: number): Promise<void> {
  await page.evaluate(
    ({ still, limit }) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let changed = started;
        const observer = new MutationObserver(() => {
          changed = performance.now();
        });
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const moving = () =>
          document.getAnimations().some((animation) => {
            if (animation.playState !== 'running') return false;
            const end = animation.effect?.getComputedTiming().endTime;
            return typeof end === 'number' && Number.isFinite(end);
          });
        const check = () => {
          const now = performance.now();
          if (now - started >= limit || (now - changed >= still && !moving())) {
            observer.disconnect();
            resolve();
          } else {
            requestAnimationFrame(check);
          }
        };
        requestAnimationFrame(check);
      }),
    { still: STILL_MS, limit: limitMs },
  );
}
