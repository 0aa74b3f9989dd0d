/**
 * Material UI's getting started, how-to guides, integrations, migration, discover-more and design
 * resources pages (issue 18): each new page walked in light and dark, plus the live behaviour of the
 * demos that are there to show behaviour (locale switching, router links, theme scoping, the
 * generated changelog).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support';
import { browserForTests, openPage } from './browser';
import { GUIDE_ROUTES, isGuidePage } from './materialWalks';
import { demoCount, productPages, walkProductPages } from './productWalk';

describe('the new Material UI pages', () => {
  it('all exist, and Material UI has at least 100 pages besides API pages', () => {
    const routes = productPages('material-ui').map((page) => page.route);
    expect(GUIDE_ROUTES.filter((route) => !routes.includes(route))).toEqual([]);
    // ≥ 125 once the customization pages of the same issue are merged.
    expect(routes.length).toBeGreaterThanOrEqual(100);
  });

  it('have live demos where behaviour matters', () => {
    expect(demoCount('/material-ui/guides/localization/')).toBeGreaterThanOrEqual(1);
    expect(demoCount('/material-ui/guides/composition/')).toBeGreaterThanOrEqual(2);
    expect(demoCount('/material-ui/integrations/routing/')).toBeGreaterThanOrEqual(1);
    expect(demoCount('/material-ui/integrations/theme-scoping/')).toBeGreaterThanOrEqual(1);
    expect(demoCount('/material-ui/discover-more/changelog/')).toBeGreaterThanOrEqual(2);
  });
});

walkProductPages('material-ui', { filter: isGuidePage });

describe('demos that show behaviour', () => {
  const browser = browserForTests();

  const open = (route: string) => openPage(browser, route);

  it('localization: switching the locale translates the built-in texts', async () => {
    const { page, problems, close } = await open('/material-ui/guides/localization/');
    const demo = page.locator('[data-demo="material-ui/guides/LocaleSwitcher"]');
    await expect.poll(() => demo.innerText()).toContain('Zeilen pro Seite');
    await demo.getByRole('button', { name: 'Français' }).click();
    await expect.poll(() => demo.innerText()).toContain('Lignes par page');
    await expect.poll(() => demo.innerText()).toContain('1–10 sur 248');
    await demo.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => demo.innerText()).toContain('Rows per page');
    expect(problems).toEqual([]);
    await close();
  });

  it('composition: router links navigate inside the demo without a page load', async () => {
    const { page, problems, close } = await open('/material-ui/guides/composition/');
    const demo = page.locator('[data-demo="material-ui/guides/RouterLinks"]');
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await demo.getByRole('link', { name: 'Archive' }).click();
    await expect.poll(() => demo.innerText()).toContain('/archive');
    expect(await demo.getByRole('link', { name: 'Archive' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await demo.getByRole('link', { name: 'Compose' }).click();
    await expect.poll(() => demo.innerText()).toContain('/compose');
    expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('routing: theme-level link components route every Link and Button', async () => {
    const { page, problems, close } = await open('/material-ui/integrations/routing/');
    const demo = page.locator('[data-demo="material-ui/integrations/ThemeLinks"]');
    await demo.getByRole('link', { name: 'View cart' }).click();
    await expect.poll(() => demo.innerText()).toContain('/cart');
    await demo.getByRole('link', { name: 'Shop' }).click();
    await expect.poll(() => demo.innerText()).toContain('The router is at /shop.');
    expect(problems).toEqual([]);
    await close();
  });

  it('theme scoping: the scoped section recolours the same components', async () => {
    const { page, problems, close } = await open('/material-ui/integrations/theme-scoping/');
    const demo = page.locator('[data-demo="material-ui/integrations/ScopedBrand"]');
    const buttons = demo.getByRole('button', { name: 'Renew plan' });
    const colour = (index: number) =>
      buttons.nth(index).evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await colour(1)).toBe('rgb(15, 118, 110)');
    expect(await colour(0)).not.toBe(await colour(1));
    expect(problems).toEqual([]);
    await close();
  });

  it('interoperability: the CSS Modules and Tailwind variants restyle the button like sx', async () => {
    for (const hash of ['', '#css-interop', '#tailwind-interop']) {
      const { page, problems, close } = await open(
        `/material-ui/integrations/interoperability/${hash}`,
      );
      const button = page
        .locator('[data-demo="material-ui/integrations/InteropButtons"]')
        .getByRole('button', { name: 'Book a demo' });
      await expect
        .poll(() => button.evaluate((node) => getComputedStyle(node).backgroundColor))
        .toBe('rgb(15, 118, 110)');
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('design tokens: choosing a brand recolours the preview and the generated code', async () => {
    const { page, problems, close } = await open('/material-ui/design-resources/material-ui-sync/');
    const demo = page.locator('[data-demo="material-ui/design-resources/TokensToTheme"]');
    await demo.getByRole('button', { name: 'Plum' }).click();
    const save = demo.getByRole('button', { name: 'Save' });
    await expect
      .poll(() => save.evaluate((node) => getComputedStyle(node).backgroundColor))
      .toBe('rgb(122, 62, 161)');
    expect(await demo.locator('pre').innerText()).toContain("main: '#7a3ea1'");
    expect(problems).toEqual([]);
    await close();
  });

  it('API design: the controlled slider follows the text field', async () => {
    const { page, problems, close } = await open('/material-ui/guides/api/');
    const demo = page.locator('[data-demo="material-ui/guides/ControlledUncontrolled"]');
    await demo.getByRole('spinbutton', { name: 'Volume' }).fill('75');
    await expect
      .poll(() => demo.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuenow'))
      .toBe('75');
    expect(problems).toEqual([]);
    await close();
  });

  it('changelog: the versions come from the installed package.json files', async () => {
    const installed = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/@mui/material/package.json'), 'utf8'),
    ) as { version: string };
    const { page, problems, close } = await open('/material-ui/discover-more/changelog/');
    const table = page.getByRole('table', { name: 'Installed package versions' });
    const row = table.getByRole('row').filter({ hasText: '@mui/material' }).first();
    expect(await row.innerText()).toContain(installed.version);
    expect(await page.locator('main').innerText()).toContain('How this page is generated');
    expect(problems).toEqual([]);
    await close();
  });
});
