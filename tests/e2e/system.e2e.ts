/**
 * MUI System: every page in light and dark (shared product walk), page and demo counts from the
 * built HTML, and the searchable properties table.
 */
import { describe, expect, it } from 'vitest';
import { browserForTests, newContext, hydrateAllIslands, watchConsole } from './browser';
import { builtHtml } from '../support';
import { demoCount, productPages, walkProductPages } from './productWalk';

const STYLE_UTILITIES = [
  'borders',
  'display',
  'flexbox',
  'grid',
  'palette',
  'positions',
  'shadows',
  'sizing',
  'spacing',
  'screen-readers',
  'typography',
  'styled',
].map((name) => `/system/${name}/`);

const PROPERTIES = '/system/properties/';

walkProductPages('system');

describe('system pages in the built site', () => {
  it('has at least 28 pages', () => {
    expect(productPages('system').length).toBeGreaterThanOrEqual(28);
  });

  it.each(STYLE_UTILITIES)('%s has at least two live demos', (route) => {
    expect(demoCount(route)).toBeGreaterThanOrEqual(2);
  });

  it('renders the properties table in the HTML', () => {
    const html = builtHtml(PROPERTIES);
    expect(html).toContain('data-testid="system-properties-table"');
    expect(html.match(/<tr[^>]*data-property="/g)?.length ?? 0).toBeGreaterThan(100);
  });
});

describe('system properties table', () => {
  const browser = browserForTests();

  it('filters rows by the search text', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(PROPERTIES);
    await hydrateAllIslands(page);
    const table = page.getByTestId('system-properties-table');
    const row = (key: string) => table.locator(`tr[data-property="${key}"]`);
    const rows = table.locator('tbody tr[data-property]');
    const total = await rows.count();
    expect(total).toBeGreaterThan(100);
    for (const key of ['mt', 'marginTop', 'color', 'bgcolor', 'boxShadow']) {
      expect(await row(key).count()).toBe(1);
    }
    expect(await row('bgcolor').textContent()).toContain('background-color');
    expect(await row('boxShadow').textContent()).toContain('shadows');

    await page.getByRole('searchbox', { name: 'Search properties' }).fill('margin');
    await expect.poll(() => row('color').count()).toBe(0);
    expect(await row('mt').count()).toBe(1);
    expect(await row('marginTop').count()).toBe(1);
    expect(await row('mt').textContent()).toContain('margin-top');
    expect(await row('mt').textContent()).toContain('spacing');
    expect(await row('p').count()).toBe(0);
    const filtered = await rows.count();
    expect(filtered).toBeLessThan(total);
    expect(await page.getByRole('status').filter({ hasText: 'properties' }).textContent()).toBe(
      `${filtered} of ${total} properties`,
    );

    await page.getByRole('searchbox', { name: 'Search properties' }).fill('palette');
    await expect.poll(() => row('color').count()).toBe(1);
    expect(await row('mt').count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search properties' }).fill('');
    await expect.poll(() => rows.count()).toBe(total);
    expect(problems).toEqual([]);
    await context.close();
  });
});
