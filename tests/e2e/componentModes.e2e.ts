import { describe, it, type ExpectStatic } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { violations } from './axe';
import { expectNoEmptyDemo } from './productWalk';
import {
  browserForTests,
  hydrateAllIslands,
  newContext,
  waitForHydration,
  waitUntilStill,
  watchConsole,
} from './browser';

/**
 * Material UI component pages in the visitor's modes (issue 5: demos must work in dark mode, RTL
 * and dense mode). Each page is opened once per mode with the preference already in localStorage,
 * as a returning visitor would have it. Axe checks the demos only: the page shell is covered by
 * a11y.e2e.ts in light, dark and RTL, and checking only the demos keeps this file well under a
 * minute.
 */

const browser = browserForTests();

interface DenseProbe {
  /** Demo id (`data-demo`) holding the element. */
  demo: string;
  /** First element in that demo whose size comes from the theme's dense defaults. */
  selector: string;
}

interface ModePage {
  route: string;
  /** Left out when dense mode resizes nothing on the page (the theme sets no Slider default). */
  dense?: DenseProbe;
}

const PAGES: ModePage[] = [
  { route: '/material-ui/react-slider/' },
  {
    route: '/material-ui/react-autocomplete/',
    // Autocomplete defaults to size "small": the input is 40px high instead of 56px.
    dense: { demo: 'material-ui/components/autocomplete/ComboBox', selector: '.MuiInputBase-root' },
  },
  {
    route: '/material-ui/react-table/',
    // Table defaults to size "small": cells lose most of their vertical padding.
    dense: { demo: 'material-ui/components/table/BasicTable', selector: 'tbody tr' },
  },
  {
    route: '/material-ui/react-transfer-list/',
    // Checkbox defaults to size "small": a smaller icon in the same padding.
    dense: {
      demo: 'material-ui/components/transfer-list/TransferList',
      selector: '.MuiCheckbox-root',
    },
  },
  {
    route: '/material-ui/react-stepper/',
    // Button defaults to size "small".
    dense: { demo: 'material-ui/components/stepper/LinearStepper', selector: '.MuiButton-root' },
  },
];

type ModeName = 'normal' | 'dark' | 'rtl' | 'dense';

const MODES: Record<ModeName, { colorScheme: 'light' | 'dark'; storage: Record<string, string> }> =
  {
    normal: { colorScheme: 'light', storage: {} },
    dark: { colorScheme: 'dark', storage: { 'mui-mode': 'dark' } },
    rtl: {
      colorScheme: 'light',
      storage: { 'mui-theme-options': JSON.stringify({ direction: 'rtl' }) },
    },
    dense: {
      colorScheme: 'light',
      storage: { 'mui-theme-options': JSON.stringify({ dense: true }) },
    },
  };

interface Opened {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

async function open(route: string, mode: ModeName, expect: ExpectStatic): Promise<Opened> {
  const { colorScheme, storage } = MODES[mode];
  const context = await newContext(browser, { colorScheme, storage });
  const page = await context.newPage();
  const problems = watchConsole(page);
  const response = await page.goto(route);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return { context, page, problems };
}

/** Every demo section has a preview with real content (the issue asks for three per page). */
async function expectDemosRendered(page: Page, expect: ExpectStatic) {
  const count = await expectNoEmptyDemo(page, expect);
  expect(count).toBeGreaterThanOrEqual(3);
  return count;
}

/** No console error or warning once late effects had a moment, then no axe violation in demos. */
async function expectCleanDemos({ page, problems }: Opened, expect: ExpectStatic) {
  await waitUntilStill(page, 150);
  expect(problems).toEqual([]);
  expect(await violations(page, { include: '[data-demo]' })).toEqual([]);
}

/** Scrolled into view first: a demo hydrates, and so reads the density, only near the viewport. */
async function probeHeight(page: Page, probe: DenseProbe): Promise<number> {
  const element = page.locator(`[data-demo="${probe.demo}"] ${probe.selector}`).first();
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((node) => node.getBoundingClientRect().height);
}

// Two tests at a time, each in its own context (maxConcurrency in vitest.e2e.config.ts), each with
// its own `expect`.
describe.each(PAGES)('$route', ({ route, dense }) => {
  it.concurrent('works in dark mode', async ({ expect }) => {
    const opened = await open(route, 'dark', expect);
    const { page } = opened;
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme')),
    ).toBe('dark');
    await expectDemosRendered(page, expect);
    await expectCleanDemos(opened, expect);
    await opened.context.close();
  });

  it.concurrent('mirrors the demos in right-to-left mode', async ({ expect }) => {
    const opened = await open(route, 'rtl', expect);
    const { page } = opened;
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const count = await expectDemosRendered(page, expect);
    // The root element of every demo inherits the direction…
    const directions = await page
      .locator('[data-demo] .demo-preview > div > :first-child')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).direction));
    expect(directions).toEqual(Array.from({ length: count }, () => 'rtl'));
    // …and the styles go through the RTL Emotion cache, which flips physical properties.
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('style[data-emotion^="muirtl"]') !== null),
      )
      .toBe(true);
    // Islands are prerendered left to right and mirror when they hydrate (as each comes into
    // view): axe judges them hydrated, as a reader sees them.
    await hydrateAllIslands(page);
    await expectCleanDemos(opened, expect);
    await opened.context.close();
  });

  it.concurrent('applies dense mode', async ({ expect }) => {
    let normalHeight: number | undefined;
    if (dense) {
      const normal = await open(route, 'normal', expect);
      normalHeight = await probeHeight(normal.page, dense);
      expect(normalHeight).toBeGreaterThan(0);
      expect(normal.problems).toEqual([]);
      await normal.context.close();
    }

    const opened = await open(route, 'dense', expect);
    const { page } = opened;
    await expectDemosRendered(page, expect);
    if (dense && normalHeight !== undefined) {
      // The preference is read after hydration, so wait for the smaller size to arrive.
      await expect.poll(() => probeHeight(page, dense)).toBeLessThan(normalHeight);
    }
    await expectCleanDemos(opened, expect);
    await opened.context.close();
  });
});
