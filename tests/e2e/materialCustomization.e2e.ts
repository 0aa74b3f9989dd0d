/**
 * Material UI's customization and experimental API pages: the shared walk (light and dark) over
 * those pages only, their demo counts, the palette tool and the theme viewer.
 */
import { describe, expect, it } from 'vitest';
import { browserForTests, newContext, hydrateAllIslands, watchConsole } from './browser';
import { isCustomizationPage } from './materialWalks';
import { demoCount, productPages, walkProductPages } from './productWalk';

walkProductPages('material-ui', { filter: isCustomizationPage });

describe('material customization pages', () => {
  it('has every page of the Customization and Experimental APIs groups, with demos', () => {
    const pages = productPages('material-ui').filter(isCustomizationPage);
    const counts = Object.fromEntries(pages.map((page) => [page.route, demoCount(page.route)]));
    console.info('material customization demo counts', counts);
    expect(pages.length).toBeGreaterThanOrEqual(24);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThanOrEqual(30);
    // Token pages show the values.
    for (const token of [
      'palette',
      'typography',
      'spacing',
      'breakpoints',
      'z-index',
      'transitions',
    ]) {
      expect(counts[`/material-ui/customization/${token}/`]).toBeGreaterThan(0);
    }
  });
});

describe('customization tools', () => {
  const browser = browserForTests();

  it('palette tool: a swatch recolours the preview Button and the copied code holds the colour', async () => {
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/material-ui/customization/color/');
    await hydrateAllIslands(page);
    const tool = page.locator('[data-palette-tool]');
    const button = tool.locator('[data-preview-button="primary"]');
    const background = () => button.evaluate((node) => getComputedStyle(node).backgroundColor);
    const before = await background();

    // teal[700] is #00796b.
    await tool
      .getByRole('group', { name: 'primary colour swatches' })
      .getByRole('button', { name: 'teal 700', exact: true })
      .click();
    await expect.poll(background).toBe('rgb(0, 121, 107)');
    expect(before).not.toBe('rgb(0, 121, 107)');

    // A typed hex value works too.
    const field = tool.locator('[data-palette-input="primary"]');
    await field.fill('#8e24aa');
    await expect.poll(background).toBe('rgb(142, 36, 170)');

    await tool.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain("primary: { main: '#8e24aa' }");
    expect(await tool.locator('[data-palette-code]').textContent()).toContain('#8e24aa');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('theme viewer: searching "primary" shows palette.primary.main, whose value copies', async () => {
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/material-ui/customization/default-theme/');
    await hydrateAllIslands(page);
    const viewer = page.locator('[data-theme-viewer]');
    await viewer.getByRole('button', { name: 'Collapse all' }).click();
    const main = viewer.locator('[data-path="palette.primary.main"]');
    await expect.poll(() => main.count()).toBe(0);

    await viewer.getByRole('searchbox').fill('primary');
    await expect.poll(() => main.isVisible()).toBe(true);
    expect(await main.locator('[data-value]').textContent()).toBe("'#1976d2'");
    // Branches above the match are open; unrelated branches are filtered out.
    expect(
      await viewer.locator('[data-path="palette.primary"] > button').getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await viewer.locator('[data-path="zIndex"]').count()).toBe(0);

    await main.getByRole('button', { name: 'Copy the value of palette.primary.main' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('#1976d2');

    // Keyboard: a branch opens with Enter.
    await viewer.getByRole('searchbox').fill('');
    const shape = viewer.locator('[data-path="shape"] > button');
    await shape.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shape.getAttribute('aria-expanded')).toBe('true');
    expect(await viewer.locator('[data-path="shape.borderRadius"]').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
