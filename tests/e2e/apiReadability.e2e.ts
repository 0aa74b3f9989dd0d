/**
 * API pages are easy to read (issue #31, item 5) on the Material Button API page at a desktop
 * and a phone width: Type and Default cells wrap between tokens only, the table of contents
 * follows the reader and lists the props, the copy-link button is a named SVG icon; and a
 * deprecated prop says what replaces it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForTests, newContext, waitForHydration, watchConsole } from './browser';

const browser = browserForTests();

const BUTTON_API = '/material-ui/api/button/';
const VIEWPORTS = [
  { width: 1400, height: 900 },
  { width: 390, height: 844 },
];

/**
 * Every token (name or string literal) shown in the props table's Type and Default cells, with the
 * tokens whose text runs over more than one line (a break inside the token).
 */
function tokenLines(page: Page) {
  return page.evaluate(() => {
    const cells = document.querySelectorAll(
      'section[aria-labelledby="props"] tbody tr > td:nth-of-type(1), ' +
        'section[aria-labelledby="props"] tbody tr > td:nth-of-type(2)',
    );
    const tokens: string[] = [];
    const broken: string[] = [];
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A token: a (dotted) name or a string literal; a long generic may wrap after `<` or `,`.
        for (const match of text.matchAll(/'[^']*'|"[^"]*"|[\w$.]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          if (!rects.length) continue; // not rendered (a closed <details>)
          tokens.push(match[0]);
          const tops = new Set(rects.map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return { tokens, broken };
  });
}

describe.each(VIEWPORTS)('Material Button API page at $width × $height', (viewport) => {
  it('never breaks a token in a Type or Default cell; long unions stay collapsible', async () => {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(BUTTON_API);
    await waitForHydration(page);
    const closed = await tokenLines(page);
    expect(closed.tokens.length).toBeGreaterThan(30);
    expect(closed.broken).toEqual([]);

    const color = page.locator('tr[data-member="color"] details');
    expect(await color.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(false);
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('section[aria-labelledby="props"] details'))
        (details as HTMLDetailsElement).open = true;
    });
    const open = await tokenLines(page);
    // The full union of `color` is measured too once its <details> is open.
    expect(open.tokens).toContain("'warning'");
    expect(open.broken).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('highlights Props in the table of contents when the Props heading is at the top', async () => {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await page.goto(BUTTON_API);
    await waitForHydration(page);
    const toc = page.getByTestId('toc');
    const current = () => toc.locator('a[aria-current="location"]').getAttribute('href');
    // Scrolled by the reader: the heading just under the app bar.
    await page.evaluate(() => {
      const heading = document.getElementById('props')!;
      const bar = document.querySelector('.app-bar')?.getBoundingClientRect().bottom ?? 0;
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - bar - 8);
    });
    await expect.poll(current).toBe('#props');
    // Opened at the anchor, in a fresh page.
    const opened = await context.newPage();
    await opened.goto(`${BUTTON_API}#props`);
    await waitForHydration(opened);
    await expect
      .poll(() =>
        opened.evaluate(() => document.getElementById('props')!.getBoundingClientRect().top),
      )
      .toBeLessThan(120);
    await expect
      .poll(() =>
        opened.getByTestId('toc').locator('a[aria-current="location"]').getAttribute('href'),
      )
      .toBe('#props');
    await context.close();
  });

  it('lists the props in the table of contents, each linking to its row', async () => {
    const context = await newContext(browser, { viewport });
    const page = await context.newPage();
    await page.goto(BUTTON_API);
    await waitForHydration(page);
    const members = page.getByTestId('toc').locator('details.toc-members a');
    const rows = await page
      .locator('section[aria-labelledby="props"] tbody tr')
      .evaluateAll((trs) => trs.map((tr) => `#props-${tr.getAttribute('data-member')}`));
    expect(await members.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      rows,
    );
    expect(rows).toContain('#props-variant');
    if (viewport.width >= 1200) {
      await page.getByTestId('toc').locator('a[href="#props-variant"]').click();
      expect(new URL(page.url()).hash).toBe('#props-variant');
      await expect
        .poll(async () => {
          const box = await page.locator('#props-variant').boundingBox();
          return Boolean(box && box.y >= 0 && box.y < viewport.height);
        })
        .toBe(true);
    }
    await context.close();
  });

  it('gives the copy-link button an accessible name and an SVG icon', async () => {
    const context = await newContext(browser, {
      viewport,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(BUTTON_API);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Copy a link to this prop: variant' });
    expect(await button.count()).toBe(1);
    expect(await button.locator('svg[aria-hidden="true"] path').count()).toBe(1);
    const icon = await button.locator('svg').boundingBox();
    expect(icon && icon.width >= 12 && icon.height >= 12).toBe(true);
    expect(await button.innerText()).not.toContain('⧉');
    expect(await page.locator('.api-copy').evaluateAll((all) => all.length)).toBeGreaterThan(10);
    expect(
      await page
        .locator('.api-copy')
        .evaluateAll(
          (all) =>
            all.filter((b) => !b.querySelector('svg') || !b.getAttribute('aria-label')).length,
        ),
    ).toBe(0);
    await button.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/\/material-ui\/api\/button\/#props-variant$/);
    await expect.poll(() => button.innerText()).toBe('Copied');
    expect(await button.locator('svg').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a deprecated prop', () => {
  it('is marked, with its replacement from the @deprecated tag, in the table and the TOC', async () => {
    const context = await newContext(browser, { viewport: VIEWPORTS[0] });
    const page = await context.newPage();
    await page.goto('/material-ui/api/accordion/');
    await waitForHydration(page);
    const row = page.locator('tr[data-member="TransitionComponent"]');
    const tag = row.locator('th .api-deprecated-tag');
    expect(await tag.innerText()).toMatch(/Deprecated\s*use\s*slots\.transition/);
    expect(await tag.locator('a[href="#props-slots"] code').innerText()).toBe('slots.transition');
    expect(
      await page
        .getByTestId('toc')
        .locator('a.toc-deprecated[href="#props-TransitionComponent"]')
        .count(),
    ).toBe(1);
    expect(await page.locator('tr[data-member="expanded"] .api-deprecated-tag').count()).toBe(0);
    await context.close();
  });
});
