import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { violations } from './axe';
import { launchBrowser, newContext, waitForHydration, watchConsole } from './browser';

const TEMPLATES = '/material-ui/getting-started/templates/';
const SIGN_IN = `${TEMPLATES}sign-in/`;
const PRICING = `${TEMPLATES}pricing/`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('full-page demos (templates)', () => {
  it('open from the demo toolbar and go back to their page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(TEMPLATES);
    await waitForHydration(page);
    const demo = page.locator('[data-demo="material-ui/getting-started/templates/SignIn"]');
    const open = demo.locator('[data-toolbar-item="fullPage"]');
    expect(await open.getAttribute('aria-label')).toBe('Open the full-page version');
    expect(await open.getAttribute('href')).toBe(SIGN_IN);
    await open.click();
    await page.waitForURL(`**${SIGN_IN}`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    // Alone: no docs navigation, no table of contents; not indexed (its docs page is).
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.title()).toBe('Sign in - Material UI');
    const back = page.getByRole('link', { name: 'Back to Templates' });
    await back.click();
    await page.waitForURL(`**${TEMPLATES}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Templates');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders in the chosen colour mode and direction, switchable on the page', async () => {
    const context = await newContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(SIGN_IN);
    await waitForHydration(page);
    const html = page.locator('html');
    const card = page.getByRole('main').locator('.MuiCard-root');
    const cardBackground = () => card.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await html.getAttribute('data-mui-color-scheme')).toBe('light');
    const lightBackground = await cardBackground();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => html.getAttribute('data-mui-color-scheme')).toBe('dark');
    await expect.poll(cardBackground).not.toBe(lightBackground);
    await page.getByRole('button', { name: 'Switch to right-to-left' }).click();
    await expect.poll(() => html.getAttribute('dir')).toBe('rtl');
    await expect.poll(() => card.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
    // Axe measures a tooltip mid-fade as low contrast: let the hovered button's tooltip close first.
    await page.mouse.move(5, 500);
    await expect.poll(() => page.locator('.MuiTooltip-popper').count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    // The choice is the site-wide preference: the docs page shows the same mode and direction.
    await page.goto(TEMPLATES);
    await waitForHydration(page);
    await expect.poll(() => html.getAttribute('data-mui-color-scheme')).toBe('dark');
    await expect.poll(() => html.getAttribute('dir')).toBe('rtl');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('runs the template itself: the sign-in form validates, the pricing switch reprices', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(SIGN_IN);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => main.locator('.Mui-error').count()).toBeGreaterThan(0);
    await main.getByRole('textbox', { name: /email/i }).fill('ada@example.com');
    await main
      .getByLabel(/password/i)
      .first()
      .fill('correct-horse');
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => main.getByRole('status').textContent()).toContain('ada@example.com');
    // No horizontal scrolling on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await page.goto(PRICING);
    await waitForHydration(page);
    const prices = () => page.getByRole('main').locator('h2 ~ * p, p').allTextContents();
    const monthly = (await prices()).filter((text) => /^\$\d+$/.test(text.trim()));
    expect(monthly.length).toBe(3);
    await page.getByRole('button', { name: /^Yearly/ }).click();
    await expect
      .poll(async () => (await prices()).filter((text) => /^\$\d+$/.test(text.trim())))
      .not.toEqual(monthly);
    expect(problems).toEqual([]);
    await context.close();
  });
});
