/**
 * The docs engine's test bed (/experiments/docs/): every page renders cleanly in light and dark, and
 * the features the section exists to show actually show — wide tables scroll in their own box,
 * every callout kind, full-page demo routes, the navigation flags and hidden pages, right-to-left
 * mirroring, and the section stays out of search and llms.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OUT_DIR } from '../support';
import { hydrateAllIslands, browserForTests, openPage, type ContextOptions } from './browser';
import { productPages, walkProductPages } from './productWalk';

// Every page, the very wide table included: tables are focusable, so a keyboard can scroll them.
walkProductPages('docs-infra');

const MARKDOWN = '/experiments/docs/markdown/';
const DEMOS = '/experiments/docs/demos/';
const COMBINATIONS = '/experiments/docs/demos/combinations/';
const RTL = '/experiments/docs/rtl/';
const HIDDEN = [
  '/experiments/docs/hidden/',
  '/experiments/docs/product-override/',
  '/experiments/docs/fields/front-matter/',
];

const browser = browserForTests();

async function open(route: string, options: ContextOptions = {}) {
  const opened = await openPage(browser, route, options);
  expect(opened.status).toBe(200);
  return opened;
}

describe('Markdown elements', () => {
  it('at 390 px the very wide table scrolls inside its own box, not the document', async () => {
    const { context, page } = await open(MARKDOWN, { viewport: { width: 390, height: 844 } });
    const table = page.locator('table', { has: page.locator('th', { hasText: 'Replacement' }) });
    await expect.poll(() => table.count()).toBe(1);
    const box = await table.evaluate((node) => ({
      overflowX: getComputedStyle(node).overflowX,
      scrollWidth: node.scrollWidth,
      clientWidth: node.clientWidth,
    }));
    expect(['auto', 'scroll']).toContain(box.overflowX);
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth + 200);
    const doc = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await context.close();
  });

  it('shows one callout of each kind, each with its own colour', async () => {
    const { context, page } = await open(MARKDOWN);
    const colours = new Set<string>();
    for (const kind of ['info', 'success', 'warning', 'error']) {
      const callout = page.getByRole('note').and(page.locator(`[data-callout="${kind}"]`));
      expect(await callout.count(), kind).toBe(1);
      await expect.poll(() => callout.isVisible()).toBe(true);
      expect(await callout.innerText()).toContain(kind);
      colours.add(await callout.evaluate((node) => getComputedStyle(node).borderColor));
    }
    expect(colours.size).toBe(4);
    await context.close();
  });

  it('loads every image, the PNG and the captioned figure included', async () => {
    const { context, page } = await open(MARKDOWN);
    const images = page.locator('.markdown-body img');
    expect(await images.count()).toBeGreaterThanOrEqual(4);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
        .toBeGreaterThan(0);
      expect(await image.getAttribute('alt')).toBeTruthy();
    }
    expect(await page.locator('main figure figcaption').innerText()).toContain('page-data');
    await context.close();
  });
});

describe('full-page demos', () => {
  for (const [route, slug, text] of [
    [DEMOS, 'sign-in', 'Keep me signed in'],
    [COMBINATIONS, 'scrolling-list', 'Row 12'],
  ] as const) {
    it(`${route} links to ${slug}/, which renders the demo alone`, async () => {
      const { context, page, problems } = await open(route);
      const link = page.locator(`a[data-toolbar-item="fullPage"][href$="/${slug}/"]`);
      expect(await link.count()).toBe(1);
      const href = (await link.getAttribute('href'))!;
      expect(new URL(href, page.url()).pathname).toBe(`${route}${slug}/`);
      const response = await page.goto(`${route}${slug}/`);
      expect(response?.status()).toBe(200);
      await hydrateAllIslands(page);
      await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
      // Alone: no docs navigation or table of contents around it.
      expect(await page.getByRole('navigation').count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('navigation', () => {
  it('lists every page of the tree with every flag, and no hidden page', async () => {
    const { context, page } = await open('/experiments/docs/');
    const hrefs = await page
      .locator('.nav-list a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const route of [
      '/experiments/docs/',
      MARKDOWN,
      '/experiments/docs/code/',
      DEMOS,
      COMBINATIONS,
      RTL,
    ]) {
      expect(hrefs, route).toContain(route);
    }
    for (const route of HIDDEN) expect(hrefs).not.toContain(route);
    const flags = await page.locator('.nav-list .nav-flag').allInnerTexts();
    for (const flag of [
      'New',
      'Beta',
      'Lab',
      'Unstable',
      'Planned',
      'Legacy',
      'Deprecated',
      'Pro',
      'Premium',
    ]) {
      expect(flags.map((text) => text.trim().toLowerCase())).toContain(flag.toLowerCase());
    }
    await context.close();
  });

  it('the hidden pages exist, and the override page wears Material UI', async () => {
    const { context, page } = await open(HIDDEN[1]!);
    expect(await page.getByTestId('product-name').textContent()).toBe('Material UI');
    await page.goto(HIDDEN[0]!);
    expect(await page.locator('h1').textContent()).toBe('Hidden page');
    // Every front-matter field at once: the slug's address, Base UI's frame, the API links.
    const fields = await page.goto(HIDDEN[2]!);
    expect(fields?.status()).toBe(200);
    expect(await page.getByTestId('product-name').textContent()).toBe('Base UI');
    for (const api of ['/base-ui/api/button/', '/base-ui/api/use-button/']) {
      expect(
        await page.locator(`section[aria-labelledby="component-api"] a[href="${api}"]`).count(),
      ).toBeGreaterThan(0);
    }
    await context.close();
  });
});

async function setDirection(page: Page, direction: 'rtl' | 'ltr') {
  await page.getByTestId('open-settings').click();
  await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  await page.getByTestId(`direction-${direction}`).click();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Settings' }).waitFor({ state: 'detached' });
  await page.waitForFunction((dir) => document.documentElement.dir === dir, direction);
}

describe('right-to-left samples', () => {
  it('mirror the demos and the table, keep code left-to-right', async () => {
    const { context, page, problems } = await open(RTL);
    const card = page.getByTestId('rtl-logical-card');
    const side = () =>
      card.evaluate((node) => {
        const style = getComputedStyle(node);
        return {
          direction: style.direction,
          left: style.borderLeftWidth,
          right: style.borderRightWidth,
        };
      });
    expect(await side()).toEqual({ direction: 'ltr', left: '6px', right: '1px' });
    const icons = page.locator('[data-demo="experiments/rtl/RtlIcons"]');
    const next = icons.getByRole('button', { name: 'Next' }).locator('svg');
    expect(await next.evaluate((node) => getComputedStyle(node).transform)).toBe('none');

    await setDirection(page, 'rtl');
    await expect.poll(side).toEqual({ direction: 'rtl', left: '1px', right: '6px' });
    expect(await next.evaluate((node) => getComputedStyle(node).transform)).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    const previous = await icons.getByRole('button', { name: 'Previous' }).boundingBox();
    const nextBox = await icons.getByRole('button', { name: 'Next' }).boundingBox();
    expect(previous!.x).toBeGreaterThan(nextBox!.x);
    // The table's first column is on the right.
    const cells = page.locator('main table tr').nth(1).locator('td');
    const first = (await cells.nth(0).boundingBox())!;
    const second = (await cells.nth(1).boundingBox())!;
    expect(first.x).toBeGreaterThan(second.x);
    // Code stays left-to-right.
    const code = page.locator('main .code-block pre').first();
    expect(await code.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
    expect(await code.evaluate((node) => getComputedStyle(node).textAlign)).toBe('left');

    await setDirection(page, 'ltr');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('kept out of search and llms.txt', () => {
  const routes = productPages('docs-infra').map((page) => page.route);

  it('has routes to look for', () => {
    expect(routes.length).toBeGreaterThanOrEqual(7);
  });

  it('no experiments route is in the built search index', () => {
    const index = fs.readFileSync(path.join(OUT_DIR, 'search-index.json'), 'utf8');
    expect(index).toContain('/material-ui/react-button/');
    expect(index).not.toContain('/experiments/');
    expect(index).not.toContain('Right-to-left samples');
  });

  it('no experiments route is in llms.txt', () => {
    const text = fs.readFileSync(path.join(OUT_DIR, 'llms.txt'), 'utf8');
    expect(text).toContain('/material-ui/react-button.md');
    expect(text).not.toContain('/experiments/');
    expect(text).not.toContain('Docs experiments');
  });
});
