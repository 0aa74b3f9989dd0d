/**
 * One walk over every page of a product, shared by the content tests of each product: in light and
 * in dark, each page must load with its title, no console error or hydration warning, no empty
 * demo, no placeholder text and no axe violation; and the built HTML gives demo counts per page.
 */
import { describe, expect as globalExpect, it, type ExpectStatic } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { SitePage } from '../../src/node/generate/siteIndex';
import type { SiteProductId } from '../../src/products/products';
import { CODE_TOKENS, COLOUR_RULES_OFF, violations } from './axe';
import { colourChecksOfRun } from './colourChecks';
import { builtHtml, siteIndex, TimedSteps } from '../support';
import {
  browserForTests,
  newContext,
  hydrateAllIslands,
  waitUntilStill,
  watchConsole,
} from './browser';

/** The Markdown pages a product's folder holds (its API pages and full-page demos excluded). */
export function productPages(productId: SiteProductId): SitePage[] {
  return siteIndex().pages.filter((page) => page.productId === productId);
}

/** Live demos on a built page: one `data-demo` section each. */
export function demoCount(route: string): number {
  return builtHtml(route).match(/<section\b[^>]*\bdata-demo="/g)?.length ?? 0;
}

/**
 * Waits until every live demo on the page shows something (a preview over 20 px tall with real
 * markup), failing on one that stays empty; returns how many demos the page has.
 */
export async function expectNoEmptyDemo(
  page: Page,
  expect: ExpectStatic = globalExpect,
): Promise<number> {
  const demos = page.locator('[data-demo]');
  const count = await demos.count();
  for (let i = 0; i < count; i += 1) {
    const preview = demos.nth(i).locator('.demo-preview');
    await expect
      .poll(() =>
        preview.evaluate(
          (node) => node.getBoundingClientRect().height > 20 && node.innerHTML.length > 60,
        ),
      )
      .toBe(true);
  }
  return count;
}

/** Words that mark an unfinished page. */
export const PLACEHOLDER = /\b(TODO|lorem ipsum|coming soon|TBD|FIXME)\b/i;

export interface WalkOptions {
  /** Console messages that are expected (matched exactly), e.g. the grid's licence warning. */
  allowedConsole?: string[];
  /** CSS selector of markup axe skips, e.g. the grid's licence watermark (third-party, fixed style). */
  axeExclude?: string;
  /**
   * Longest wait, in ms, for the page to settle (`waitUntilStill`: late effects, lazy chunks, the
   * mode switch's colour transitions) after hydration and after the switch, before axe reads it.
   */
  settle?: number;
  /** Walks only the pages this keeps, e.g. one section of a product with many pages. */
  filter?: (page: SitePage) => boolean;
  /** Milliseconds one page may take, light and dark (pages holding a dozen grids need more). */
  timeout?: number;
  /** Console messages allowed on one route only (matched exactly), each with its reason nearby. */
  allowedConsoleOn?: Readonly<Record<string, readonly string[]>>;
  /** axe rules not run on these pages, each with its reason (a library's own markup). */
  axeRulesOff?: Readonly<Record<string, string>>;
  /** Markup axe's colour rules skip in dark on one route only (a library default), with its reason. */
  darkExcludeOn?: Readonly<Record<string, string>>;
}

/** A page with a dozen grids, loaded and checked twice by axe, can take a minute on a busy CI. */
const WALK_TIMEOUT = 120_000;

/** A walk still in one step this long before its timeout fails naming the step (TimedSteps). */
const STEP_REPORT_MARGIN = 10_000;

/**
 * Registers the walk: each page of the product is loaded in light and checked (title, console,
 * demos, placeholder text, axe), then switched to dark with the app bar's toggle, as a visitor
 * does, and checked again by axe's colour rules (the others do not depend on the mode). One load
 * per page instead of one per mode halves the walk's time; the first paint in dark (a stored
 * preference) has its own tests in a11y and preferences.
 *
 * axe's colour rules, most of axe's time, run in each mode on the text whose signature (styles and
 * computed colours, ./colourSignatures.ts) no page of this run's walks has shown yet: prose, shell
 * and the demos' repeated components look alike from page to page, and a grid's cells within one.
 */
export function walkProductPages(productId: SiteProductId, options: WalkOptions = {}): void {
  const pages = productPages(productId).filter((page) => options.filter?.(page) ?? true);
  const browser = browserForTests();

  describe(`every ${productId} page`, () => {
    it('has pages to walk', () => {
      globalExpect(pages.length).toBeGreaterThan(0);
    });

    // Two pages at a time, each in its own context: while one waits on the server or the browser's
    // main thread, the other uses the second core (maxConcurrency in vitest.e2e.config.ts).
    // A concurrent test must use its own `expect` (the global one loses track of the test).
    const cases = pages.map((page) => [page.route, page] as const);
    const rulesOff = options.axeRulesOff ?? {};
    const colourChecks = colourChecksOfRun();
    const timeout = options.timeout ?? WALK_TIMEOUT;
    it.concurrent.for(cases)(
      '%s renders cleanly in light and dark',
      { timeout },
      async ([, entry], { expect }) => {
        const steps = new TimedSteps(entry.route, timeout - STEP_REPORT_MARGIN);
        let context: BrowserContext | undefined;
        try {
          context = await steps.step('open a context', () =>
            newContext(browser, { colorScheme: 'light', storage: { 'mui-mode': 'light' } }),
          );
          const page = await context.newPage();
          const problems = watchConsole(page);
          const response = await steps.step('load', () => page.goto(entry.route));
          expect(response?.status()).toBe(200);
          await steps.step('hydrate the islands', () => hydrateAllIslands(page));
          expect(await page.locator('h1').first().textContent()).toBe(entry.title);
          expect(await page.title()).toContain(entry.title);
          await steps.step('wait for every demo to show', () => expectNoEmptyDemo(page, expect));
          const text = await page.locator('main').innerText();
          expect(text.match(PLACEHOLDER)?.[0] ?? null).toBeNull();
          await steps.step('settle in light', () => waitUntilStill(page, options.settle ?? 300));
          const exclude = [CODE_TOKENS, options.axeExclude].filter(Boolean).join(', ');
          // Every rule but the colour ones over the whole page; the colour rules over the text
          // whose colours no page of the walks has shown yet in this mode (./colourSignatures.ts).
          const lightViolations = await steps.step('axe in light', () =>
            violations(page, { exclude, rulesOff: { ...rulesOff, ...COLOUR_RULES_OFF } }),
          );
          expect(lightViolations, 'light').toEqual([]);
          const light = await steps.step('colour rules in light', () =>
            colourChecks.checkNew(page, expect, 'light colours', { exclude, rulesOff }),
          );

          await steps.step('switch to dark', async () => {
            await page.getByTestId('mode-toggle').click();
            await expect
              .poll(() => page.locator('html').getAttribute('data-mui-color-scheme'))
              .toBe('dark');
          });
          await steps.step('settle in dark', () => waitUntilStill(page, options.settle ?? 300));
          const darkExclude = [exclude, options.darkExcludeOn?.[entry.route]]
            .filter(Boolean)
            .join(', ');
          const dark = await steps.step('colour rules in dark', () =>
            colourChecks.checkNew(page, expect, 'dark', { exclude: darkExclude, rulesOff }),
          );
          const allowed = new Set([
            ...(options.allowedConsole ?? []),
            ...(options.allowedConsoleOn?.[entry.route] ?? []),
          ]);
          expect(problems.filter((problem) => !allowed.has(problem))).toEqual([]);
          colourChecks.passed([...light, ...dark]);
        } finally {
          steps.end();
          await context?.close();
        }
      },
    );
  });
}
