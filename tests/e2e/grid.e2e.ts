/**
 * The Data Grid section (content/data-grid): every page walked in light and dark (console,
 * hydration, empty demos, placeholder text, axe — the licence watermark's own console message
 * excepted, by exact text), page and demo counts from the built HTML, and the grid behaviours the
 * section promises: the 100,000-row demo reaches its last row, sorting the full demo reorders it,
 * and a Premium page shows the aggregated footer row.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import navigation from '../../content/data-grid/pages';
import type { NavPage } from '../../content/types';
import { generateOrders } from '../../content/data-grid/data/generate';
import { measureFirstLoad } from '../../src/node/exportWeight';
import { builtFile, GRID_PAGE_ALLOWANCES, OUT_DIR } from '../support';
import { browserForTests, openPage } from './browser';
import { demoCount, productPages, walkProductPages } from './productWalk';

/** Internal leaves of the grid's own navigation, with their flags. */
function navLeaves(items: readonly NavPage[]): NavPage[] {
  return items.flatMap((item) =>
    item.children
      ? navLeaves(item.children)
      : item.pathname.startsWith('/x/react-data-grid/')
        ? [item]
        : [],
  );
}

const leaves = navLeaves(navigation);
const route = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);
const planned = new Set(leaves.filter((leaf) => leaf.planned).map((leaf) => route(leaf.pathname)));

describe('the Data Grid section as built', () => {
  it('has a built page for every entry of its navigation, at least 50 in all', () => {
    const missing = leaves
      .map((leaf) => route(leaf.pathname))
      .filter((r) => !fs.existsSync(builtFile(r)));
    expect(missing).toEqual([]);
    expect(leaves.length).toBeGreaterThanOrEqual(50);
    expect(productPages('x-data-grid').length).toBeGreaterThanOrEqual(50);
  });

  it('shows at least two live demos on every page that is not planned', () => {
    const thin = productPages('x-data-grid')
      .filter((page) => !planned.has(page.route))
      .map((page) => ({ route: page.route, demos: demoCount(page.route) }))
      .filter((page) => page.demos < 2);
    expect(thin).toEqual([]);
  });

  // What a phone downloads (the brotli file the server sends) and what it parses (the HTML). The
  // heaviest: export, 11 grids and 20 code blocks: 302 KB raw and 29 KB sent before the grids drew
  // their first rows in the HTML (src/demo/gridFirstView/) and the code blocks got types on
  // hover (80 popups there); 355 KB raw and 35.1 KB sent with both, while the JavaScript a grid
  // page loads before the visitor reaches for a grid fell from 263 KB to 18.5 KB gzip. Every page
  // then took in the site's stylesheet, which it had fetched as a file (34 KB raw, 5.4 KB sent):
  // export, 379 KB raw and 40.7 KB sent.
  it('keeps the built HTML light, even on the pages with the largest grids', () => {
    for (const page of productPages('x-data-grid')) {
      const file = builtFile(page.route);
      expect(fs.statSync(file).size, `${page.route} raw`).toBeLessThan(405_000);
      expect(fs.statSync(`${file}.br`).size, `${page.route} brotli`).toBeLessThan(42_500);
    }
  });

  it('measures the first-load JavaScript of the overview and the 100,000-row page', () => {
    for (const r of ['/x/react-data-grid/', '/x/react-data-grid/virtualization/']) {
      const { js, scripts } = measureFirstLoad(OUT_DIR, r);
      expect(scripts.length).toBeGreaterThan(0);
      console.info(`first-load JS ${r}: ${js.raw} B raw, ${js.gzip} B gzip, ${js.brotli} B brotli`);
    }
  });
});

walkProductPages('x-data-grid', {
  ...GRID_PAGE_ALLOWANCES,
  // Two pages at a time like every walk; a page with a dozen grids, checked by axe in light and
  // dark while another such page loads, can take three minutes on a busy 2-core CI machine.
  timeout: 240_000,
  settle: 600,
  allowedConsoleOn: {
    // Switching the colour mode re-renders the unstable list view, which measures its flex parent
    // at 0 px for a moment and says so (MUI X 7.22.3, useResizeContainer). The list view has no
    // other way to size to its rows that keeps them reachable by keyboard; see list-view.md.
    '/x/react-data-grid/list-view/': [
      'error: MUI X: useResizeContainer - The parent DOM element of the Data Grid has an empty height.\nPlease make sure that this element has an intrinsic height.\nThe grid displays with a height of 0px.\n\nMore details: https://mui.com/r/x-data-grid-no-dimensions.',
    ],
  },
});

describe('Data Grid behaviour in the browser', () => {
  const browser = browserForTests();

  const open = (route: string, demo?: string) =>
    openPage(browser, route, demo ? { only: `[data-demo="data-grid/${demo}"]` } : {});

  it('scrolls the 100,000 × 50 demo to its last row and shows it', async () => {
    const { page, close } = await open('/x/react-data-grid/virtualization/', 'VirtualizationLarge');
    const grid = page.locator('[data-demo="data-grid/VirtualizationLarge"] .MuiDataGrid-root');
    const scroller = grid.locator('.MuiDataGrid-virtualScroller');
    await scroller.waitFor();
    expect(await grid.locator('[role="columnheader"]').count()).toBeLessThan(50);
    expect(await grid.locator('[aria-rowcount]').first().getAttribute('aria-rowcount')).toBe(
      '100001',
    );
    await scroller.evaluate((node) => {
      node.scrollTop = node.scrollHeight;
    });
    const lastRow = grid.locator('.MuiDataGrid-row[data-id="100000"]').first();
    await lastRow.waitFor({ state: 'visible' });
    await expect
      .poll(() => lastRow.locator('[data-field="id"]').first().innerText())
      .toBe('100,000');
    // Virtualised: a few hundred cells at most are in the DOM, not five million.
    expect(await grid.locator('[role="gridcell"]').count()).toBeLessThan(1500);
    await close();
  });

  it('reorders the rows of the full demo when a column is sorted', async () => {
    const { page, close } = await open('/x/react-data-grid/demo/', 'FullFeaturedGrid');
    const grid = page.locator('[data-demo="data-grid/FullFeaturedGrid"] .MuiDataGrid-root');
    const customers = () =>
      grid
        .locator('.MuiDataGrid-virtualScrollerRenderZone .MuiDataGrid-row [data-field="customer"]')
        .evaluateAll((cells) => cells.slice(0, 6).map((cell) => cell.textContent ?? ''));
    await grid.locator('.MuiDataGrid-row').first().waitFor();
    const before = await customers();
    await grid
      .locator('[role="columnheader"][data-field="customer"] .MuiDataGrid-columnHeaderTitle')
      .click();
    await expect.poll(async () => (await customers()).join('|')).not.toBe(before.join('|'));
    const after = await customers();
    expect([...after].sort((a, b) => a.localeCompare(b))).toEqual(after);
    expect(
      await grid.locator('[role="columnheader"][data-field="customer"]').getAttribute('aria-sort'),
    ).toBe('ascending');
    await close();
  });

  it('loads the menus, filter inputs and pagination menu on first use, and they work', async () => {
    const { page, problems, close } = await open('/x/react-data-grid/');
    await page.waitForLoadState('networkidle');
    const grid = page.locator('[data-demo="data-grid/DataGridOverview"] .MuiDataGrid-root');
    await grid.locator('.MuiDataGrid-row').first().waitFor();
    const scriptsAfterLoad: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptsAfterLoad.push(request.url());
    });

    const header = grid.locator('[role="columnheader"][data-field="customer"]');
    await header.hover();
    await header.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // The menu's code was not part of the first load: the click fetched it.
    expect(scriptsAfterLoad.length).toBeGreaterThan(0);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(
      expect.arrayContaining(['Filter', 'Hide column', 'Manage columns']),
    );

    await menu.getByRole('menuitem', { name: 'Filter' }).click();
    const value = page.getByRole('textbox', { name: 'Value' });
    // The panel and its inputs load on demand (gridOnDemandParts.ts), yet the focus lands in the
    // value input as the panel opens, as with the grid's own eager panel.
    await expect.poll(() => value.evaluate((input) => input === document.activeElement)).toBe(true);
    await value.fill('Amara');
    await expect.poll(() => grid.locator('.MuiDataGrid-row').count()).toBe(1);
    expect(await grid.locator('.MuiDataGrid-row [data-field="customer"]').innerText()).toBe(
      'Amara Okafor',
    );
    await page.keyboard.press('Escape');
    await value.waitFor({ state: 'hidden' });

    await grid.getByRole('combobox', { name: /rows per page/i }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.allInnerTexts()).toEqual(['25', '50', '100']);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the aggregated footer row on a Premium page', async () => {
    const { page, close } = await open('/x/react-data-grid/aggregation/', 'AggregationFooter');
    const grid = page.locator('[data-demo="data-grid/AggregationFooter"] .MuiDataGrid-root');
    const footer = grid.locator('.MuiDataGrid-row[data-id="auto-generated-group-footer-root"]');
    await footer.first().waitFor();
    // The same seeded rows as the demo: the footer must hold their real total.
    const quantity = generateOrders(200, 72).reduce((sum, order) => sum + order.quantity, 0);
    await expect
      .poll(() => footer.first().locator('[data-field="quantity"]').innerText())
      .toBe(quantity.toLocaleString('en-US'));
    expect(
      await grid.locator('[role="columnheader"][data-field="quantity"]').innerText(),
    ).toContain('sum');
    await close();
  });
});
