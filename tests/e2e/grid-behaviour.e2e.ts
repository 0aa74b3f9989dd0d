/**
 * Data Grid claims the pages make about keyboard, grouping and export behaviour, checked in the
 * built site (issue 34): Shift+Space selects a row and Space does not; a link in a cell is not a tab
 * stop of its own; the row-grouping demo shows the single grouping column the text describes, with
 * the grouped columns still visible; exporting with one selected row writes only that row; the
 * autosize demo whose rows arrive late is accessible while it waits for them, then fits its columns
 * to them.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateEmployees, generateOrders } from '../../content/data-grid/data/generate';
import { GRID_LICENCE_WARNINGS } from '../support';
import { violations } from './axe';
import { browserForTests, openPage } from './browser';

/** Console problems other than the licence check's own message (Pro and Premium demos on a page). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !GRID_LICENCE_WARNINGS.includes(problem));

const demo = (name: string) => `[data-demo="data-grid/${name}"] .MuiDataGrid-root`;

describe('Data Grid behaviour the pages describe', () => {
  const browser = browserForTests();

  it('selects the focused row with Shift+Space, and not with Space', async () => {
    const { page, problems, close } = await openPage(browser, '/x/react-data-grid/row-selection/', {
      only: `[data-demo="data-grid/RowSelectionSingle"]`,
    });
    const grid = page.locator(demo('RowSelectionSingle'));
    const row = (id: number) => grid.locator(`.MuiDataGrid-row[data-id="${id}"]`);
    const people = generateEmployees(40, 42);
    await row(1).waitFor();

    // A click on row 2 selects it; Space on row 3 moves focus but selects nothing.
    await row(2).locator('[data-field="name"]').click();
    await expect.poll(() => row(2).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect(await row(3).getAttribute('aria-selected')).not.toBe('true');
    expect(await row(2).getAttribute('aria-selected')).toBe('true');

    // Shift+Space selects the row of the focused cell, and the card beside the grid follows.
    await row(3).locator('[data-field="name"]').click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+Space');
    await expect.poll(() => row(4).getAttribute('aria-selected')).toBe('true');
    expect(await row(3).getAttribute('aria-selected')).not.toBe('true');
    await expect
      .poll(() => page.getByTestId('selected-person').innerText())
      .toContain(people[3]!.name);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it('keeps the custom-columns grid one tab stop: a cell link is reached with the arrows', async () => {
    const { page, problems, close } = await openPage(
      browser,
      '/x/react-data-grid/custom-columns/',
      {
        only: `[data-demo="data-grid/CustomRenderCell"]`,
      },
    );
    const grid = page.locator(demo('CustomRenderCell'));
    const firstRow = grid.locator('.MuiDataGrid-row[data-id="1"]');
    await firstRow.waitFor();

    // No link in the grid is in the page's tab order while its cell isn't focused.
    const tabbableLinks = await grid
      .locator('a[href^="mailto:"]')
      .evaluateAll((links) => links.filter((link) => (link as HTMLElement).tabIndex >= 0).length);
    expect(tabbableLinks).toBe(0);

    // From the name cell, Tab leaves the grid instead of stopping on the email link next to it.
    await firstRow.locator('[data-field="name"]').click();
    await page.keyboard.press('Tab');
    const focusInGrid = await grid.evaluate((root) => root.contains(document.activeElement));
    expect(focusInGrid).toBe(false);

    // The arrow keys reach the link: focusing its cell focuses the link itself.
    await firstRow.locator('[data-field="name"]').click();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href') ?? ''))
      .toMatch(/^mailto:/);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  it('shows one grouping column, with the grouped columns still visible, as the text says', async () => {
    // Two demos of the page: every island hydrated.
    const { page, close } = await openPage(browser, '/x/react-data-grid/row-grouping/');
    const basic = page.locator(demo('RowGroupingBasic'));
    await basic.locator('.MuiDataGrid-row').first().waitFor();
    const headers = await basic
      .locator('[role="columnheader"]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-field')));
    expect(headers.filter((field) => field?.startsWith('__row_group_by_columns_group'))).toEqual([
      '__row_group_by_columns_group__',
    ]);
    expect(headers).toEqual(expect.arrayContaining(['region', 'country']));

    // The "multiple" demo: one grouping column per grouped field.
    const multiple = page.locator(demo('RowGroupingMultiple'));
    await multiple.locator('.MuiDataGrid-row').first().waitFor();
    const multipleHeaders = await multiple
      .locator('[role="columnheader"]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-field')));
    expect(multipleHeaders).toEqual(
      expect.arrayContaining([
        '__row_group_by_columns_group_region__',
        '__row_group_by_columns_group_country__',
      ]),
    );
    await close();
  });

  it('exports every filtered row of every page, and only the selected row once one is ticked', async () => {
    const { page, problems, close } = await openPage(browser, '/x/react-data-grid/export/', {
      only: `[data-demo="data-grid/ExportSelectedRows"]`,
    });
    const grid = page.locator(demo('ExportSelectedRows'));
    const orders = generateOrders(30, 90);
    await grid.locator('.MuiDataGrid-row').first().waitFor();

    const downloadCsv = async () => {
      await grid.getByRole('button', { name: 'Export' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Download as CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('selected-orders.csv');
      return fs
        .readFileSync(await download.path())
        .toString('utf8')
        .split(/\r?\n/)
        .filter((line) => line.length > 0);
    };

    // Nothing selected: the header and all 30 orders, though the page shows 10.
    const all = await downloadCsv();
    expect(all[0]).toBe('Order,Customer,Status,Total');
    expect(all).toHaveLength(31);

    // One row ticked: that row only.
    await grid.locator('.MuiDataGrid-row[data-id="3"] input[type="checkbox"]').check();
    const selected = await downloadCsv();
    expect(selected).toHaveLength(2);
    expect(selected[1]).toContain(orders[2]!.orderNumber);
    expect(selected[1]).toContain(orders[2]!.customer);
    expect(unexpected(problems)).toEqual([]);
    await close();
  });

  // Its rows arrive a second after the grid mounts. The default loading overlay puts a progress bar
  // with no name inside the grid (axe: aria-progressbar-name, and aria-required-children on the
  // grid), which the grid walk met whenever it ran axe within that second; the demo shows skeleton
  // rows instead. axe runs while the overlay shows; if the rows came before it finished, the page
  // is opened again.
  it('keeps the late-rows autosize demo accessible while it waits, then fits the columns to the rows', async () => {
    const name = 'ColumnAutosizeLater';
    const section = `[data-demo="data-grid/${name}"]`;
    let checked = false;
    for (let attempt = 0; attempt < 3 && !checked; attempt += 1) {
      const { page, problems, close } = await openPage(
        browser,
        '/x/react-data-grid/column-dimensions/',
        { only: section },
      );
      const overlay = page.locator(`${demo(name)} .MuiDataGrid-overlay`);
      // The live grid replaces the first view a moment after the island hydrates.
      const shown = await overlay.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (shown) {
        const found = await violations(page, {
          include: section,
          bestPractice: true,
        });
        if (await overlay.isVisible()) {
          expect(found).toEqual([]);
          expect(await overlay.getByRole('progressbar').count()).toBe(0);
          checked = true;
        }
      }
      // Then the rows arrive, the overlay goes, and the columns fit the rows, as the text says:
      // no cell's text cut short (fitted before the rows were drawn, they fit the headers only).
      await page
        .locator(`${demo(name)} .MuiDataGrid-row`)
        .first()
        .waitFor();
      await expect.poll(() => overlay.count()).toBe(0);
      await expect
        .poll(() => page.locator(section).getByRole('status').textContent())
        .toBe('Columns fitted to the loaded rows.');
      const cutShort = await page
        .locator(`${demo(name)} .MuiDataGrid-cell`)
        .evaluateAll((cells) =>
          cells
            .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
            .map((cell) => cell.textContent),
        );
      expect(cutShort).toEqual([]);
      expect(unexpected(problems)).toEqual([]);
      await close();
    }
    expect(checked, 'axe never ran while the rows were loading').toBe(true);
  });
});
