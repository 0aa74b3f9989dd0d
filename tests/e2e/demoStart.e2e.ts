/**
 * When a demo starts (src/demo/demoDirective.ts): its server HTML shows it, and its code waits for a
 * visitor who uses the page, reaches for the demo, or whose preferences change what it shows.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MODE_STORAGE_KEY, THEME_OPTIONS_STORAGE_KEY } from '@/preferences/colorMode';
import { defaultThemeOptions, serialiseThemeOptions } from '@/preferences/themeReducer';
import { browserForTests, newContext, watchConsole, type ContextOptions } from './browser';

const BUTTON_PAGE = '/material-ui/react-button/';
/** The island in view at load (1400 × 900): the Button playground, above the first demo. */
const IN_VIEW = '[data-playground="Button"]';
const BADGE_PAGE = '/material-ui/react-badge/';
/** Its first demo is far below the first view (1400 × 900). */
const THEMING_PAGE = '/material-ui/customization/theming/';
const COUNTER_DEMO = '[data-demo="material-ui/components/badge/NotificationCounter"]';

const browser = browserForTests();

/** The browser never idles: a demo can then only start because the visitor reached for it. */
function neverIdle(): void {
  window.requestIdleCallback = () => 0;
}

const isServed = (page: Page, demo: string) =>
  page.locator(demo).evaluate((node) => node.closest('astro-island')!.hasAttribute('ssr'));

async function open(route: string, options: ContextOptions = {}, init?: () => void) {
  const context = await newContext(browser, options);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const problems = watchConsole(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(route, { waitUntil: 'networkidle' });
  return { context, page, problems, requested };
}

describe('demos wait for the visitor', () => {
  it('start no code on a page nobody uses, and start in view at the first pointer move', async () => {
    const { context, page, problems, requested } = await open(BUTTON_PAGE);
    await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))),
    );
    const islands = page.locator('astro-island[client="demo"]');
    expect(await islands.count()).toBeGreaterThan(5);
    expect(await page.locator('astro-island[client="demo"]:not([ssr])').count()).toBe(0);
    // Near the viewport the island's own module is fetched ahead; React and the demo are not.
    const renderer = await islands.first().getAttribute('renderer-url');
    expect(requested).not.toContain(renderer);

    await page.mouse.move(700, 20);
    await expect.poll(() => isServed(page, IN_VIEW), { timeout: 20_000 }).toBe(false);
    expect(requested).toContain(renderer);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('remembers a visitor who used the page before any demo was near, for the demo a jump brings', async () => {
    const { context, page, problems } = await open(THEMING_PAGE);
    await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready');
    const first = page.locator('astro-island[client="demo"]').first();
    expect(
      await first.evaluate(
        (node) => node.firstElementChild!.getBoundingClientRect().top > window.innerHeight + 400,
      ),
    ).toBe(true);
    await page.mouse.move(700, 20);
    await page.mouse.move(720, 40);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // A jump, as a link to a section makes: one scroll of the page, then no more input.
    await first.evaluate((node) => node.firstElementChild!.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() => first.evaluate((node) => node.hasAttribute('ssr')), { timeout: 10_000 })
      .toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a tap that comes before the demo is live, and gives it once', async () => {
    const { context, page, problems } = await open(BADGE_PAGE, { hasTouch: true }, neverIdle);
    const demo = page.locator(COUNTER_DEMO);
    await demo.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    const counter = demo.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    expect(await counter.getAttribute('aria-label')).toBe('Notifications, 4 unread');
    expect(await isServed(page, COUNTER_DEMO)).toBe(true);

    await demo.getByRole('button', { name: 'New one' }).tap();
    await expect.poll(() => isServed(page, COUNTER_DEMO), { timeout: 20_000 }).toBe(false);
    await expect.poll(() => counter.getAttribute('aria-label')).toBe('Notifications, 5 unread');
    // Given once: a second frame later it has not counted the tap twice.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await counter.getAttribute('aria-label')).toBe('Notifications, 5 unread');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['a code variant cookie', { cookies: { codeVariant: 'JS' } }],
    ['a code styling cookie', { cookies: { codeStyling: 'Tailwind' } }],
    [
      'a stored density',
      {
        storage: {
          [THEME_OPTIONS_STORAGE_KEY]: serialiseThemeOptions({
            ...defaultThemeOptions,
            dense: true,
          }),
        },
      },
    ],
  ] as [string, ContextOptions][])(
    'start in view at once for a visitor whose preferences change them (%s)',
    async (_name, options) => {
      const { context, page, problems } = await open(BUTTON_PAGE, options);
      await expect.poll(() => isServed(page, IN_VIEW), { timeout: 20_000 }).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('do not start for a colour scheme alone: the served HTML follows it', async () => {
    const { context, page } = await open(BUTTON_PAGE, {
      storage: { [MODE_STORAGE_KEY]: 'dark' },
    });
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))),
    );
    expect(await isServed(page, IN_VIEW)).toBe(true);
    await context.close();
  });
});
