/**
 * The offline service worker on the variant export (build-cache/variant-out, built by
 * `npm run build:variant` with the production host 127.0.0.1, so the worker registers here).
 * The server serves a private copy of the export, so a test can publish a new `sw.js`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, waitForHydration, watchConsole } from './browser';
import {
  requireVariantBuild,
  startVariantServer,
  VARIANT_NETWORK as NETWORK,
  type RunningServer,
} from '../support';

const PAGE = '/material-ui/getting-started/installation/';
const NEVER_VISITED = '/system/getting-started/';
const CACHE_NAME_PATTERN = /const CACHE_NAME = "(mui-docs-[^"]+)";/;

// Without it Playwright neither routes nor takes offline the service worker's own requests.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

let browser: Browser;
let server: RunningServer;
let tempDir: string;
let staticRoot: string;

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-offline-e2e-'));
  staticRoot = path.join(tempDir, 'site');
  fs.cpSync(requireVariantBuild(), staticRoot, { recursive: true });
  [server, browser] = await Promise.all([startVariantServer(staticRoot), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

/** Ad network and analytics are answered with nothing: they are not the subject here. */
async function openContext(baseURL = server.baseUrl) {
  const context = await newContext(browser, { baseURL });
  await context.route(`${NETWORK}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  return context;
}

/** Resolves once a service worker controls the page; returns its script URL. */
function controllerUrl(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return navigator.serviceWorker.controller!.scriptURL;
  });
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Publishes a `sw.js` with another build id, with the precompressed copies the server prefers. */
function publishServiceWorker(source: string): void {
  const file = path.join(staticRoot, 'sw.js');
  fs.writeFileSync(file, source);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source));
}

describe('service worker', () => {
  it('registers only on the production host', async () => {
    // Same server, reached as "localhost": not the configured production host.
    const context = await openContext(server.baseUrl.replace('127.0.0.1', 'localhost'));
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('controls the page and shows a visited page offline', async () => {
    const context = await openContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForHydration(page);
    expect(await controllerUrl(page)).toBe(`${server.baseUrl}/sw.js`);
    const [cacheName] = CACHE_NAME_PATTERN.exec(
      fs.readFileSync(path.join(staticRoot, 'sw.js'), 'utf8'),
    )!.slice(1);
    expect(await cacheNames(page)).toEqual([cacheName]);

    // Visited while controlled: the page and its assets pass through the worker.
    await page.goto(PAGE);
    await waitForHydration(page);
    const title = await page.locator('article h1').textContent();
    expect(title).toBe('Installation');
    // The settings drawer's code loads on first use: used once online, it is cached too.
    await page.getByTestId('open-settings').click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Settings' }).waitFor({ state: 'hidden' });

    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await page.locator('article h1').textContent()).toBe(title);
    // Its scripts were cached too: the page hydrates and works offline.
    await waitForHydration(page);
    await page.getByTestId('open-settings').click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    // Really offline, the worker's own requests included: a page never visited cannot be had.
    const other = await context.newPage();
    await expect(other.goto(NEVER_VISITED)).rejects.toThrow(/ERR_/);
    await context.setOffline(false);
    expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual(
      [],
    );
    await context.close();
  });

  it('reloads an open page onto a newly published build', async () => {
    const context = await openContext();
    const page = await context.newPage();
    await page.goto(PAGE);
    await waitForHydration(page);
    await controllerUrl(page);
    const source = fs.readFileSync(path.join(staticRoot, 'sw.js'), 'utf8');
    const [oldCache] = CACHE_NAME_PATTERN.exec(source)!.slice(1);
    expect(await cacheNames(page)).toEqual([oldCache]);

    await page.evaluate(() => {
      (window as unknown as { __beforeUpdate: boolean }).__beforeUpdate = true;
    });
    const newCache = `${oldCache}-next`;
    publishServiceWorker(source.replace(CACHE_NAME_PATTERN, `const CACHE_NAME = "${newCache}";`));

    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    // The update check a navigation would also start; not awaited, the page is about to reload.
    await page.evaluate(() => {
      void navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });
    await reloaded;
    await waitForHydration(page);
    expect(
      await page.evaluate(() => (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate),
    ).toBeUndefined();
    expect(await controllerUrl(page)).toBe(`${server.baseUrl}/sw.js`);
    // The new worker is the active one: it replaced the old build's cache with its own.
    await expect.poll(() => cacheNames(page)).toEqual([newCache]);
    expect(await page.locator('article h1').textContent()).toBe('Installation');
    await context.close();
  });
});
