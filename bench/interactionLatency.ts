/**
 * Interaction latency, as Interaction to Next Paint measures it: for one visitor input, the time from
 * the input to the frame that shows its result, read from the browser's Event Timing entries (the
 * source of INP), with the CPU throttled 4× as Lighthouse does for a mid-range phone. Each
 * interaction runs in a fresh context on a page that has loaded, hydrated and gone idle.
 */
import type { Browser, Page } from 'playwright-core';
import { waitForHydration } from '../tests/support/chromium';
import { newBenchContext } from './browser';
import { spread, type Spread } from './stats';

/** Event Timing reports only entries at least this long (its minimum); shorter counts as this. */
export const EVENT_TIMING_THRESHOLD_MS = 16;
export const CPU_SLOWDOWN = 4;

export interface Interaction {
  name: string;
  route: string;
  viewport: { width: number; height: number };
  /** Brings the page to the state before the input (scrolling, waiting), untimed. */
  prepare?: (page: Page) => Promise<void>;
  /** The input itself. */
  act: (page: Page) => Promise<void>;
  /** Resolves once the result shows (the drawer open, the code visible…). */
  done: (page: Page) => Promise<unknown>;
}

export interface InteractionResult extends Spread {
  name: string;
  route: string;
  /** Every run's latency, ms (EVENT_TIMING_THRESHOLD_MS when the browser reported none). */
  runsMs: number[];
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };

/** The five interactions of the platform issue's item 4. */
export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'Open the navigation drawer (390 px)',
    route: '/material-ui/getting-started/installation/',
    viewport: PHONE,
    act: (page) => page.locator('[aria-controls="nav-drawer"]').first().click(),
    done: (page) => page.locator('#nav-drawer').waitFor({ state: 'visible' }),
  },
  {
    name: 'Toggle colour mode',
    route: '/material-ui/getting-started/installation/',
    viewport: DESKTOP,
    act: (page) => page.getByTestId('mode-toggle').click(),
    // The page starts light (no dark preference in the context); the toggle turns it dark.
    done: (page) =>
      page.waitForFunction(() => document.documentElement.dataset.muiColorScheme === 'dark'),
  },
  {
    name: 'Open search with Ctrl+K',
    route: '/material-ui/getting-started/installation/',
    viewport: DESKTOP,
    act: (page) => page.keyboard.press('Control+k'),
    done: (page) => page.getByRole('dialog').waitFor({ state: 'visible' }),
  },
  {
    name: "Show a demo's code",
    route: '/material-ui/react-button/',
    viewport: DESKTOP,
    prepare: async (page) => {
      await page.locator('[data-toolbar-item="code"]').first().scrollIntoViewIfNeeded();
      // Measured on a live demo: a click on the served button would wait for the demo to start.
      await waitForHydration(page);
      await page.waitForFunction(
        () => !document.querySelector('[data-toolbar-item="code"]')?.closest('astro-island[ssr]'),
      );
    },
    act: (page) => page.locator('[data-toolbar-item="code"]').first().click(),
    done: (page) => page.getByTestId('demo-source').first().waitFor({ state: 'visible' }),
  },
  {
    name: 'Change a playground control',
    route: '/material-ui/react-button/',
    viewport: DESKTOP,
    prepare: async (page) => {
      await page.locator('.playground').scrollIntoViewIfNeeded();
      await page.locator('astro-island:has([data-playground])').waitFor();
      await waitForHydration(page);
    },
    act: (page) =>
      page.locator('.playground').getByRole('radio', { name: 'outlined', exact: true }).check(),
    done: (page) => page.getByTestId('playground-code').filter({ hasText: 'outlined' }).waitFor(),
  },
];

declare global {
  interface Window {
    __benchEventDurations?: number[];
  }
}

/** Collects the duration of every event entry that belongs to an interaction. */
const OBSERVER_SCRIPT = `
window.__benchEventDurations = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.interactionId) window.__benchEventDurations.push(entry.duration);
  }
}).observe({ type: 'event', durationThreshold: ${EVENT_TIMING_THRESHOLD_MS}, buffered: true });
`;

/** The latency of one interaction from its entries: the longest, as INP takes it. */
export function interactionLatency(durations: readonly number[]): number {
  return durations.length ? Math.max(...durations) : EVENT_TIMING_THRESHOLD_MS;
}

export async function measureInteraction(
  browser: Browser,
  baseUrl: string,
  interaction: Interaction,
  runs: number,
): Promise<InteractionResult> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await newBenchContext(browser, {
      baseURL: baseUrl,
      viewport: interaction.viewport,
    });
    try {
      await context.addInitScript({ content: OBSERVER_SCRIPT });
      const page = await context.newPage();
      await page.goto(interaction.route, { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await interaction.prepare?.(page);
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.evaluate(() => {
        window.__benchEventDurations = [];
      });
      await interaction.act(page);
      await interaction.done(page);
      // Event Timing entries are dispatched after the frame they end in: wait two frames.
      const durations = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => setTimeout(() => resolve(window.__benchEventDurations!))),
            ),
          ),
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      runsMs.push(interactionLatency(durations));
    } finally {
      await context.close();
    }
  }
  return { name: interaction.name, route: interaction.route, runsMs, ...spread(runsMs) };
}
