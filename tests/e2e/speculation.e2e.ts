/**
 * Speculation Rules (src/shell/speculationRules.ts): every kind of page carries them and the CSP
 * lets the browser read them; hovering a nav link makes Chromium prerender that page, which the
 * click then shows with its islands working.
 *
 * Chromium does not prerender in a page Playwright drives: the prerender is driven with Puppeteer
 * (tests/support/prerender.ts).
 */
import type { Browser as PuppeteerBrowser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SPECULATION_RULES } from '../../src/shell/speculationRules';
import {
  activationStart,
  launchTabDrivenChromium,
  PAGE_TYPES,
  PRERENDER_PAUSE_MS,
} from '../support';
import { baseUrl, browserForTests, newContext, watchConsole } from './browser';

const browser = browserForTests();

const { home, prose, component, api, dataGrid, joy } = PAGE_TYPES;
const PAGES = { home, prose, component, api, dataGrid, joy };

/** Reports CSP violations of the page to the test (speculation rules are governed by script-src). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

describe('speculation rules', () => {
  it('are on every kind of page, as the rules the site defines, and the CSP allows them', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const violations = await watchViolations(page);
    for (const [kind, route] of Object.entries(PAGES)) {
      await page.goto(route);
      const rules = await page
        .locator('script[type="speculationrules"]')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
      expect(rules, kind).toHaveLength(1);
      expect(JSON.parse(rules[0]!), kind).toEqual(SPECULATION_RULES);
    }
    expect(await page.evaluate(() => HTMLScriptElement.supports('speculationrules'))).toBe(true);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  describe('in a Chromium tab', () => {
    let chromium: PuppeteerBrowser;
    beforeAll(async () => {
      chromium = await launchTabDrivenChromium();
    });
    afterAll(async () => {
      await chromium?.close();
    });

    it('prerenders a page its nav link is hovered on; the click shows it, its demos working', async () => {
      const context = await chromium.createBrowserContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${baseUrl()}${PAGES.component}`, { waitUntil: 'networkidle0' });
      const route = '/material-ui/react-checkbox/';
      const link = (await page.$(`nav a[href="${route}"]`))!;
      await link.scrollIntoView();
      await link.hover();
      await new Promise((resolve) => setTimeout(resolve, PRERENDER_PAUSE_MS));

      await Promise.all([page.waitForNavigation(), link.click()]);
      const shown = {
        h1: await page.$eval('h1', (h1) => h1.textContent),
        activationStart: await activationStart(page),
      };
      expect(shown.h1).toBe('Checkbox');
      expect(shown.activationStart).toBeGreaterThan(0);

      // A demo of the page, brought into view and reached for, hydrates and answers a click.
      const demo = '[data-demo="material-ui/components/checkbox/CheckboxLabels"]';
      await page.$eval(demo, (element) => element.scrollIntoView({ block: 'center' }));
      await page.hover(demo);
      await page.waitForFunction(
        (selector) => !document.querySelector(selector)?.closest('astro-island[ssr]'),
        {},
        demo,
      );
      const checkbox = `${demo} input[type="checkbox"]`;
      const before = await page.$eval(checkbox, (input) => (input as HTMLInputElement).checked);
      await page.click(checkbox);
      expect(await page.$eval(checkbox, (input) => (input as HTMLInputElement).checked)).toBe(
        !before,
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
