/**
 * Joy UI guides and tools: the walk over every Joy page (shared module), demo counts for the guide
 * pages, the default theme viewer's search, the theme builder's preview and copied code, and the
 * full-page templates in light, dark and right-to-left at phone width.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CODE_TOKENS, COLOUR_RULES_OFF, violations } from './axe';
import { colourChecksOfRun } from './colourChecks';
import {
  browserForTests,
  newContext,
  hydrateAllIslands,
  waitUntilStill,
  watchConsole,
} from './browser';
import { demoCount, productPages, walkProductPages } from './productWalk';

const VIEWER = '/joy-ui/customization/default-theme-viewer/';
const BUILDER = '/joy-ui/customization/theme-builder/';
const TEMPLATES = '/joy-ui/getting-started/templates/';
const TEMPLATE_SLUGS = [
  'sign-in',
  'dashboard',
  'profile-settings',
  'team',
  'email',
  'messages',
  'files',
  'order-dashboard',
  'rentals',
];

/** Guide pages whose point is their live demos, and the least each must have. */
const GUIDES_WITH_DEMOS: Record<string, number> = {
  '/joy-ui/getting-started/usage/': 2,
  '/joy-ui/getting-started/tutorial/': 4,
  '/joy-ui/getting-started/templates/': 9,
  '/joy-ui/main-features/global-variants/': 2,
  '/joy-ui/main-features/color-inversion/': 2,
  '/joy-ui/main-features/automatic-adjustment/': 2,
  '/joy-ui/main-features/dark-mode-optimization/': 2,
  '/joy-ui/customization/theme-colors/': 2,
  '/joy-ui/customization/theme-shadow/': 2,
  '/joy-ui/customization/theme-typography/': 2,
  '/joy-ui/customization/themed-components/': 2,
  '/joy-ui/customization/dark-mode/': 2,
  '/joy-ui/customization/using-css-variables/': 2,
  '/joy-ui/customization/creating-themed-components/': 2,
  '/joy-ui/customization/overriding-component-structure/': 2,
  '/joy-ui/customization/right-to-left/': 2,
  '/joy-ui/customization/default-theme-viewer/': 1,
  '/joy-ui/customization/theme-builder/': 1,
  '/joy-ui/integrations/icon-libraries/': 2,
};

const browser = browserForTests();

describe('Joy UI guide pages', () => {
  it('are all in the site index, each with its live demos', () => {
    const routes = new Set(productPages('joy-ui').map((page) => page.route));
    for (const [route, minimum] of Object.entries(GUIDES_WITH_DEMOS)) {
      expect(routes.has(route), route).toBe(true);
      expect(demoCount(route), route).toBeGreaterThanOrEqual(minimum);
    }
  });
});

describe('Joy default theme viewer', () => {
  it('finds palette.primary.500 when searching "primary", and copies its value', async () => {
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(VIEWER);
    await hydrateAllIslands(page);
    const viewer = page.locator('[data-theme-viewer]');
    await viewer.getByRole('searchbox').or(viewer.getByRole('textbox')).first().fill('primary');
    const row = viewer.locator('li[data-path="palette.primary.500"]');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('#0B6BCB');
    await row.getByRole('button', { name: 'Copy the value of palette.primary.500' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('#0B6BCB');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Joy theme builder', () => {
  it('shows the chosen colour in the preview and in the copied code', async () => {
    const context = await newContext(browser);
    // Intercept the copy: whatever the clipboard permissions, the text reaches this array.
    await context.addInitScript(() => {
      const copied: string[] = [];
      (window as unknown as { __copied: string[] }).__copied = copied;
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: async (text: string) => {
            copied.push(text);
          },
        },
      });
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(BUILDER);
    await hydrateAllIslands(page);
    const builder = page.locator('[data-theme-builder]');
    const solid = builder.locator('[data-preview="primary-solid"]');
    const background = () => solid.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await background()).toBe('rgb(11, 107, 203)'); // Joy's default primary 500

    // Any colour, through the colour input.
    await builder.getByLabel('primary', { exact: true }).fill('#7b1fa2');
    await expect.poll(background).toBe('rgb(123, 31, 162)');
    await expect
      .poll(() => builder.locator('[data-theme-code]').textContent())
      .toContain('#7B1FA2');

    // A preset for another colour.
    await builder.getByRole('button', { name: 'Teal for success' }).click();
    const chip = builder.locator('[data-preview="success-chip"]');
    await expect
      .poll(() => chip.evaluate((node) => getComputedStyle(node).backgroundColor))
      .toBe('rgb(15, 123, 112)');

    await builder.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => builder.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    const copied = await page.evaluate(
      () => (window as unknown as { __copied: string[] }).__copied,
    );
    expect(copied).toHaveLength(1);
    expect(copied[0]).toContain("import { extendTheme } from '@mui/joy/styles';");
    expect(copied[0]).toContain("500: '#7B1FA2'");
    expect(copied[0]).toContain("500: '#0F7B70'");
    expect(copied[0]).not.toContain('const danger');
    expect(problems).toEqual([]);
    await context.close();
  });
});

async function openTemplate(page: Page, slug: string): Promise<void> {
  const response = await page.goto(`${TEMPLATES}${slug}/`);
  expect(response?.status()).toBe(200);
  await hydrateAllIslands(page);
}

describe('Joy templates at 390 px', () => {
  const modes = [
    { name: 'light', mode: 'light', direction: 'ltr' },
    { name: 'dark', mode: 'dark', direction: 'ltr' },
    { name: 'right-to-left', mode: 'light', direction: 'rtl' },
  ] as const;

  const colourChecks = colourChecksOfRun();
  // Two at a time, like the page walks (maxConcurrency): each template in its own context.
  it.concurrent.for(
    modes.flatMap((mode) => TEMPLATE_SLUGS.map((slug) => [mode.name, slug, mode] as const)),
  )('%s: %s fits the screen and passes axe', async ([, slug, mode], { expect }) => {
    const context = await newContext(browser, {
      viewport: { width: 390, height: 844 },
      colorScheme: mode.mode,
      storage: {
        'mui-mode': mode.mode,
        'mui-theme-options': JSON.stringify({ direction: mode.direction }),
      },
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await openTemplate(page, slug);
    const html = page.locator('html');
    expect(await html.getAttribute('data-joy-color-scheme')).toBe(mode.mode);
    expect(await html.getAttribute('dir')).toBe(mode.direction);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1);
    // Dark mode reaches the template's Joy surfaces.
    const body = await main
      .locator('.MuiBox-root')
      .first()
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(body).toBe(mode.mode === 'dark' ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    // Late effects settle first (the RTL row menus place themselves after hydration), as in
    // the Material templates' test. The rules other than colour do not depend on the mode: they
    // run in light; the colour rules on the text no check of this run has seen yet.
    await waitUntilStill(page, 300);
    if (mode.mode === 'light') {
      expect(await violations(page, { rulesOff: COLOUR_RULES_OFF })).toEqual([]);
    }
    const checked = await colourChecks.checkNew(page, expect, mode.name, { exclude: CODE_TOKENS });
    expect(problems).toEqual([]);
    await context.close();
    colourChecks.passed(checked);
  });

  it('the sign-in template validates and confirms; the dashboard menu opens on a phone', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await openTemplate(page, 'sign-in');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => main.getByText('Enter your email address.').count()).toBe(1);
    await main.getByLabel('Email').fill('amira@example.com');
    await main.getByLabel('Password').fill('long-enough-password');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => main.getByRole('status').textContent()).toContain('amira@example.com');

    await openTemplate(page, 'dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Sections' }).click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await nav.getByRole('button', { name: 'Orders' }).click();
    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe('Orders');
    expect(problems).toEqual([]);
    await context.close();
  });
});

// The component pages are walked by joy.e2e.ts; this file walks the guides around them.
walkProductPages('joy-ui', { filter: (page) => !/^\/joy-ui\/react-/.test(page.route) });
