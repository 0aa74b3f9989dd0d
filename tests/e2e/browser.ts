/**
 * The shared fixture (tests/support) bound to the server tests/e2e/globalSetup.ts starts for all
 * browser tests: `newContext` opens a visitor's context on it, `openPage` a hydrated page.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  hydrateAllIslands,
  hydrateIslandOf,
  launchChromium,
  startVariantServer,
  visitorContext,
  waitForHydration,
  watchConsole,
  type RunningServer,
  type VisitorOptions,
} from '../support';

export {
  hydrateAllIslands,
  launchChromium as launchBrowser,
  waitForHydration,
  waitUntilStill,
  watchConsole,
} from '../support';

export function baseUrl(): string {
  return inject('baseUrl');
}

export type ContextOptions = Omit<VisitorOptions, 'baseURL'> & { baseURL?: string };

export type OpenOptions = ContextOptions & {
  /**
   * CSS selector of the one element the test is about: only the island around it is brought into
   * view and hydrated (with those already in view), not every island of the page.
   */
  only?: string;
};

/** A visitor's context on the test server (or on `baseURL`), with their storage and cookies. */
export function newContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  return visitorContext(browser, { ...options, baseURL: options.baseURL ?? baseUrl() });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** The HTTP status the route was served with. */
  status: number | undefined;
  /** Console errors, warnings and page errors seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

/** Opens a route in a new visitor context and waits until every island on it has hydrated. */
export async function openPage(
  browser: Browser,
  route: string,
  { only, ...options }: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  const problems = watchConsole(page);
  const response = await page.goto(route);
  if (only) {
    await waitForHydration(page);
    await hydrateIslandOf(page, only);
  } else {
    await hydrateAllIslands(page);
  }
  return { context, page, status: response?.status(), problems, close: () => context.close() };
}

/**
 * Chromium for the tests of the calling file (or `describe` block): launched before them, closed
 * after them. The value stands for the browser from the first test or hook on; it forwards to the
 * instance launched then.
 */
export function browserForTests(): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchChromium();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return new Proxy({} as Browser, {
    get(_target, key) {
      if (!launched)
        throw new Error('the browser is launched in beforeAll: use it in tests or hooks');
      const value: unknown = Reflect.get(launched, key, launched);
      return typeof value === 'function' ? value.bind(launched) : value;
    },
  });
}

export interface VariantSite {
  browser: Browser;
  server: RunningServer;
}

/**
 * Serves the variant export (tests/support/variantSite.ts) and launches Chromium for the tests of
 * one file; both are closed after them. Read `browser` and `server` inside tests and hooks.
 */
export function serveVariantSite(): VariantSite {
  const site = { browser: browserForTests() } as VariantSite;
  beforeAll(async () => {
    site.server = await startVariantServer();
  });
  afterAll(async () => {
    await site.server?.stop();
  });
  return site;
}

export interface LabelChange {
  text: string;
  /** `performance.now()` in the page when the text changed. */
  at: number;
}

/**
 * Records each change of an element's text from now on, timed by the page's clock where it
 * happens: how long a label such as "Copied" showed, which the test runner's own clock on a loaded
 * machine could see early or late. Returns a reader of the changes so far.
 */
export async function recordTextChanges(element: Locator): Promise<() => Promise<LabelChange[]>> {
  await element.evaluate((node) => {
    const changes: LabelChange[] = [];
    (node as unknown as { textChanges: LabelChange[] }).textChanges = changes;
    new MutationObserver(() => {
      const text = node.textContent ?? '';
      if (changes.at(-1)?.text !== text) changes.push({ text, at: performance.now() });
    }).observe(node, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    element.evaluate((node) => (node as unknown as { textChanges: LabelChange[] }).textChanges);
}
