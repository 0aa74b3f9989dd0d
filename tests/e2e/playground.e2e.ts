/**
 * Component playgrounds on the built site: every Material UI, Joy UI and Base UI component page has
 * one (its skip list aside) with a TOC entry and a link from the API page; on Material Button the
 * controls change the rendered button and its code; Joy Chip and Base Slider render and update;
 * no console errors; axe clean in light and dark.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadApiDocs } from '../../src/node/generate/api/apiDocs';
import { primaryComponent } from '../../src/node/generate/componentPlaygrounds';
import { PLAYGROUND_OVERRIDES } from '../../src/tools/playground/overrides';
import { violations } from './axe';
import { browserForTests, newContext, waitForHydration, watchConsole } from './browser';
import { builtHtml, siteIndex } from '../support';

const PRODUCTS = ['material-ui', 'joy-ui', 'base-ui'];

/** Component pages of the three products: a `react-*` route whose front matter lists a React component. */
function componentPages() {
  const docs = loadApiDocs();
  return siteIndex()
    .pages.filter((page) => PRODUCTS.includes(page.productId))
    .flatMap((page) => {
      const entry = primaryComponent(docs, page);
      return entry ? [{ route: page.route, productId: page.productId, component: entry.name }] : [];
    });
}

describe('playground sections in the built site', () => {
  const pages = componentPages();
  const skipped = pages.filter(
    (page) => PLAYGROUND_OVERRIDES[page.productId]?.[page.component]?.skip,
  );
  const shown = pages.filter((page) => !skipped.includes(page));

  it('are on every component page but the few skipped, with a TOC entry before the first section', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(skipped.length).toBeLessThanOrEqual(6);
    const missing = shown.filter((page) => {
      const html = builtHtml(page.route);
      return !(
        html.includes('<h2 id="playground"') &&
        html.includes(`data-playground="${page.component}"`) &&
        html.includes('href="#playground" data-heading="playground"')
      );
    });
    expect(missing.map((page) => page.route)).toEqual([]);
    for (const page of skipped) expect(builtHtml(page.route)).not.toContain('id="playground"');
  });

  it('are linked from the API page of the component', () => {
    expect(builtHtml('/material-ui/api/button/')).toContain(
      '<a href="/material-ui/react-button/#playground">Try it in the playground</a>',
    );
    expect(builtHtml('/base-ui/api/slider/')).toContain('/base-ui/react-slider/#playground');
  });
});

describe('playgrounds in the browser', () => {
  const browser = browserForTests();

  async function openPlayground(route: string, colorScheme: 'light' | 'dark' = 'light') {
    const context = await newContext(browser, { colorScheme });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${route}#playground`);
    await waitForHydration(page);
    const island = page.locator('astro-island:has([data-playground])');
    await expect.poll(() => island.evaluate((node) => node.hasAttribute('ssr'))).toBe(false);
    return { context, page, problems, playground: page.locator('.playground') };
  }

  const code = (page: Page) => page.getByTestId('playground-code').textContent();

  it('Material Button: variant, colour and disabled change the button and its code', async () => {
    const { context, page, problems, playground } = await openPlayground(
      '/material-ui/react-button/',
    );
    const preview = playground.getByTestId('playground-preview');
    const button = preview.getByRole('button');
    expect(await code(page)).toBe('<Button>Button</Button>');
    await playground.getByRole('radio', { name: 'outlined', exact: true }).check();
    await playground.getByLabel('color', { exact: true }).selectOption('secondary');
    // The code follows at once; the button in a render that may come a frame later.
    expect(await code(page)).toBe('<Button variant="outlined" color="secondary">Button</Button>');
    await expect.poll(() => button.getAttribute('class')).toMatch(/MuiButton-outlinedSecondary\b/);
    expect(await code(page)).toBe('<Button variant="outlined" color="secondary">Button</Button>');

    await playground.getByRole('switch', { name: 'disabled', exact: true }).check();
    await expect.poll(() => button.isDisabled()).toBe(true);
    expect(await code(page)).toBe(
      '<Button variant="outlined" color="secondary" disabled>Button</Button>',
    );
    await playground.getByLabel('children').fill('Save');
    await expect.poll(() => button.textContent()).toBe('Save');

    // A denied clipboard says so instead of failing silently.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      document.execCommand = () => false;
    });
    await playground.getByRole('button', { name: 'Copy' }).click();
    await expect
      .poll(() => playground.getByRole('status').textContent())
      .toContain('blocked the clipboard');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Joy Chip renders and follows its controls', async () => {
    const { context, page, problems, playground } = await openPlayground('/joy-ui/react-chip/');
    const chip = playground.locator('.MuiChip-root');
    await expect.poll(() => chip.getAttribute('class')).toMatch(/MuiChip-variantSoft/);
    await playground.getByRole('radio', { name: 'outlined', exact: true }).check();
    await expect.poll(() => chip.getAttribute('class')).toMatch(/MuiChip-variantOutlined/);
    expect(await code(page)).toBe('<Chip variant="outlined">Chip</Chip>');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Base Slider renders and follows its controls', async () => {
    const { context, page, problems, playground } = await openPlayground('/base-ui/react-slider/');
    const slider = playground.locator('.base-Slider-root');
    expect(await slider.count()).toBe(1);
    await playground.getByRole('switch', { name: 'disabled', exact: true }).check();
    await expect.poll(() => slider.getAttribute('class')).toMatch(/base--disabled/);
    await playground.getByLabel('max', { exact: true }).fill('50');
    expect(await code(page)).toBe('<Slider disabled max={50} />');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('is axe-clean in %s mode', async (mode) => {
    for (const route of [
      '/material-ui/react-button/',
      '/joy-ui/react-chip/',
      '/base-ui/react-slider/',
    ]) {
      const { context, page, problems } = await openPlayground(route, mode);
      expect(await violations(page, { include: '.playground-section' }), route).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
