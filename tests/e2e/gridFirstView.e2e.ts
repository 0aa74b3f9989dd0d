/**
 * A data grid's first view (src/demo/gridFirstView/), as a visitor meets it on the built site:
 * the first rows readable before any script runs (and with none at all), a plain table for screen
 * readers, axe-clean in light and dark; the live grid taking the same box without a layout shift;
 * the island hydrating when the visitor reaches for the grid or scrolls the page, not when the
 * page scrolls its own navigation at load.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { browserForTests, newContext, watchConsole } from './browser';

const OVERVIEW = '/x/react-data-grid/';
const FIRST_GRID = '[data-demo="data-grid/DataGridOverview"]';
const VIRTUALIZATION = '/x/react-data-grid/virtualization/';
const LARGE_GRID = '[data-demo="data-grid/VirtualizationLarge"]';
/**
 * DataGridOverview.tsx sorts its orders by date, newest first: Mateus Costa's of 11 November 2024,
 * paid, $61.40, comes first (after the checkbox column).
 */
const FIRST_ROW = ['', 'Mateus Costa', '11/11/2024', 'Paid', '$61.40'];

/** Sums every layout shift of the page (not caused by input) from its first frame, as CLS does. */
function recordLayoutShifts(): void {
  const total = { value: 0 };
  (window as unknown as { layoutShift: typeof total }).layoutShift = total;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
    }[])
      if (!entry.hadRecentInput) total.value += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value);

/** Keeps the browser from ever being idle for the page, so only the visitor starts a grid. */
function neverIdle(): void {
  window.requestIdleCallback = () => 0;
}

/** The first grid root's box in the document (not the viewport: hovering it scrolls the page). */
const gridBox = (page: Page) =>
  page.locator(`${FIRST_GRID} .MuiDataGrid-root`).evaluate((root) => {
    const box = root.getBoundingClientRect();
    return { x: box.x, top: box.top + window.scrollY, width: box.width, height: box.height };
  });

const islandOf = (page: Page, selector: string) =>
  page.locator(`astro-island:has(${selector})`).first();

describe('Data grid first view', () => {
  const browser = browserForTests();

  it('shows the first rows of the overview grid with JavaScript off, as a plain table', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(OVERVIEW);
    const table = page.locator(FIRST_GRID).getByRole('table');
    const rows = table.getByRole('row');
    // The checkbox column's header is hidden from the table (it holds no text).
    expect(await rows.first().getByRole('columnheader').allInnerTexts()).toEqual([
      'Customer',
      'Placed',
      'Status',
      'Total',
    ]);
    expect(await rows.nth(1).getByRole('cell').allInnerTexts()).toEqual(FIRST_ROW);
    // The footer's range, as the live grid's pagination words it.
    expect(await page.locator(FIRST_GRID).innerText()).toContain('1–8 of 8');
    await context.close();
  });

  it('gives way to the live grid in the same box, with no layout shift', async () => {
    const context = await newContext(browser);
    await context.addInitScript(recordLayoutShifts);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(OVERVIEW);
    const root = page.locator(`${FIRST_GRID} .MuiDataGrid-root`);
    const drawn = await gridBox(page);
    expect(drawn.height).toBeGreaterThan(300);
    // The shifts of the replacement itself, not those of the page's own load before it.
    await page.evaluate(() => {
      (window as unknown as { layoutShift: { value: number } }).layoutShift.value = 0;
    });

    await root.hover();
    await page.locator(`${FIRST_GRID} .MuiDataGrid-row`).first().waitFor();
    expect(await page.locator(`${FIRST_GRID} [data-grid-first-view]`).count()).toBe(0);
    expect(await gridBox(page)).toEqual(drawn);
    expect(
      await page
        .locator(`${FIRST_GRID} .MuiDataGrid-row`)
        .first()
        .locator('[role="gridcell"]')
        .allInnerTexts(),
    ).toEqual(FIRST_ROW);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('measures layout shifts: a block pushed in above the grid counts', async () => {
    const context = await newContext(browser);
    await context.addInitScript(recordLayoutShifts);
    const page = await context.newPage();
    await page.goto(OVERVIEW);
    await page.locator(`${FIRST_GRID} .MuiDataGrid-root`).waitFor();
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.style.height = '200px';
      document.querySelector('.docs-body')?.prepend(block);
    });
    await expect.poll(() => layoutShift(page)).toBeGreaterThan(0.02);
    await context.close();
  });

  it('hydrates a drawn grid when the visitor reaches for it, not at load', async () => {
    const context = await newContext(browser);
    await context.addInitScript(neverIdle);
    const page = await context.newPage();
    await page.goto(OVERVIEW, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const island = islandOf(page, FIRST_GRID);
    expect(await island.getAttribute('ssr')).not.toBeNull();
    await page.locator(`${FIRST_GRID} .MuiDataGrid-root`).hover();
    await expect.poll(() => island.getAttribute('ssr')).toBeNull();
    await page.locator(`${FIRST_GRID} .MuiDataGrid-row`).first().waitFor();
    await context.close();
  });

  it('waits for the visitor on a page whose navigation scrolls itself at load', async () => {
    // The 100,000-row page sits far down the grid's navigation, which scrolls to it at load: that
    // scroll is the page's own, not the visitor's, and starting the grid then cost 1.5 s of a
    // phone's main thread (bench/gridProfile.ts).
    const context = await newContext(browser);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(VIRTUALIZATION, { waitUntil: 'load' });
    const island = islandOf(page, LARGE_GRID);
    const nav = page.locator('.nav-scroll');
    await expect.poll(() => nav.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    // Near the viewport, the grid's code is fetched ahead and the island listens for activity. That
    // can come after the navigation's own scroll: scroll the navigation again, as script does.
    const code = await island.getAttribute('component-url');
    await page.locator(`link[rel="modulepreload"][href="${code}"]`).waitFor({ state: 'attached' });
    await nav.evaluate((element) => {
      element.scrollTop -= 100;
    });
    // Past an idle start's deadline (a second). A start fetches the island's renderer at once (no
    // other island of the page is in view), before the grid's chunks arrive and it hydrates.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 3000))),
    );
    expect(requested).not.toContain(await island.getAttribute('renderer-url'));
    expect(await island.getAttribute('ssr')).not.toBeNull();
    expect(await page.locator(`${LARGE_GRID} [data-grid-first-view]`).count()).toBe(1);

    // Once the visitor scrolls the page, the grid near the viewport starts when the browser idles.
    await page.evaluate(() => window.scrollBy(0, 100));
    await expect.poll(() => island.getAttribute('ssr'), { timeout: 30_000 }).toBeNull();
    await page.locator(`${LARGE_GRID} .MuiDataGrid-row`).first().waitFor();
    await context.close();
  });

  it('is axe-clean in light and dark before the grid hydrates', async () => {
    const modes: Record<string, string>[] = [{}, { 'mui-mode': 'dark' }];
    for (const storage of modes) {
      const context = await newContext(browser, { storage });
      await context.addInitScript(neverIdle);
      const page = await context.newPage();
      await page.goto(OVERVIEW, { waitUntil: 'load' });
      await page.locator(`${FIRST_GRID} [data-grid-first-view]`).waitFor();
      expect(
        await violations(page, { include: '[data-demo^="data-grid/"]', bestPractice: true }),
      ).toEqual([]);
      await context.close();
    }
  });
});
