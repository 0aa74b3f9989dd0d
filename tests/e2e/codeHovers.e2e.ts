/**
 * Types on hover in the Markdown code blocks (content/README.md, "Types on hover"): the popup a
 * visitor gets by pointing at or tabbing to an identifier, on the Material Button page's router
 * example (`<Button component={RouterLink} to="/signup" variant="contained">`).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { withoutHoverMarkup } from '../../src/node/generate/codeHoverMarkup';
import { markdownUrl } from '../../src/model/markdownUrl';
import { builtHtml, contentCodeBlock, siteIndex } from '../support';
import { violations } from './axe';
import { browserForTests, newContext, openPage, type OpenOptions } from './browser';

const browser = browserForTests();

const BUTTON_PAGE = '/material-ui/react-button/';
const BLOCKS = '.markdown-body [data-code-block]';
/**
 * The type of Button's `variant` as quick info writes it; TypeScript orders a union's members as
 * its program met them, so the three values may come in any order.
 */
function expectVariantType(text: string | null) {
  expect(text).toMatch(
    /^\(property\) ButtonOwnProps\.variant\?: OverridableStringUnion<"\w+" \| "\w+" \| "\w+", ButtonPropsVariantOverrides> \| undefined$/,
  );
  for (const value of ['"text"', '"outlined"', '"contained"']) expect(text).toContain(value);
}
const RTL = { 'mui-theme-options': JSON.stringify({ direction: 'rtl' }) };

const blockOf = (page: Page) => page.locator(BLOCKS).filter({ hasText: 'to="/signup"' });
const variantOf = (block: Locator) => block.locator('[aria-describedby]', { hasText: /^variant$/ });

/** The router example as written in the page's Markdown. */
const sourceOfBlock = () =>
  contentCodeBlock('content/material-ui/components/button/button.md', 'to="/signup"');

async function openBlock(options: OpenOptions = {}) {
  // The block is in no island: only the page's own script is waited for.
  const opened = await openPage(browser, BUTTON_PAGE, { only: BLOCKS, ...options });
  const block = blockOf(opened.page);
  return { ...opened, block, variant: variantOf(block) };
}

/** The popup that describes `trigger`, found through its aria-describedby. */
async function popupOf(page: Page, trigger: Locator): Promise<Locator> {
  const id = await trigger.getAttribute('aria-describedby');
  expect(id).toMatch(/^hover_\d+$/);
  return page.locator(`[id="${id}"]`);
}

/** The popup is painted and on top at its centre: the pre's scrolling does not clip it. */
async function isOnTop(popup: Locator): Promise<boolean> {
  return popup.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.width > 0 && !!top && node.contains(top);
  });
}

/**
 * The limit: what types on hover add to a page's HTML, raw and brotli, against the page
 * without them (withoutHoverMarkup: as long as the hover-free render, src/node/generate/markdown.test.ts).
 */
const MAX_SHARE = 0.15;
const brotli = (html: string) =>
  zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } }).length;

describe('types on hover in code blocks', () => {
  it('types on hover add at most 15 % to any page’s HTML, raw and brotli', () => {
    const shares = siteIndex()
      .pages.map((page) => {
        const html = builtHtml(page.route);
        return { route: page.route, html, raw: html.length / withoutHoverMarkup(html).length - 1 };
      })
      .sort((a, b) => b.raw - a.raw);
    console.log(
      'types on hover, raw share of the worst pages:',
      shares.slice(0, 5).map(({ route, raw }) => `${route} ${(raw * 100).toFixed(1)} %`),
    );
    expect(shares[0]!.raw).toBeGreaterThan(0.01);
    expect(shares.filter((share) => share.raw > MAX_SHARE).map((share) => share.route)).toEqual([]);
    // Brotli, as served, for the 20 pages with the largest raw share (a second each to compress).
    const compressed = shares.slice(0, 20).map(({ route, html }) => ({
      route,
      brotli: brotli(html) / brotli(withoutHoverMarkup(html)) - 1,
    }));
    expect(compressed.filter((share) => share.brotli > MAX_SHARE)).toEqual([]);
    // The measure sees a page whose popups outweigh the limit.
    const page = `${'y'.repeat(1000)}<span role="tooltip" id="hover_1">${'x'.repeat(200)}</span>`;
    expect(page.length / withoutHoverMarkup(page).length - 1).toBeGreaterThan(MAX_SHARE);
  });

  it('shows the type of `variant` on hover, above the code, and keeps it while the pointer moves onto it', async () => {
    const { page, variant, close, problems } = await openBlock();
    const popup = await popupOf(page, variant);
    await expect.poll(() => popup.isVisible()).toBe(false);
    await variant.hover();
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.getAttribute('role')).toBe('tooltip');
    expectVariantType(await popup.textContent());
    expect(await isOnTop(popup)).toBe(true);
    // Straight down from the word onto the popup: it stays open (WCAG 1.4.13, hoverable).
    const word = (await variant.boundingBox())!;
    const box = (await popup.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(word.y + word.height);
    await page.mouse.move(word.x + word.width / 2, box.y + box.height / 2, { steps: 4 });
    expect(await popup.isVisible()).toBe(true);
    // Escape closes it without moving the pointer (dismissible).
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.isVisible()).toBe(false);
    await page.mouse.move(0, 0);
    expect(problems).toEqual([]);
    await close();
  });

  it('reaches `variant` with the keyboard from the code block, in a few tab stops, and reads its type', async () => {
    const { page, block, variant, close } = await openBlock();
    const popup = await popupOf(page, variant);
    await block.locator('pre').focus();
    const stops: string[] = [];
    for (
      let i = 0;
      i < 10 && !(await variant.evaluate((node) => node === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(await variant.evaluate((node) => node === document.activeElement)).toBe(true);
    // Button and href come first (RouterLink, component and to have no type here: `any`).
    expect(stops).toEqual(['Button', 'href', 'variant']);
    await expect.poll(() => popup.isVisible()).toBe(true);
    expectVariantType(await popup.textContent());
    // The screen reader's description of the focused token is the popup's text.
    const description = await page.evaluate(
      async (id) => {
        const node = document.getElementById(id!);
        return node?.textContent;
      },
      await variant.getAttribute('aria-describedby'),
    );
    expectVariantType(description ?? null);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.isVisible()).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => popup.isVisible()).toBe(true);
    await close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`is axe-clean with the popup open (${mode})`, async () => {
      const { page, close } = await openPage(browser, BUTTON_PAGE, {
        colorScheme: mode,
        storage: mode === 'dark' ? { 'mui-mode': 'dark' } : {},
      });
      const variant = variantOf(blockOf(page));
      await variant.focus();
      const popup = await popupOf(page, variant);
      await expect.poll(() => popup.isVisible()).toBe(true);
      expect(await violations(page, { bestPractice: true })).toEqual([]);
      // The popup's own text, measured alone (the page walks leave code tokens out).
      expect(
        await violations(page, { include: `[id="${await popup.getAttribute('id')}"]` }),
      ).toEqual([]);
      await close();
    });
  }

  for (const [name, options] of [
    ['a 390 px phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
    ['RTL', { storage: RTL }],
  ] as const) {
    it(`keeps the popup inside the viewport and the code block on ${name}`, async () => {
      const { page, block, variant, close } = await openBlock(options);
      // On the phone the line is wider than the screen: scroll the block to the word, then tap it.
      await variant.scrollIntoViewIfNeeded();
      await (options.viewport ? variant.tap() : variant.focus());
      const popup = await popupOf(page, variant);
      await expect.poll(() => popup.isVisible()).toBe(true);
      const box = (await popup.boundingBox())!;
      const blockBox = (await block.boundingBox())!;
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      expect(box.x).toBeGreaterThanOrEqual(Math.max(0, blockBox.x));
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(width, blockBox.x + blockBox.width));
      expect(await isOnTop(popup)).toBe(true);
      expectVariantType(await popup.textContent());
      await close();
    });
  }

  it('copies the code as written, without popup text, by the button', async () => {
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(BUTTON_PAGE);
    const block = blockOf(page);
    await block.hover();
    await block.locator('button[data-copy]').click();
    await expect.poll(() => block.locator('button[data-copy]').textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(sourceOfBlock());
    expect(await block.locator('[role="tooltip"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps popup text out of the page’s Markdown copy for agents', async () => {
    const context = await newContext(browser);
    const response = await context.request.get(markdownUrl(BUTTON_PAGE));
    expect(response.ok()).toBe(true);
    const markdown = await response.text();
    expect(markdown).toContain(sourceOfBlock());
    expect(markdown).not.toContain('(property)');
    expect(markdown).not.toContain('(alias)');
    await context.close();
  });
});
