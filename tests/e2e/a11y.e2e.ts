import { describe, expect, it } from 'vitest';
import { COLOUR_RULES, violations } from './axe';
import { styleSignatures } from './styleSignatures';
import { hydrateAllIslands, browserForTests, newContext, waitForHydration } from './browser';

const browser = browserForTests();

const PAGE_TYPES = {
  home: '/',
  prose: '/material-ui/getting-started/installation/',
  component: '/material-ui/react-button/',
  joy: '/joy-ui/react-button/',
  dataGrid: '/x/react-data-grid/',
  api: '/material-ui/api/button/',
  apiHook: '/base-ui/api/use-button/',
  notFound: '/no-such-page/',
};

const VARIANTS: { name: string; colorScheme: 'light' | 'dark'; storage: Record<string, string> }[] =
  [
    { name: 'light', colorScheme: 'light', storage: {} },
    { name: 'dark', colorScheme: 'dark', storage: { 'mui-mode': 'dark' } },
    {
      name: 'rtl',
      colorScheme: 'light',
      storage: { 'mui-theme-options': '{"direction":"rtl"}' },
    },
  ];

describe('accessibility (axe, WCAG 2.1 AA and best practices)', () => {
  it('the check reports what it is asked for: planted problems are found, the colour rules alone', async () => {
    const context = await newContext(browser, { colorScheme: 'light', storage: {} });
    const page = await context.newPage();
    await page.goto(PAGE_TYPES.prose);
    await waitForHydration(page);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'afterbegin',
        '<button type="button" id="planted-unnamed"></button>' +
          '<p id="planted-faint" style="color:#ddd;background:#fff">Faint words on white</p>',
      );
    });
    const all = await violations(page);
    expect(all.find((line) => line.startsWith('button-name:'))).toContain('#planted-unnamed');
    expect(all.find((line) => line.startsWith('color-contrast:'))).toContain('#planted-faint');
    const colour = await violations(page, { rules: COLOUR_RULES });
    expect(colour.map((line) => line.split(':')[0])).toEqual(['color-contrast']);
    const elsewhere = await violations(page, { exclude: 'main' });
    expect(elsewhere).toEqual([]);
    await context.close();
  });

  it('tells a page walk when prose brings a style not colour-checked yet (styleSignatures)', async () => {
    const context = await newContext(browser, { colorScheme: 'light', storage: {} });
    const page = await context.newPage();
    await page.goto(PAGE_TYPES.prose);
    await waitForHydration(page);
    const before = new Set(await styleSignatures(page));
    expect([...before].some((chain) => chain.endsWith('>p'))).toBe(true);
    const added = async (html: string) => {
      await page.evaluate((markup) => {
        document.querySelector('.markdown-body')!.insertAdjacentHTML('beforeend', markup);
      }, html);
      const after = (await styleSignatures(page)).filter((chain) => !before.has(chain));
      await page.evaluate(() =>
        document.querySelector('.markdown-body')!.lastElementChild!.remove(),
      );
      return after;
    };
    // One more paragraph, link or code span like the page's own: nothing new to colour-check.
    expect(await added('<p>More words, a <a href="/">link</a> and <code>code</code>.</p>')).toEqual(
      [],
    );
    // A colour of its own, a class, or an attribute the stylesheets select on: a new chain.
    expect(await added('<p style="color:#ddd">Faint words</p>')).toHaveLength(1);
    expect(await added('<p class="callout-like">Other words</p>')).toHaveLength(1);
    expect(await added('<p><a href="/" aria-current="page">Here</a></p>')).toHaveLength(1);
    // Text inside an island is not part of it: islands are colour-checked on every page.
    expect(await added('<astro-island><p style="color:#ddd">Faint</p></astro-island>')).toEqual([]);
    await context.close();
  });

  for (const variant of VARIANTS) {
    it.each(Object.entries(PAGE_TYPES))(
      `${variant.name}: %s has no violations`,
      async (_type, route) => {
        const context = await newContext(browser, {
          colorScheme: variant.colorScheme,
          storage: variant.storage,
        });
        const page = await context.newPage();
        await page.goto(route);
        await hydrateAllIslands(page);
        // Ads are chosen after hydration; let the slot settle.
        await page.waitForTimeout(300);
        expect(await violations(page, { bestPractice: true })).toEqual([]);
        await context.close();
      },
    );
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`keeps the search dialog accessible with results (${colorScheme})`, async () => {
      const context = await newContext(browser, {
        colorScheme,
        storage: { 'mui-mode': colorScheme },
      });
      const page = await context.newPage();
      await page.goto(PAGE_TYPES.component);
      await waitForHydration(page);
      await page.getByTestId('open-search').click();
      await page.getByTestId('search-input').fill('button');
      await page.locator('[data-query="button"] [role="option"]').first().waitFor();
      await page.waitForTimeout(300);
      expect(await violations(page, { bestPractice: true })).toEqual([]);
      await context.close();
    });
  }

  it('keeps the settings drawer accessible when open', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(PAGE_TYPES.component);
    await waitForHydration(page);
    await page.getByTestId('open-settings').click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await page.waitForTimeout(400);
    expect(await violations(page, { bestPractice: true })).toEqual([]);
    await context.close();
  });
});
