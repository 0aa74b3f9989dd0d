import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForTests, newContext, waitForHydration, watchConsole } from './browser';

const browser = browserForTests();

async function openOn(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

async function search(page: Page, query: string): Promise<void> {
  const input = page.getByTestId('search-input');
  await input.fill(query);
  // data-query says which query the shown answer is for.
  await page.locator(`[data-query="${query}"]`).waitFor();
}

const groupOrder = (page: Page) =>
  page
    .locator('[data-testid="search-results"] [role="group"]')
    .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-product')));

const optionUrls = (page: Page, product: string) =>
  page
    .locator(`[role="group"][data-product="${product}"] [role="option"]`)
    .evaluateAll((options) => options.map((option) => option.getAttribute('data-url')));

describe('search', () => {
  it('opens with Ctrl+K, finds every library’s slider with the current product first, and navigates with Enter', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await openOn(page, '/material-ui/react-button/');
    await page.keyboard.press('Control+k');
    const input = page.getByTestId('search-input');
    await input.waitFor();
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);

    await search(page, 'slider');
    await expect
      .poll(() => groupOrder(page))
      .toEqual(expect.arrayContaining(['material-ui', 'joy-ui', 'base-ui']));
    expect((await groupOrder(page))[0]).toBe('material-ui');
    expect((await optionUrls(page, 'material-ui'))[0]).toBe('/material-ui/react-slider/');
    expect(await optionUrls(page, 'joy-ui')).toContain('/joy-ui/react-slider/');
    expect(await optionUrls(page, 'base-ui')).toContain('/base-ui/react-slider/');
    const highlighted = page.locator('[role="option"] mark').first();
    expect((await highlighted.innerText()).toLowerCase()).toContain('slider');

    await page.keyboard.press('Enter');
    await page.waitForURL('**/material-ui/react-slider/');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Slider');
    await expect.poll(() => page.getByTestId('search-dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the search button pressed in the frame after Ctrl+K, before the dialog’s code has run', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openOn(page, '/material-ui/getting-started/installation/');
    // Records, at each paint, whether the button shows it was pressed and whether the dialog is there.
    await page.evaluate(() => {
      const frames: string[] = [];
      (window as unknown as { frames_: string[] }).frames_ = frames;
      const button = document.querySelector('[data-testid="open-search"]')!;
      const tick = () => {
        frames.push(
          `${button.hasAttribute('data-opening') ? 'pressed' : 'idle'}:${
            document.querySelector('[data-testid="search-dialog"]') ? 'dialog' : 'none'
          }`,
        );
        if (frames.length < 600) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').waitFor();
    await expect
      .poll(() => page.getByTestId('open-search').getAttribute('data-opening'))
      .toBeNull();
    const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
    // A frame painted with the button pressed and no dialog yet: the key had its answer at once.
    expect(frames).toContain('pressed:none');
    expect(frames.indexOf('pressed:none')).toBeLessThan(
      frames.findIndex((frame) => frame.endsWith(':dialog')),
    );
    await context.close();
  });

  it('puts the current product first when searching from Joy UI, and arrow keys move the selection', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openOn(page, '/joy-ui/react-button/');
    await page.getByTestId('open-search').click();
    await search(page, 'slider');
    await expect.poll(async () => (await groupOrder(page))[0]).toBe('joy-ui');
    const selected = () =>
      page.locator('[role="option"][aria-selected="true"]').getAttribute('data-url');
    const first = await selected();
    await page.keyboard.press('ArrowDown');
    await expect.poll(selected).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    await expect.poll(selected).toBe(first);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('search-dialog').count()).toBe(0);
    await context.close();
  });

  it('lands on the Button API row for disableElevation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openOn(page, '/material-ui/getting-started/');
    await page.keyboard.press('/');
    await page.getByTestId('search-input').waitFor();
    await search(page, 'disableElevation');
    const first = page.locator('[role="option"]').first();
    expect(await first.getAttribute('data-url')).toBe(
      '/material-ui/api/button/#props-disableElevation',
    );
    await first.click();
    await page.waitForURL('**/material-ui/api/button/#props-disableElevation');
    await page.locator('tr[data-member="disableElevation"]').waitFor();
    await expect
      .poll(async () => {
        const box = await page.locator('#props-disableElevation').boundingBox();
        return Boolean(box && box.y >= 0 && box.y < 900);
      })
      .toBe(true);
    await context.close();
  });

  it('remembers recent searches and suggests other products when nothing matches', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openOn(page, '/system/getting-started/');
    await page.keyboard.press('Control+k');
    await search(page, 'qwxzv');
    const empty = page.getByTestId('search-no-results');
    await empty.waitFor();
    expect(await empty.locator('a').count()).toBeGreaterThanOrEqual(3);

    await search(page, 'DataGridPro');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/x/**');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').waitFor();
    await expect.poll(() => page.locator('#search-recent-label').count()).toBe(1);
    expect(await page.locator('[role="option"]').first().innerText()).toContain('DataGridPro');
    await context.close();
  });

  it('keeps working with the network offline once the index has loaded, and measures query time', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openOn(page, '/material-ui/react-button/');
    await page.keyboard.press('Control+k');
    await search(page, 'button');
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await page.keyboard.press('Control+k');
    await search(page, 'autocomplete');
    expect(await optionUrls(page, 'material-ui')).toContain('/material-ui/react-autocomplete/');

    // Time from typing to rendered results, 50 queries.
    const queries = [
      'button',
      'slider',
      'text field',
      'theme',
      'dark mode',
      'grid',
      'sx',
      'typography',
      'icon',
      'tooltip',
    ];
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const query = queries[i % queries.length]!;
      const input = page.getByTestId('search-input');
      await input.fill('');
      const elapsed = await page.evaluate(async (text) => {
        const field = document.querySelector<HTMLInputElement>('[data-testid="search-input"]')!;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const start = performance.now();
        setter.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise<void>((resolve) => {
          const check = () => {
            const first = document.querySelector('[data-testid="search-results"] [role="option"]');
            if (first?.closest('[data-query]')?.getAttribute('data-query') === text) resolve();
            else requestAnimationFrame(check);
          };
          check();
        });
        return performance.now() - start;
      }, query);
      times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    console.log(
      `search: median ${times[25]!.toFixed(1)} ms, p90 ${times[45]!.toFixed(1)} ms over 50 queries`,
    );
    await context.close();
  });
});
