/**
 * The bundle size lines on the built site: one per measured component on every Material UI, Joy UI
 * and Base UI component API page and component page (and the three grids on the grid overview),
 * a plausible Button value whose "how it was measured" opens from the keyboard, and axe on it.
 */
import { describe, expect, it } from 'vitest';
import { siteIndex } from '../support';
import { violations } from './axe';
import { baseUrl, browserForTests, newContext } from './browser';

const index = siteIndex();

const PRODUCTS = ['material-ui', 'joy-ui', 'base-ui'];
const LINE = /Bundle size: (\d+\.\d) KB gzip \((\d+\.\d) KB min\)/;

/** The components a served page shows a size for, each with its line's text. */
async function sizeLinesOf(route: string): Promise<{ name: string; text: string }[]> {
  const response = await fetch(new URL(route, baseUrl()));
  expect(response.status, route).toBe(200);
  const html = await response.text();
  return [
    ...html.matchAll(/data-bundle-size="([^"]+)"[^>]*>\s*<summary[^>]*>([\s\S]*?)<\/summary>/g),
  ].map((match) => ({
    name: match[1]!,
    text: match[2]!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' '),
  }));
}

const componentApiPages = index.apiPages.filter(
  (page) => PRODUCTS.includes(page.productId) && page.kind === 'component',
);

/** Guide pages of the three products with the components they document that have an API page. */
const componentPages = index.pages
  .filter((page) => PRODUCTS.includes(page.frameProductId) && page.components.length)
  .map((page) => ({
    route: page.route,
    expected: page.components.filter((name) =>
      componentApiPages.some((api) => api.productId === page.frameProductId && api.name === name),
    ),
  }))
  .filter((page) => page.expected.length);

const browser = browserForTests();

describe('bundle sizes over the built site', () => {
  it('covers every component page and component API page of Material UI, Joy UI and Base UI', () => {
    expect(componentApiPages.length).toBeGreaterThan(250);
    expect(componentPages.length).toBeGreaterThan(100);
    for (const product of PRODUCTS) {
      expect(componentPages.some((page) => page.route.startsWith(`/${product}/react-`))).toBe(true);
    }
  });

  it('shows exactly one size line on each component API page', async () => {
    const missing: string[] = [];
    for (const page of componentApiPages) {
      const lines = await sizeLinesOf(page.route);
      if (lines.length !== 1 || lines[0]!.name !== page.name || !LINE.test(lines[0]!.text))
        missing.push(`${page.route}: ${JSON.stringify(lines)}`);
    }
    expect(missing).toEqual([]);
  });

  it('shows one size line per documented component on each component page', async () => {
    const wrong: string[] = [];
    for (const page of [
      ...componentPages,
      { route: '/x/react-data-grid/', expected: ['DataGrid', 'DataGridPro', 'DataGridPremium'] },
    ]) {
      const lines = await sizeLinesOf(page.route);
      const names = lines.map((line) => line.name);
      if (
        JSON.stringify(names) !== JSON.stringify(page.expected) ||
        !lines.every((line) => LINE.test(line.text))
      )
        wrong.push(`${page.route}: expected ${page.expected.join(',')}, got ${names.join(',')}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the Button page', () => {
  it('shows a plausible size near the top, and how it was measured from the keyboard', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/material-ui/react-button/');
    const line = page.locator('[data-bundle-size="Button"]');
    await expect.poll(() => line.isVisible()).toBe(true);
    const text = (await line.locator('summary').innerText()).replace(/\s+/g, ' ');
    const [, gzip, min] = LINE.exec(text) ?? [];
    expect(Number(gzip)).toBeGreaterThan(5);
    expect(Number(gzip)).toBeLessThan(60);
    expect(Number(min)).toBeGreaterThan(Number(gzip));
    // Right under the description, above the first section of the article.
    const below = await page.evaluate(() => {
      const size = document.querySelector('[data-bundle-size]')!.getBoundingClientRect().top;
      const description = document.querySelector('.article-description')!.getBoundingClientRect();
      const firstHeading = document.querySelector('.docs-body h2')!.getBoundingClientRect().top;
      return size >= description.bottom && size < firstHeading;
    });
    expect(below).toBe(true);
    const how = line.locator('p');
    expect(await how.isVisible()).toBe(false);
    await line.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => how.isVisible()).toBe(true);
    const description = (await how.textContent())?.replace(/\s+/g, ' ') ?? '';
    expect(description).toContain("import Button from '@mui/material/Button'");
    expect(description).toMatch(
      /esbuild 0\.\d+\.\d+, minified; React, react-dom and Emotion external; gzip level 9; @mui\/material 6\.1\.9\./,
    );
    await context.close();
  });

  it('shows the size in the import section of the Button API page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/material-ui/api/button/');
    const inImport = page.locator('section[aria-labelledby="import"] [data-bundle-size="Button"]');
    expect(await inImport.count()).toBe(1);
    expect((await inImport.locator('summary').innerText()).replace(/\s+/g, ' ')).toMatch(LINE);
    await context.close();
  });

  it.each([
    ['light', {}],
    ['dark', { 'mui-mode': 'dark' }],
  ])('has no axe violations in %s with the measurement open', async (_name, storage) => {
    const context = await newContext(browser, {
      colorScheme: _name === 'dark' ? 'dark' : 'light',
      storage,
    });
    const page = await context.newPage();
    await page.goto('/material-ui/react-button/');
    await page.locator('[data-bundle-size="Button"] summary').click();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
