import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { browserForTests, newContext, waitForHydration, watchConsole } from './browser';

const browser = browserForTests();

const BUTTON_API = '/material-ui/api/button/';
const PHONE = { width: 390, height: 844 };
const text = (locator: Locator) => locator.innerText().then((value) => value.trim());

describe('API page', () => {
  it('shows the variant prop, links it, keeps the chosen view and leads back to the demos', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(BUTTON_API);
    await waitForHydration(page);
    expect(await text(page.locator('h1'))).toBe('Button API');

    const row = page.locator('tr[data-member="variant"]');
    expect(await text(row.locator('td').nth(0))).toBe("'contained' | 'outlined' | 'text'");
    expect(await text(row.locator('td').nth(1))).toBe("'text'");

    await row.locator('a#props-variant').click();
    expect(new URL(page.url()).hash).toBe('#props-variant');
    await expect
      .poll(async () => {
        const box = await page.locator('#props-variant').boundingBox();
        return Boolean(box && box.y >= 0 && box.y < 900);
      })
      .toBe(true);

    const listButton = page.getByRole('button', { name: 'List', exact: true }).first();
    const display = () => row.evaluate((node) => getComputedStyle(node).display);
    expect(await display()).toBe('table-row');
    await listButton.click();
    expect(await listButton.getAttribute('aria-pressed')).toBe('true');
    expect(await display()).toBe('block');
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('data-api-view')).toBe('list');
    expect(await display()).toBe('block');
    expect(await text(row)).toContain("'contained' | 'outlined' | 'text'");
    // The stored layout applies before any bundle runs: no table first, then a jump to the list.
    await page.route('**/_astro/**/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.locator('html').getAttribute('data-api-view')).toBe('list');
    expect(await display()).toBe('block');
    await page.unroute('**/_astro/**/*.js');
    // The scripts aborted on purpose above are logged as failed loads; only what follows counts.
    problems.length = 0;
    await page.reload();
    await waitForHydration(page);

    const demos = page.locator('#demos ~ ul a');
    expect(await demos.first().innerText()).toBe('Button');
    await demos.first().click();
    await page.waitForURL('**/material-ui/react-button/');
    await expect.poll(() => text(page.locator('h1'))).toBe('Button');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('expands a long type, copies a class name, and shows inheritance, ref and theme key', async () => {
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(BUTTON_API);
    await waitForHydration(page);
    const color = page.locator('tr[data-member="color"] details');
    expect(await text(color.locator('summary'))).toContain('…');
    expect(await color.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(false);
    await color.locator('summary').click();
    expect(await color.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
    expect(await text(color)).toContain(
      "'error' | 'info' | 'inherit' | 'primary' | 'secondary' | 'success' | 'warning'",
    );

    await page.getByRole('button', { name: 'Copy the class name: MuiButton-root' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('MuiButton-root');

    expect(
      await page.locator('#inheritance ~ p a[href="/material-ui/api/button-base/"]').count(),
    ).toBe(1);
    expect(await page.getByText('The ref is forwarded to the root element.').count()).toBe(1);
    expect(await text(page.locator('#theme-default-props ~ p code'))).toBe('MuiButton');
    const current = page.locator('nav a[aria-current="page"]');
    expect(await current.getAttribute('href')).toBe(BUTTON_API);
    await context.close();
  });

  it('draws a table out of view only when the reader nears it, and still lands on a deep row', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(BUTTON_API);
    await waitForHydration(page);
    // content-visibility: auto (src/docs/api/api.css): the CSS classes table, far below the fold
    // on a phone, is skipped by style, layout and paint until scrolled near.
    const classes = page.locator('#css-classes ~ .api-table-scroll > table');
    const skipped = () =>
      classes.evaluate((node) => !node.checkVisibility({ contentVisibilityAuto: true }));
    expect(await skipped()).toBe(true);
    await page.locator('#css-classes').scrollIntoViewIfNeeded();
    await expect.poll(skipped).toBe(false);

    // A link to the last row of the last table, followed from another page, lands on that row and
    // stays there once the tables above it take their real height.
    await page.goto('/material-ui/react-button/');
    await page.goto(`${BUTTON_API}#classes-textWarning`);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    const box = await page.locator('#classes-textWarning').boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    expect(await page.locator('#classes-textWarning').innerText()).toContain(
      'MuiButton-textWarning',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is linked from the component page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    await page.locator(`#component-api ~ ul a[href="${BUTTON_API}"]`).click();
    await page.waitForURL(`**${BUTTON_API}`);
    await expect.poll(() => text(page.locator('h1'))).toBe('Button API');
    await context.close();
  });

  it('documents a Base UI hook, the data grid and its column definition', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/base-ui/api/use-button/');
    expect(await page.locator('#parameters').count()).toBe(1);
    expect(await page.locator('#return-value-getRootProps').count()).toBe(1);

    await page.goto('/x/api/data-grid/data-grid/');
    expect(await text(page.locator('h1'))).toBe('DataGrid API');
    expect(await page.locator('tr[data-member="rows"]').count()).toBe(1);
    expect(await page.locator('tr[data-member="columns"] abbr[title="Required"]').count()).toBe(1);
    await page.goto('/x/api/data-grid/grid-col-def/');
    expect(await page.locator('#properties-field').count()).toBe(1);
    await context.close();
  });
});
