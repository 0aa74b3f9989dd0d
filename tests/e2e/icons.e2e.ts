import { describe, expect, it } from 'vitest';
import { baseUrl, browserForTests, newContext, waitForHydration, watchConsole } from './browser';

const browser = browserForTests();

const PAGE = '/material-ui/material-icons/';

describe('Material Icons browser', () => {
  it('serves the index as a static file, not in page JS', async () => {
    const response = await fetch(`${baseUrl()}/static/icons/index.json`);
    expect(response.status).toBe(200);
    const index = (await response.json()) as { names: string[] };
    expect(index.names.length).toBeGreaterThan(2000);
    expect(index.names).toContain('Delete');
  });

  it('searches, switches theme, opens an icon and copies its import', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(PAGE);
    await waitForHydration(page);

    const status = page.getByRole('status').filter({ hasText: /icons?$/ });
    await expect.poll(() => status.textContent()).toMatch(/^[\d,]+ filled icons$/);
    const icons = page.getByRole('region', { name: 'Icons', exact: true });

    await page.getByRole('searchbox', { name: 'Search icons' }).fill('delete');
    await icons.getByRole('button', { name: 'Delete', exact: true }).waitFor();
    await icons.getByRole('button', { name: 'DeleteForever', exact: true }).waitFor();
    // Only matching icons are listed.
    expect(await icons.getByRole('button', { name: 'AccessAlarm', exact: true }).count()).toBe(0);

    // Synonyms match too.
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('trash');
    await icons.getByRole('button', { name: 'Delete', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('DELETE');

    await page.getByRole('button', { name: 'Outlined', exact: true }).click();
    await icons.getByRole('button', { name: 'DeleteOutlined', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Rounded', exact: true }).click();
    const rounded = icons.getByRole('button', { name: 'DeleteRounded', exact: true });
    await rounded.waitFor();
    // The glyph is drawn from the path chunk.
    await rounded.locator('svg path').first().waitFor();

    await rounded.click();
    const dialog = page.getByRole('dialog', { name: 'DeleteRounded' });
    await dialog.waitFor();
    const importLine = "import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';";
    await dialog.getByText(importLine).waitFor();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(importLine);
    await dialog.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 3000 });

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders only the visible rows and more on scroll', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(PAGE);
    await waitForHydration(page);
    const icons = page.getByRole('region', { name: 'Icons', exact: true });
    await icons.getByRole('button', { name: 'Abc', exact: true }).waitFor();
    const count = await icons.getByRole('button').count();
    expect(count).toBeGreaterThan(10);
    expect(count).toBeLessThan(200);
    await icons.evaluate((node) => {
      node.scrollTop = node.scrollHeight;
    });
    await icons.getByRole('button', { name: 'ZoomOutMap', exact: true }).waitFor();
    expect(await icons.getByRole('button', { name: 'Abc', exact: true }).count()).toBe(0);
    await context.close();
  });
});
