import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGE_TYPES = {
  home: '/',
  prose: '/material-ui/getting-started/installation/',
  component: '/material-ui/react-button/',
  joy: '/joy-ui/react-button/',
  dataGrid: '/x/react-data-grid/',
  api: '/material-ui/api/button/',
  apiHook: '/base-ui/api/use-button/',
  notFound: '/no-such-page/',
};

const VARIANTS: { name: string; colorScheme: 'light' | 'dark'; storage: Record<string, string> }[] =
  [
    { name: 'light', colorScheme: 'light', storage: {} },
    { name: 'dark', colorScheme: 'dark', storage: { 'mui-mode': 'dark' } },
    {
      name: 'rtl',
      colorScheme: 'light',
      storage: { 'mui-theme-options': '{"direction":"rtl"}' },
    },
  ];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const variant of VARIANTS) {
    it.each(Object.entries(PAGE_TYPES))(
      `${variant.name}: %s has no violations`,
      async (_type, route) => {
        const context = await newContext(browser, { colorScheme: variant.colorScheme });
        await context.addInitScript((storage: Record<string, string>) => {
          for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
        }, variant.storage);
        const page = await context.newPage();
        await page.goto(route);
        await waitForHydration(page);
        // Ads are chosen after hydration; let the slot settle.
        await page.waitForTimeout(300);
        expect(await violations(page)).toEqual([]);
        await context.close();
      },
    );
  }

  it('keeps the settings drawer accessible when open', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(PAGE_TYPES.component);
    await waitForHydration(page);
    await page.getByTestId('open-settings').click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await page.waitForTimeout(400);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
