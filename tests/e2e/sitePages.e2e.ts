/**
 * The site's own pages outside the products: the production-error decoder and the versions page,
 * as a visitor meets them, with JavaScript and without.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { installedVersion } from '../../src/node/installedVersion';
import { violations } from './axe';
import { browserForTests, newContext, waitForHydration, watchConsole } from './browser';

const browser = browserForTests();
const DECODER = '/production-error/';

async function decoded(
  route: string,
): Promise<{ page: Page; text: string; problems: string[]; close: () => Promise<void> }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(route);
  await waitForHydration(page);
  const output = page.locator('[data-decoder-output]');
  // The script replaces the served hint; wait for it unless the address has no code.
  if (route.includes('code='))
    await expect
      .poll(() => output.locator('p').first().textContent())
      .not.toMatch(/^Open this page/);
  return { page, text: (await output.innerText()).trim(), problems, close: () => context.close() };
}

describe('production error decoder', () => {
  it("shows a real code's full message with the link's argument filled in", async () => {
    const { text, problems, close } = await decoded(`${DECODER}?code=9&args[]=x`);
    expect(text).toContain('Error #9');
    expect(text).toContain('MUI: Unsupported `x` color.');
    expect(text).toContain('Thrown by: @mui/system@');
    expect(problems).toEqual([]);
    await close();
  });

  it('decodes the link a production build of @mui/material makes (two arguments, escaped)', async () => {
    const link = new URL(`http://x${DECODER}?code=12`);
    link.searchParams.append('args[]', ' (primary)');
    link.searchParams.append('args[]', '"#12"');
    const { text, close } = await decoded(`${link.pathname}${link.search}`);
    expect(text).toContain('MUI: The color (primary) provided to augmentColor(color) is invalid.');
    expect(text).toContain('`color.main` should be a string, but `"#12"` was provided instead.');
    await close();
  });

  it('shows every meaning of a code two installed versions number differently', async () => {
    const { text, page, close } = await decoded(`${DECODER}?code=20`);
    expect(text).toContain('different versions');
    expect(await page.locator('[data-decoder-output] pre').count()).toBe(2);
    await close();
  });

  it('says so for an unknown code and for a garbage query, and never runs the query as markup', async () => {
    const unknown = await decoded(`${DECODER}?code=4242`);
    expect(unknown.text).toContain(
      'No error #4242 is thrown by the package versions this site documents',
    );
    await unknown.close();

    const garbage = await decoded(
      `${DECODER}?code=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&args[]=%`,
    );
    expect(garbage.text).toContain('This address does not hold a valid error code');
    expect(await garbage.page.locator('[data-decoder-output] img').count()).toBe(0);
    expect(garbage.problems).toEqual([]);
    await garbage.close();

    const markup = await decoded(
      `${DECODER}?code=9&args[]=${encodeURIComponent('<b id="injected">bold</b>')}`,
    );
    expect(markup.text).toContain('Unsupported `<b id="injected">bold</b>` color');
    expect(await markup.page.locator('#injected').count()).toBe(0);
    await markup.close();
  });

  it('lists every code in a table that needs no JavaScript', async () => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${DECODER}?code=9&args[]=x`);
    const rows = page.locator('table.error-codes tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(15);
    expect(await page.locator('#error-12 [data-message]').textContent()).toContain(
      'provided to augmentColor(color) is invalid',
    );
    expect(await page.locator('[data-decoder-output]').innerText()).toContain(
      'find its number in the table',
    );
    await context.close();
  });

  it('is accessible in light and dark, decoded', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const context = await newContext(browser, {
        colorScheme: mode,
        storage: { 'mui-mode': mode },
      });
      const page = await context.newPage();
      await page.goto(`${DECODER}?code=20&args[]=x`);
      await waitForHydration(page);
      await expect.poll(() => page.locator('[data-decoder-output] pre').count()).toBe(2);
      expect(await violations(page, { bestPractice: true }), mode).toEqual([]);
      await context.close();
    }
  });
});

describe('versions page', () => {
  it('lists the five products with the versions installed, and is accessible', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/versions/');
    await waitForHydration(page);
    const rows = page.locator('table.documented-versions tbody tr');
    const listed = await rows.evaluateAll((trs) =>
      trs.map((tr) => [
        tr.getAttribute('data-package'),
        tr.querySelector('[data-version]')?.textContent,
      ]),
    );
    expect(listed).toEqual(
      ['@mui/material', '@mui/joy', '@mui/base', '@mui/system', '@mui/x-data-grid'].map((name) => [
        name,
        installedVersion(name),
      ]),
    );
    expect(
      await page.locator('tr[data-package="@mui/material"] time').getAttribute('datetime'),
    ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await violations(page, { bestPractice: true })).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
