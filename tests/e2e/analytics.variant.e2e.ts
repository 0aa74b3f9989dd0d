/**
 * Analytics on the variant export (build-cache/variant-out, built by `npm run build:variant` with
 * the measurement id G-TEST0000): a fake gtag.js records every `dataLayer` entry the site pushes,
 * so the test sees exactly what Google's script would receive. The ad network is faked too
 * (http://127.0.0.1:9/), for the `ad` events.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext, serveVariantSite, waitForHydration, watchConsole } from './browser';
import {
  VARIANT_MEASUREMENT_ID as MEASUREMENT_ID,
  VARIANT_NETWORK as NETWORK,
  VARIANT_PIXEL as PNG,
} from '../support';
import {
  AD_DISPLAY_EVENT_DELAY_MS,
  AD_LAYOUT_STORAGE_KEY,
  AD_POLL_INTERVAL_MS,
} from '../../src/sponsors/constants';

const PAGE = '/material-ui/getting-started/installation/';
const ADVERTISER = 'https://advertiser.example/';
/** `Math.random` below the display sampling ratio (0.1) and above it. */
const SAMPLED = 0.05;
const NOT_SAMPLED = 0.5;
const NETWORK_LABEL = 'network-image-top';

const site = serveVariantSite();

/**
 * Stands in for https://www.googletagmanager.com/gtag/js: replays what was queued before it
 * loaded, then reports every later push, with the page's clock, to the test.
 */
const FAKE_GTAG_JS = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const record = (entry) =>
    window.__gtagRecord(JSON.stringify({ at: performance.now(), args: Array.from(entry) }));
  layer.forEach(record);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    entries.forEach(record);
    return push(...entries);
  };
})();`;

interface GtagCall {
  /** `performance.now()` in the page when gtag received it. */
  at: number;
  args: unknown[];
}

interface EventParams {
  event_action?: string;
  event_label?: string;
  page_path?: string;
  page_title?: string;
  page_location?: string;
}

function networkScript(delayMs = 0, rewriteSlot = false): string {
  const ad =
    `<span><span class="carbon-wrap"><a class="carbon-img" href="${ADVERTISER}" target="_blank" rel="noopener sponsored">` +
    `<img src="${NETWORK}/creative.png" alt="ads via Carbon" width="130" height="100"></a>` +
    `<a class="carbon-text" href="${ADVERTISER}" target="_blank" rel="noopener sponsored">Ship dashboards faster with Advertiser</a></span>` +
    `<a class="carbon-poweredby" href="${NETWORK}/about" target="_blank" rel="noopener sponsored">ads via Carbon</a></span>`;
  return `(() => {
  const script = document.getElementById('_carbonads_js');
  const render = () => {
    const host = script.parentNode;
    ${
      // A network script that rewrites the markup around its own container, as some do.
      rewriteSlot ? 'host.parentNode.replaceChildren(host);' : ''
    }
    const ad = document.createElement('div');
    ad.id = 'carbonads';
    ad.innerHTML = ${JSON.stringify(ad)};
    host.insertBefore(ad, script);
  };
  if (${delayMs} > 0) setTimeout(render, ${delayMs}); else render();
})();`;
}

interface Visit {
  random?: number;
  script?: string;
}

interface Opened {
  context: BrowserContext;
  page: Page;
  calls: GtagCall[];
  gtagRequests: string[];
  problems: string[];
}

async function open({ random, script = networkScript() }: Visit = {}): Promise<Opened> {
  const context = await newContext(site.browser, { baseURL: site.server.baseUrl });
  const calls: GtagCall[] = [];
  const gtagRequests: string[] = [];
  await context.exposeFunction('__gtagRecord', (json: string) => {
    calls.push(JSON.parse(json) as GtagCall);
  });
  await context.route('https://www.googletagmanager.com/**', (route) => {
    gtagRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG_JS });
  });
  await context.route(`${NETWORK}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/ad-network.js') {
      return route.fulfill({ contentType: 'text/javascript', body: script });
    }
    return route.fulfill({ contentType: 'image/png', body: PNG });
  });
  await context.route(`${ADVERTISER}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Advertiser</h1>' }),
  );
  await context.addInitScript(
    ({ value, layoutKey }) => {
      if (value !== undefined) Math.random = () => value;
      try {
        window.sessionStorage.setItem(layoutKey, 'image');
      } catch {
        // Opaque origins have no sessionStorage.
      }
      // When the slot first shows an ad: its region stops being aria-hidden.
      const probe = window as unknown as { __adShownAt?: number };
      new MutationObserver(() => {
        const region = document.querySelector('[data-ad-slot] [data-ad-region]');
        if (probe.__adShownAt === undefined && region && !region.hasAttribute('aria-hidden'))
          probe.__adShownAt = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    },
    { value: random, layoutKey: AD_LAYOUT_STORAGE_KEY },
  );
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  return { context, page, calls, gtagRequests, problems };
}

const eventsNamed = (calls: GtagCall[], name: string) =>
  calls
    .filter((call) => call.args[0] === 'event' && call.args[1] === name)
    .map((call) => ({ at: call.at, params: (call.args[2] ?? {}) as EventParams }));

const adEvents = (calls: GtagCall[], action: string) =>
  eventsNamed(calls, 'ad').filter((event) => event.params.event_action === action);

const adShownAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __adShownAt?: number }).__adShownAt);

describe('page views', () => {
  it('loads gtag and sends one page view per page, none for a jump to a heading', async () => {
    const { context, page, calls, gtagRequests, problems } = await open();
    await expect.poll(() => eventsNamed(calls, 'page_view').length).toBe(1);
    expect(gtagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
    expect(calls[0]?.args[0]).toBe('js');
    expect(calls[1]?.args).toEqual(['config', MEASUREMENT_ID, { send_page_view: false }]);
    const [first] = eventsNamed(calls, 'page_view');
    expect(first?.params).toMatchObject({
      page_path: PAGE,
      page_location: `${site.server.baseUrl}${PAGE}`,
      page_title: await page.title(),
    });

    // The next page is a new document: it loads gtag (from the cache) and sends its own view.
    const next = page.locator('footer a[rel="next"]');
    const nextPage = await next.getAttribute('href');
    expect(nextPage).toMatch(/^\/material-ui\//);
    await next.click();
    await page.waitForURL((url) => url.pathname === nextPage);
    await expect.poll(() => eventsNamed(calls, 'page_view').length).toBe(2);
    const second = eventsNamed(calls, 'page_view')[1];
    expect(second?.params).toMatchObject({
      page_path: nextPage,
      page_location: `${site.server.baseUrl}${nextPage}`,
      page_title: await page.title(),
    });
    expect(second?.params.page_title).not.toBe(first?.params.page_title);

    // Jumping to a heading of the same page is not a new page view.
    const heading = await page.getByTestId('toc').locator('a').first().getAttribute('href');
    await page.getByTestId('toc').locator('a').first().click();
    await page.waitForURL((url) => url.hash === heading);
    await page.waitForTimeout(300);
    expect(eventsNamed(calls, 'page_view')).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('web vitals', () => {
  const VITALS = ['CLS', 'INP', 'LCP', 'FCP', 'TTFB'];
  const vitalEvents = (calls: GtagCall[]) =>
    calls.filter((call) => call.args[0] === 'event' && VITALS.includes(String(call.args[1])));

  it('reports them for a sampled page load only', async () => {
    const sampled = await open({ random: 0 });
    await expect
      .poll(() => vitalEvents(sampled.calls).map((call) => call.args[1]), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
    const [fcp] = vitalEvents(sampled.calls).filter((call) => call.args[1] === 'FCP');
    expect(fcp?.args[2]).toMatchObject({ non_interaction: true, metric_id: expect.any(String) });
    expect(Number.isInteger((fcp?.args[2] as { value: unknown }).value)).toBe(true);
    await sampled.context.close();

    // Above the 1e-4 threshold: nothing is reported.
    const unsampled = await open({ random: 0.01 });
    await expect.poll(() => eventsNamed(unsampled.calls, 'page_view').length).toBe(1);
    await unsampled.page.waitForTimeout(1000);
    expect(vitalEvents(unsampled.calls)).toEqual([]);
    await unsampled.context.close();
  });
});

describe('ad events', () => {
  it(`sends ad / display ${AD_DISPLAY_EVENT_DELAY_MS} ms after the ad shows, when sampled`, async () => {
    const { context, page, calls, problems } = await open({ random: SAMPLED });
    await expect.poll(() => adEvents(calls, 'display').length, { timeout: 10_000 }).toBe(1);
    const shownAt = await adShownAt(page);
    expect(shownAt).toBeDefined();
    const [display] = adEvents(calls, 'display');
    expect(display?.params.event_label).toBe(NETWORK_LABEL);
    const delay = display!.at - shownAt!;
    expect(delay).toBeGreaterThanOrEqual(AD_DISPLAY_EVENT_DELAY_MS - 20);
    expect(delay).toBeLessThan(AD_DISPLAY_EVENT_DELAY_MS + 1000);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends no display event when not sampled, and ad / click when the ad is clicked', async () => {
    const { context, page, calls, problems } = await open({ random: NOT_SAMPLED });
    const link = page.locator('[data-ad-slot] #carbonads a.carbon-text');
    await link.waitFor({ state: 'visible' });
    await expect.poll(() => adShownAt(page)).toBeDefined();
    await page.waitForTimeout(AD_DISPLAY_EVENT_DELAY_MS + 500);
    expect(adEvents(calls, 'display')).toEqual([]);

    const popup = context.waitForEvent('page');
    await link.click();
    await (await popup).close();
    await expect.poll(() => adEvents(calls, 'click').length).toBe(1);
    expect(adEvents(calls, 'click')[0]?.params.event_label).toBe(NETWORK_LABEL);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('survives a network script that rewrites the slot around its container', async () => {
    // Nothing for seven looks (in-house ad shown), then the script empties the slot's markup
    // around its container and renders a late ad. (A crash of the slot's own code removes the
    // slot and sends ad / crash: src/sponsors/adSlot.test.ts.)
    const { context, page, calls } = await open({
      random: NOT_SAMPLED,
      script: networkScript(9 * AD_POLL_INTERVAL_MS, true),
    });
    await page.locator('[data-ad-slot] [data-ad-region] > a').waitFor({ state: 'attached' });
    await page.locator('[data-ad-slot] #carbonads').waitFor();
    await expect.poll(() => page.locator('[data-ad-slot] [data-ad-region] > a').count()).toBe(0);
    // Count the click without leaving the page.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { capture: true }),
    );
    await page.locator('#carbonads a.carbon-text').click();
    await expect
      .poll(() => adEvents(calls, 'click').map((call) => call.params.event_label))
      .toEqual(['network-image-top']);
    expect(adEvents(calls, 'crash')).toEqual([]);
    // The rest of the page lives on.
    expect(await page.locator('article h1').isVisible()).toBe(true);
    await page.getByTestId('open-settings').click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await context.close();
  });
});
