import { describe, expect, it } from 'vitest';
import { CODE_TOKENS, COLOUR_RULES_OFF, violations } from './axe';
import { colourChecksOfRun } from './colourChecks';
import {
  browserForTests,
  newContext,
  hydrateAllIslands,
  waitUntilStill,
  watchConsole,
} from './browser';
import { builtHtml, siteIndex } from '../support';
import { isTemplatesPage, TEMPLATES_ROUTE } from './materialWalks';
import { demoCount, walkProductPages } from './productWalk';

const TEMPLATES = TEMPLATES_ROUTE;
const SIGN_IN = `${TEMPLATES}sign-in/`;
const PRICING = `${TEMPLATES}pricing/`;
const CHECKOUT = `${TEMPLATES}checkout/`;
const SIGN_UP = `${TEMPLATES}sign-up/`;

/** The nine templates, by full-page slug, in the gallery's order. */
const SLUGS = [
  'marketing-page',
  'blog',
  'checkout',
  'dashboard',
  'pricing',
  'sign-in',
  'sign-in-side',
  'sign-up',
  'sticky-footer',
];

// The templates page itself, light and dark: title, console, demos, placeholder text, axe.
walkProductPages('material-ui', { filter: isTemplatesPage, settle: 600 });

const browser = browserForTests();

describe('full-page demos (templates)', () => {
  it('open from the demo toolbar and go back to their page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(TEMPLATES);
    await hydrateAllIslands(page);
    const demo = page.locator('[data-demo="material-ui/getting-started/templates/SignIn"]');
    const open = demo.locator('[data-toolbar-item="fullPage"]');
    expect(await open.getAttribute('aria-label')).toBe('Open the full-page version');
    expect(await open.getAttribute('href')).toBe(SIGN_IN);
    await open.click();
    await page.waitForURL(`**${SIGN_IN}`);
    await hydrateAllIslands(page);
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
    await hydrateAllIslands(page);
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
    await hydrateAllIslands(page);
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
    await hydrateAllIslands(page);
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
    await hydrateAllIslands(page);
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

describe('the template gallery', () => {
  it('builds nine full-page routes, each with its demo and a card in the gallery', () => {
    const routes = siteIndex()
      .fullPages.filter((entry) => entry.pageRoute === TEMPLATES)
      .map((entry) => entry.route);
    expect(routes.sort()).toEqual(SLUGS.map((slug) => `${TEMPLATES}${slug}/`).sort());
    // The gallery plus one demo per template.
    expect(demoCount(TEMPLATES)).toBe(SLUGS.length + 1);
    const html = builtHtml(TEMPLATES);
    const cards = [...html.matchAll(/data-template="([a-z-]+)"/g)].map((match) => match[1]);
    expect(cards).toEqual(SLUGS);
    for (const slug of SLUGS) expect(builtHtml(`${TEMPLATES}${slug}/`)).toContain('<main');
  });

  it('shows sized, lazy screenshots and working Open and Source actions', async () => {
    const context = await newContext(browser, {
      colorScheme: 'dark',
      storage: { 'mui-mode': 'dark' },
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(TEMPLATES);
    await hydrateAllIslands(page);
    const images = page.locator('[data-template] img');
    expect(await images.count()).toBe(SLUGS.length * 2);
    for (const image of await images.all()) {
      expect(await image.getAttribute('loading')).toBe('lazy');
      expect(await image.getAttribute('width')).toBe('640');
      expect(await image.getAttribute('height')).toBe('400');
    }
    // In dark mode only the dark screenshots show; every one of them loads.
    const shown = page.locator('[data-template] img:visible');
    expect(await shown.count()).toBe(SLUGS.length);
    for (const image of await shown.all()) {
      expect(await image.getAttribute('src')).toMatch(/-dark\.jpg$/);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
        .toBe(640);
    }
    for (const slug of SLUGS) {
      const card = page.locator(`[data-template="${slug}"]`);
      const open = card.getByRole('link', { name: /^Open/ });
      expect(await open.getAttribute('href')).toBe(`${TEMPLATES}${slug}/`);
      const source = card.getByRole('link', { name: /^Source/ });
      expect(await source.getAttribute('href')).toBe(`#${slug}`);
      expect(await page.locator(`h2#${slug}`).count()).toBe(1);
    }
    await page.locator('[data-template="dashboard"]').getByRole('link', { name: /^Open/ }).click();
    await page.waitForURL(`**${TEMPLATES}dashboard/`);
    await hydrateAllIslands(page);
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      'Overview',
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

const VARIANTS = [
  { name: 'light', mode: 'light' as const, direction: 'ltr' },
  { name: 'dark', mode: 'dark' as const, direction: 'ltr' },
  { name: 'right-to-left', mode: 'light' as const, direction: 'rtl' },
];
const WIDTHS = [390, 1280];
const colourChecks = colourChecksOfRun();

for (const variant of VARIANTS) {
  for (const width of WIDTHS) {
    describe(`every template, ${variant.name}, ${width} px wide`, () => {
      // Two at a time, like the page walks (maxConcurrency), each in its own context.
      it.concurrent.for(SLUGS)('%s renders cleanly', async (slug, { expect }) => {
        const context = await newContext(browser, {
          viewport: { width, height: 900 },
          colorScheme: variant.mode,
          storage: {
            'mui-mode': variant.mode,
            'mui-theme-options': JSON.stringify({ direction: variant.direction }),
          },
        });
        const page = await context.newPage();
        const problems = watchConsole(page);
        const response = await page.goto(`${TEMPLATES}${slug}/`);
        expect(response?.status()).toBe(200);
        await hydrateAllIslands(page);
        const html = page.locator('html');
        await expect.poll(() => html.getAttribute('data-mui-color-scheme')).toBe(variant.mode);
        await expect.poll(() => html.getAttribute('dir')).toBe(variant.direction);
        const main = page.getByRole('main');
        expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect((await main.innerText()).length).toBeGreaterThan(80);
        if (width === 390) {
          // Islands are prerendered left to right and take the visitor's direction once hydrated:
          // the layout is judged when that has settled.
          await expect
            .poll(
              () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
              { timeout: 5000 },
            )
            .toBe(true);
        }
        await waitUntilStill(page, 300);
        // The rules other than colour do not depend on the mode: they run in light at each width.
        if (variant.mode === 'light') {
          expect(await violations(page, { rulesOff: COLOUR_RULES_OFF })).toEqual([]);
        }
        const checked = await colourChecks.checkNew(page, expect, variant.name, {
          exclude: CODE_TOKENS,
        });
        expect(problems).toEqual([]);
        await context.close();
        colourChecks.passed(checked);
      });
    });
  }
}

describe('template forms', () => {
  it('checkout stops at the address step until it is valid, then reaches the review', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(CHECKOUT);
    await hydrateAllIslands(page);
    const main = page.getByRole('main');
    // The form comes first in the page (the summary is shown above it on phones with CSS order).
    const stepHeading = main.getByRole('heading', { level: 2 }).first();
    expect(await stepHeading.textContent()).toBe('Shipping address');
    await main.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => main.getByRole('alert').textContent()).toContain('5 fields need');
    expect(await main.locator('.MuiFormHelperText-root.Mui-error').count()).toBe(5);
    expect(await stepHeading.textContent()).toBe('Shipping address');
    expect(await main.getByTestId('checkout-review').count()).toBe(0);

    await main.getByRole('textbox', { name: 'Full name' }).fill('Aoife Brennan');
    await main.getByRole('textbox', { name: 'Street and number' }).fill('4 Quay Street');
    await main.getByRole('textbox', { name: 'Town or city' }).fill('Galway');
    await main.getByRole('textbox', { name: 'Postcode' }).fill('H91 X2Y4');
    await main.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Ireland' }).click();
    await main.getByRole('button', { name: 'Continue to payment' }).click();
    await expect.poll(() => stepHeading.textContent()).toBe('Payment');
    // Payment validates too before the review.
    await main.getByRole('button', { name: 'Continue to review' }).click();
    await expect.poll(() => main.getByRole('alert').textContent()).toContain('4 fields need');
    await main.getByRole('textbox', { name: 'Name on card' }).fill('Aoife Brennan');
    await main.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await main.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('09/29');
    await main.getByRole('textbox', { name: 'Security code' }).fill('123');
    await main.getByRole('button', { name: 'Continue to review' }).click();
    await expect.poll(() => stepHeading.textContent()).toBe('Review');
    const review = main.getByTestId('checkout-review');
    expect(await review.textContent()).toContain('4 Quay Street, H91 X2Y4 Galway, Ireland');
    expect(await review.textContent()).toContain('Card ending in 4242');
    await main.getByRole('button', { name: 'Place order' }).click();
    await expect.poll(() => main.getByRole('status').textContent()).toContain('is confirmed');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sign-up shows the password rules and ticks them off as you type', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(SIGN_UP);
    await hydrateAllIslands(page);
    const main = page.getByRole('main');
    const rules = main.getByRole('list', { name: 'Password rules' }).getByRole('listitem');
    expect(await rules.allTextContents()).toEqual([
      'At least 10 characters',
      'An uppercase and a lowercase letter',
      'At least one number',
      'At least one symbol, such as ! or #',
    ]);
    const password = main.locator('input[name="password"]');
    expect(await password.getAttribute('aria-describedby')).toContain('rules');
    await password.fill('harbour');
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => main.locator('.Mui-error').allTextContents())
      .toContain('The password does not meet every rule below yet.');
    expect(await main.getByText('Tell us what to call you.').count()).toBe(1);
    await main.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => main.getByText(/does not look like an email address/).count()).toBe(1);
    expect((await rules.allTextContents()).filter((text) => text.endsWith('done'))).toEqual([]);
    await password.fill('Harbour-2026');
    await expect
      .poll(async () => (await rules.allTextContents()).filter((text) => text.endsWith('done')))
      .toHaveLength(4);
    await main.getByRole('textbox', { name: /^Full name/ }).fill('Sam Okafor');
    await main.getByRole('textbox', { name: /^Email/ }).fill('sam@example.com');
    await main.getByRole('checkbox', { name: /terms/ }).check();
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => main.getByRole('status').textContent()).toContain('sam@example.com');
    expect(problems).toEqual([]);
    await context.close();
  });
});
