import { describe, expect, it } from 'vitest';
import { browserForTests, newContext, waitForHydration, watchConsole } from './browser';

const browser = browserForTests();

const PRODUCTS = [
  { path: '/material-ui/react-button/', name: 'Material UI', version: 'v6.1.9' },
  { path: '/joy-ui/getting-started/', name: 'Joy UI', version: 'v5.0.0-beta.46' },
  { path: '/base-ui/getting-started/', name: 'Base UI', version: 'v5.0.0-beta.63' },
  { path: '/system/getting-started/', name: 'MUI System', version: 'v6.1.9' },
  { path: '/x/react-data-grid/', name: 'MUI X Data Grid', version: 'v7.22.3' },
  { path: '/experiments/docs/', name: 'Docs experiments', version: null },
];

describe('page shell', () => {
  it.each(PRODUCTS)(
    '$path shows $name, its logo and version menu',
    async ({ path, name, version }) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.getByTestId('product-name').textContent()).toBe(name);
      expect(await page.getByTestId('product-logo').isVisible()).toBe(true);
      if (version) {
        const menu = page.getByTestId('version-menu');
        expect(await menu.textContent()).toBe(version);
        await menu.click();
        const current = page.locator('.version-menu a[aria-current="page"]');
        expect(await current.isVisible()).toBe(true);
        expect(await current.textContent()).toContain(version);
        await page.keyboard.press('Escape');
        expect(await current.isVisible()).toBe(false);
      } else {
        expect(await page.getByTestId('version-menu').count()).toBe(0);
      }
      expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('serves the home page with the five libraries', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    for (const name of ['Material UI', 'Joy UI', 'Base UI', 'MUI System', 'MUI X Data Grid']) {
      expect(await page.getByRole('heading', { name, level: 2 }).count()).toBe(1);
    }
    await context.close();
  });

  it('gives the 404 page, with status 404, for an unknown URL', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    expect(await page.getByTestId('not-found-title').textContent()).toBe('Page not found');
    await context.close();
  });

  it('shows the English page for a /zh/ URL', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/zh/material-ui/react-button/');
    await page.waitForURL((url) => url.pathname === '/material-ui/react-button/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Button');
    await context.close();
  });
});

describe('navigation', () => {
  it('opens a page from the nav tree and highlights it, with its group open', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.locator('[aria-current="page"]').textContent()).toContain('Button');
    const link = nav.getByRole('link', { name: 'Overview' });
    expect(await link.isVisible()).toBe(false);
    await nav.locator('summary', { hasText: 'Getting started' }).click();
    expect(await link.isVisible()).toBe(true);
    const href = await link.getAttribute('href');
    expect(href).toBe('/material-ui/getting-started/');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.locator('h1').textContent()).not.toBe('Button');
    expect(await nav.locator('[aria-current="page"]').getAttribute('href')).toBe(href);
    expect(await nav.getByRole('link', { name: 'Overview' }).isVisible()).toBe(true);
    await context.close();
  });

  it('keeps the drawer scroll position from page to page', async () => {
    const context = await newContext(browser, { viewport: { width: 1400, height: 500 } });
    const page = await context.newPage();
    await page.goto('/material-ui/getting-started/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.locator('summary', { hasText: 'Components' }).click();
    await nav.evaluate((node) => {
      node.scrollTop = 120;
    });
    expect(await nav.evaluate((node) => node.scrollTop)).toBe(120);
    // Click a link that is visible where the drawer is scrolled to, without scrolling it.
    const href = await nav.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const links = [...node.querySelectorAll<HTMLAnchorElement>('a[href^="/material-ui/react-"]')];
      const visible = links.find((link) => {
        const rect = link.getBoundingClientRect();
        return rect.top >= box.top && rect.bottom <= box.bottom;
      })!;
      visible.click();
      return visible.getAttribute('href');
    });
    await page.waitForURL((url) => url.pathname === href);
    await waitForHydration(page);
    expect(await nav.locator('[aria-current="page"]').getAttribute('href')).toBe(href);
    expect(await nav.evaluate((node) => node.scrollTop)).toBe(120);
    await context.close();
  });

  it('shows nav flags as visible labels', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/material-ui/experimental-api/classname-generator/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // The current page's own entry carries the flag (other unstable entries may too).
    const current = nav.locator('[aria-current="page"]');
    expect(await current.getByText('Unstable', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});
