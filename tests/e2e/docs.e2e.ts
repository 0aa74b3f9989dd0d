import { describe, expect, it } from 'vitest';
import { contentCodeBlock } from '../support';
import {
  browserForTests,
  newContext,
  recordTextChanges,
  waitForHydration,
  type LabelChange,
  watchConsole,
} from './browser';
import { CODE_BLOCK_COPIED_MS } from '@/shell/client/codeBlockCopy';

const browser = browserForTests();

const BUTTON_PAGE = '/material-ui/react-button/';
const BUTTON_IMPORT = "import Button from '@mui/material/Button';";
/**
 * The first code block of the Button page, as its Markdown writes it (no types-on-hover text). On
 * the page, `Button` is followed by its popup's text: the block is found by the rest of the line.
 */
const firstBlockCode = () =>
  contentCodeBlock('content/material-ui/components/button/button.md', BUTTON_IMPORT);

/**
 * The copy button read "Copied" once, for CODE_BLOCK_COPIED_MS by the page's clock, then "Copy"
 * again. The poll's limit only ends a wait for a label that never reverts; the time is checked on
 * the page's clock, which a loaded machine does not skew as it does the test runner's polling.
 */
async function expectCopiedFor(labels: () => Promise<LabelChange[]>): Promise<void> {
  await expect
    .poll(async () => (await labels()).map(({ text }) => text), {
      timeout: CODE_BLOCK_COPIED_MS + 5_000,
    })
    .toEqual(['Copied', 'Copy']);
  const [copied, reverted] = await labels();
  const shownMs = reverted!.at - copied!.at;
  expect(shownMs).toBeGreaterThanOrEqual(CODE_BLOCK_COPIED_MS - 50);
  expect(shownMs).toBeLessThan(CODE_BLOCK_COPIED_MS + 1_500);
}

describe('docs page', () => {
  it('highlights the section being read in the table of contents', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const toc = page.getByTestId('toc');
    const ids = await toc
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!.slice(1)));
    expect(ids.length).toBeGreaterThan(2);
    const target = ids[2]!;
    await page.evaluate((id) => {
      const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - 90;
      window.scrollTo(0, top);
    }, target);
    await expect
      .poll(() => toc.locator('[aria-current="location"]').getAttribute('href'))
      .toBe(`#${target}`);

    await toc.locator(`a[href="#${ids[0]}"]`).click();
    await expect
      .poll(() => toc.locator('[aria-current="location"]').getAttribute('href'))
      .toBe(`#${ids[0]}`);
    await context.close();
  });

  it('links the previous and next pages of the navigation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const order = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .locator('a[href^="/material-ui/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const index = order.indexOf(BUTTON_PAGE);
    expect(index).toBeGreaterThan(0);
    const prev = page.locator('footer a[rel="prev"]');
    const next = page.locator('footer a[rel="next"]');
    expect(await prev.getAttribute('href')).toBe(order[index - 1]);
    expect(await next.getAttribute('href')).toBe(order[index + 1]);
    await next.click();
    await page.waitForURL((url) => url.pathname === order[index + 1]);
    await expect
      .poll(() => page.locator('footer a[rel="prev"]').getAttribute('href'))
      .toBe(BUTTON_PAGE);
    await context.close();
  });

  it('prefetches a page when a visitor hovers or focuses its link, once', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const checkbox = () => requested.filter((path) => path === '/material-ui/react-checkbox/');
    await nav.locator('a[href="/material-ui/react-checkbox/"]').hover();
    await expect.poll(() => requested).toContain('/material-ui/react-checkbox/');
    await nav.locator('a[href="/material-ui/react-switch/"]').focus();
    await expect.poll(() => requested).toContain('/material-ui/react-switch/');
    // Chromium fetches the hovered page twice: the shell's prefetch, and the Speculation Rules'
    // own request (a prerender where no DevTools client is attached). Neither repeats.
    const afterFirstHover = checkbox().length;
    expect(afterFirstHover).toBeLessThanOrEqual(2);
    await nav.locator('a[href="/material-ui/react-checkbox/"]').hover();
    await page.waitForTimeout(300);
    expect(checkbox()).toHaveLength(afterFirstHover);
    await context.close();
  });

  it('copies a code block and reverts the label after 2 s', async () => {
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const block = page
      .locator('.markdown-body [data-code-block]')
      .filter({ hasText: "from '@mui/material/Button';" })
      .first();
    await block.hover();
    const button = block.locator('button[data-copy]');
    const labels = await recordTextChanges(button);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(firstBlockCode());
    await expectCopiedFor(labels);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('copies the hovered code block with Control+C, unless text is selected', async () => {
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const block = page
      .locator('.markdown-body [data-code-block]')
      .filter({ hasText: "from '@mui/material/Button';" })
      .first();
    const pre = block.locator('pre');
    const button = block.locator('button[data-copy]');
    const code = firstBlockCode();
    const readClipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await page.evaluate(() => navigator.clipboard.writeText('before'));

    // A text selection: the browser's own copy wins, the block is not copied.
    const selected = await page
      .locator('.markdown-body p')
      .first()
      .evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        return selection.toString();
      });
    expect(selected.length).toBeGreaterThan(0);
    await pre.hover();
    await page.keyboard.press('Control+C');
    await page.waitForTimeout(300);
    expect(await button.textContent()).toBe('Copy');
    expect(['before', selected]).toContain(await readClipboard());

    // No selection: Control+C copies the hovered block, with the button's feedback.
    await page.evaluate(() => window.getSelection()!.removeAllRanges());
    await pre.hover();
    const labels = await recordTextChanges(button);
    await page.keyboard.press('Control+C');
    await expect.poll(readClipboard).toBe(code);
    await expectCopiedFor(labels);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives headings stable ids with anchor links', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${BUTTON_PAGE}#colours-and-sizes`);
    const heading = page.locator('h2#colours-and-sizes');
    expect(await heading.count()).toBe(1);
    expect(await heading.locator('a.anchor-link').getAttribute('href')).toBe('#colours-and-sizes');
    await context.close();
  });
});
