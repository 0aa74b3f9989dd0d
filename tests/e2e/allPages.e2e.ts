import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { siteIndex } from '../support';
import { expectNoEmptyDemo } from './productWalk';
import {
  baseUrl,
  hydrateAllIslands,
  browserForTests,
  newContext,
  waitForHydration,
  watchConsole,
} from './browser';

const index = siteIndex();

const browser = browserForTests();
let context: BrowserContext;
beforeAll(async () => {
  context = await newContext(browser);
});

/**
 * Products whose every page a product walk already opens, in light and dark, with the same checks
 * and axe (tests/e2e/joy, joyTools, base, grid and system): walking them here again would only
 * double the time of the browser tests.
 */
const WALKED_BY_PRODUCT = new Set(['joy-ui', 'base-ui', 'x-data-grid', 'system']);

describe('every page of the site', () => {
  it('has pages to walk', () => {
    expect(index.pages.length).toBeGreaterThan(30);
  });

  it.each(
    index.pages
      .filter((page) => !WALKED_BY_PRODUCT.has(page.productId))
      .map((page) => [page.route, page]),
  )('%s renders with no console error, hydration warning or empty demo', async (_route, entry) => {
    const page = await context.newPage();
    const problems = watchConsole(page);
    const response = await page.goto(entry.route);
    expect(response?.status()).toBe(200);
    await hydrateAllIslands(page);
    expect(await page.locator('h1').textContent()).toBe(entry.title);
    expect(await page.title()).toContain(entry.title);
    await expectNoEmptyDemo(page);
    // Give late effects (ads, lazy chunks) a moment to report problems.
    await page.waitForTimeout(150);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('every API page of the site', () => {
  it('has one page per documented export', () => {
    expect(index.apiPages.length).toBeGreaterThan(300);
  });

  it('serves each with its title and a props, parameters or properties section', async () => {
    const failures: string[] = [];
    for (const entry of index.apiPages) {
      const response = await fetch(`${baseUrl()}${entry.route}`);
      const html = await response.text();
      const section = { component: 'props', hook: 'parameters', interface: 'properties' }[
        entry.kind
      ];
      if (response.status !== 200) failures.push(`${entry.route}: status ${response.status}`);
      else if (!html.includes(`>${entry.name} API</h1>`))
        failures.push(`${entry.route}: no "${entry.name} API" heading`);
      else if (!html.includes(`id="${section}"`)) failures.push(`${entry.route}: no #${section}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(
    [
      '/material-ui/api/button/',
      '/joy-ui/api/button/',
      '/base-ui/api/use-slider/',
      '/system/api/box/',
      '/x/api/data-grid/data-grid-premium/',
    ].map((route) => [route]),
  )('%s loads with no console error', async (route) => {
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForTimeout(150);
    expect(problems).toEqual([]);
    await page.close();
  });
});
