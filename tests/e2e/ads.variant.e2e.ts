/**
 * The sponsor slot against a fake ad network, on the variant export (build-cache/variant-out,
 * built by `npm run build:variant` with the network at http://127.0.0.1:9/). Playwright routes
 * play the network: its script, its JSON feed and its tracking images.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { newContext, serveVariantSite, waitForHydration, watchConsole } from './browser';
import { VARIANT_NETWORK as NETWORK, VARIANT_PIXEL as PNG } from '../support';
import {
  AD_BLOCKED_AFTER_POLLS,
  AD_FEED_MAX_ATTEMPTS,
  AD_LAYOUT_STORAGE_KEY,
  AD_MIN_HEIGHT_SM_UP_PX,
  AD_MIN_HEIGHT_XS_PX,
  AD_POLL_INTERVAL_MS,
} from '../../src/sponsors/constants';

const PAGE = '/material-ui/getting-started/installation/';
const ADVERTISER = 'https://advertiser.example/';
const BACKERS = 'https://mui.com/material-ui/discover-more/backers/';
const ADBLOCK_MESSAGE = 'Ads help keep these docs free. Consider allowing them on this site.';
/** What `Math.random` returns to the page: below 0.2 draws the blocker message, above an ad. */
const DRAW_ADBLOCK_MESSAGE = 0.05;
const DRAW_IN_HOUSE = 0.5;
/** The in-house ad `pickInHouseAd` picks for DRAW_IN_HOUSE (index 2 of 5). */
const IN_HOUSE_TEXT = 'Tables that keep up';
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 375, height: 740 };

const site = serveVariantSite();

interface NetworkAdOptions {
  /** Where the ad links to. */
  href?: string;
  /** Render after this long, as a slow network would. */
  delayMs?: number;
}

/**
 * A stand-in for the network's script: finds itself by id and renders, just before itself, the
 * network's usual unstyled markup (`#carbonads`: image link, text link, "ads via" link).
 */
function networkScript({ href = ADVERTISER, delayMs = 0 }: NetworkAdOptions = {}): string {
  const ad =
    `<span><span class="carbon-wrap">` +
    `<a class="carbon-img" href="${href}" target="_blank" rel="noopener sponsored">` +
    `<img src="${NETWORK}/creative.png" alt="ads via Carbon" width="130" height="100"></a>` +
    `<a class="carbon-text" href="${href}" target="_blank" rel="noopener sponsored">` +
    `Ship internal tools in days, not months: dashboards, admin panels and CRUD apps ` +
    `on top of your database, with the components you already know.</a></span>` +
    `<a class="carbon-poweredby" href="${NETWORK}/about" target="_blank" rel="noopener sponsored">` +
    `ads via Carbon</a></span>`;
  return `(() => {
  const script = document.getElementById('_carbonads_js');
  const render = () => {
    const ad = document.createElement('div');
    ad.id = 'carbonads';
    ad.innerHTML = ${JSON.stringify(ad)};
    script.parentNode.insertBefore(ad, script);
  };
  if (${delayMs} > 0) setTimeout(render, ${delayMs}); else render();
})();`;
}

interface LayoutProbe {
  __layoutShifts: Array<{ at: number; value: number; inSlot: boolean; sources: string[] }>;
  __slotHeights: number[];
}

type FeedAnswer = { json: unknown } | { raw: string };

interface Visit {
  /** Body of the network script; `blocked` fails the request as an ad blocker does. */
  script?: string | 'blocked';
  feed?: FeedAnswer;
  /** The feed answers after this long. */
  feedDelayMs?: number;
  /** Forces `Math.random` so every draw (layout, fallback, in-house ad, sampling) is known. */
  random?: number;
  layout?: 'image' | 'inline';
  userAgent?: string;
  viewport?: { width: number; height: number };
  /** Turns the page's CSP off, to show the sanitiser alone keeps feed HTML inert. */
  bypassCSP?: boolean;
}

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Every URL requested from the ad network, in order. */
  networkRequests: string[];
  problems: string[];
}

async function open({
  script = '',
  feed = { json: { ads: [] } },
  feedDelayMs = 0,
  random,
  layout,
  userAgent,
  viewport,
  bypassCSP,
}: Visit): Promise<Opened> {
  const context = await newContext(site.browser, {
    baseURL: site.server.baseUrl,
    ...(userAgent ? { userAgent } : {}),
    ...(viewport ? { viewport } : {}),
    ...(bypassCSP ? { bypassCSP } : {}),
  });
  const networkRequests: string[] = [];
  await context.route(`${NETWORK}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    networkRequests.push(url.href);
    if (url.pathname === '/ad-network.js') {
      if (script === 'blocked') return route.abort('blockedbyclient');
      return route.fulfill({ contentType: 'text/javascript', body: script });
    }
    if (url.pathname === '/ad-feed.json') {
      if (feedDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, feedDelayMs));
      return route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: 'json' in feed ? JSON.stringify(feed.json) : feed.raw,
      });
    }
    return route.fulfill({ contentType: 'image/png', body: PNG });
  });
  // Analytics is not the subject here (analytics.variant.e2e.ts): answer gtag with nothing.
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await context.route(`${ADVERTISER}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Advertiser</h1>' }),
  );
  await context.addInitScript(
    ({ random: value, layout: shape, layoutKey }) => {
      if (value !== undefined) Math.random = () => value;
      try {
        if (shape) window.sessionStorage.setItem(layoutKey, shape);
      } catch {
        // about:blank and other opaque origins have no sessionStorage.
      }
      const probe = window as unknown as LayoutProbe & { __adScriptAt?: number };
      probe.__layoutShifts = [];
      probe.__slotHeights = [];
      const slotNode = () => document.querySelector('[data-ad-slot]');
      const describe = (node: Node | null) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${node.className}`
          : (node?.textContent?.slice(0, 40) ?? 'unknown');
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: Array<{ node: Node | null }>;
          }
        >) {
          if (entry.hadRecentInput) continue;
          const nodes = entry.sources.map((source) => source.node);
          probe.__layoutShifts.push({
            at: entry.startTime,
            value: entry.value,
            inSlot: nodes.some((node) => Boolean(node && slotNode()?.contains(node))),
            sources: nodes.map(describe),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // The slot's height in every frame, from the first one that has it.
      const sample = () => {
        const node = slotNode();
        if (node) {
          const height = Math.round(node.getBoundingClientRect().height * 100) / 100;
          if (!probe.__slotHeights.includes(height)) probe.__slotHeights.push(height);
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      new MutationObserver(() => {
        if (probe.__adScriptAt === undefined && document.querySelector('script[data-ad-network]'))
          probe.__adScriptAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    },
    { random, layout, layoutKey: AD_LAYOUT_STORAGE_KEY },
  );
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  return { context, page, networkRequests, problems };
}

const slot = (page: Page) => page.locator('[data-ad-slot="top"]');
const region = (page: Page) => slot(page).locator('[data-ad-region]');
/** The in-house or feed ad card: a link rendered by the slot itself. */
const card = (page: Page) => region(page).locator(':scope > a');

/** Waits for the selector to match in the page and returns the page's clock at that moment. */
async function timeWhen(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (css) => (document.querySelector(css) ? performance.now() : false),
    selector,
    { polling: 20, timeout: 10_000 },
  );
  return (await handle.jsonValue()) as number;
}

const adScriptAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __adScriptAt?: number }).__adScriptAt);

/** When the blocked path may first be taken: at the seventh look that finds nothing. */
const BLOCKED_AT_MS = (AD_BLOCKED_AFTER_POLLS + 1) * AD_POLL_INTERVAL_MS;

/**
 * The page's clock once it has loaded, hydrated and swapped its fonts: layout shifts from then
 * on are the ad's doing. (Shifts of the page's own loading are not, and are checked only for
 * not touching the slot.)
 */
async function settled(page: Page): Promise<number> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
}

/**
 * The slot kept the height it reserves in the server's HTML in every frame since the first, and
 * nothing moved on the page since it settled (CLS 0 over the ad's arrival).
 */
async function expectNoLayoutShift(page: Page, settledAt: number, viewport = DESKTOP) {
  // Layout-shift entries are reported after the frame that shifted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
  );
  const { shifts, slotHeights } = await page.evaluate(() => {
    const probe = window as unknown as LayoutProbe;
    return { shifts: probe.__layoutShifts, slotHeights: probe.__slotHeights };
  });
  const reserved = viewport.width < 600 ? AD_MIN_HEIGHT_XS_PX : AD_MIN_HEIGHT_SM_UP_PX;
  expect(slotHeights).toEqual([reserved]);
  expect(shifts.filter((shift) => shift.inSlot)).toEqual([]);
  expect(shifts.filter((shift) => shift.at >= settledAt)).toEqual([]);
}

describe('ad network script', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows the network ad the script renders, in the space reserved for it (${viewport.width} px)`, async () => {
      const { context, page, networkRequests, problems } = await open({
        script: networkScript({ delayMs: 1500 }),
        layout: 'image',
        viewport,
      });
      const settledAt = await settled(page);
      const ad = slot(page).locator('#carbonads');
      expect(await ad.count()).toBe(0);
      await ad.waitFor({ state: 'visible' });
      await expectNoLayoutShift(page, settledAt, viewport);
      expect(await ad.locator('a.carbon-text').getAttribute('href')).toBe(ADVERTISER);
      await expect.poll(() => region(page).getAttribute('aria-hidden')).toBe(null);
      // The script was added once, into the slot's host, with the id it finds itself by.
      expect(await slot(page).locator('[data-ad-host] > script#_carbonads_js').count()).toBe(1);
      expect(networkRequests).toContain(`${NETWORK}/ad-network.js`);
      expect(networkRequests).not.toContain(`${NETWORK}/ad-feed.json`);
      expect(await card(page).count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const [script, viewport] of [
    ['', DESKTOP],
    ['blocked', PHONE],
  ] as const) {
    const when = script === '' ? 'renders nothing' : 'is blocked';
    it(`shows an in-house ad after more than ${AD_BLOCKED_AFTER_POLLS} empty looks when the script ${when} (${viewport.width} px)`, async () => {
      const { context, page } = await open({
        script,
        random: DRAW_IN_HOUSE,
        layout: 'image',
        viewport,
      });
      const settledAt = await settled(page);
      const shownAt = await timeWhen(page, '[data-ad-slot] [data-ad-region] > a');
      const injectedAt = await adScriptAt(page);
      expect(injectedAt).toBeDefined();
      const waited = shownAt - injectedAt!;
      // Not after six looks (3000 ms), at the seventh (3500 ms).
      expect(waited).toBeGreaterThan(BLOCKED_AT_MS - 150);
      expect(waited).toBeLessThan(BLOCKED_AT_MS + 1000);
      await expectNoLayoutShift(page, settledAt, viewport);
      expect(await card(page).textContent()).toContain(IN_HOUSE_TEXT);
      expect(await card(page).getAttribute('href')).toBe('/x/react-data-grid/');
      expect(await slot(page).getByText(ADBLOCK_MESSAGE).count()).toBe(0);
      await context.close();
    });
  }

  it('shows the ad-blocker message instead when the 0.2 draw says so', async () => {
    const { context, page } = await open({
      script: 'blocked',
      random: DRAW_ADBLOCK_MESSAGE,
      layout: 'image',
    });
    const settledAt = await settled(page);
    const shownAt = await timeWhen(page, '[data-ad-slot] [data-ad-region] > p');
    expect(shownAt - (await adScriptAt(page))!).toBeGreaterThan(BLOCKED_AT_MS - 150);
    expect(await region(page).innerText()).toBe(ADBLOCK_MESSAGE);
    expect(await card(page).count()).toBe(0);
    await expectNoLayoutShift(page, settledAt);
    await context.close();
  });

  it('replaces a network ad that links to the backers page with an in-house ad', async () => {
    const { context, page, problems } = await open({
      script: networkScript({ href: BACKERS }),
      random: DRAW_IN_HOUSE,
      layout: 'image',
    });
    await card(page).waitFor({ state: 'visible' });
    expect(await card(page).textContent()).toContain(IN_HOUSE_TEXT);
    expect(await slot(page).locator('#carbonads').isVisible()).toBe(false);
    expect(await slot(page).getByText(ADBLOCK_MESSAGE).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('gives bots an empty slot and never loads the network', async () => {
    const { context, page, networkRequests } = await open({
      script: networkScript(),
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await region(page).waitFor({ state: 'attached' });
    // Any other visitor's slot would have added the network script by now.
    await page.waitForTimeout(1000);
    expect(networkRequests).toEqual([]);
    expect(await slot(page).locator('script, #carbonads, a, img, p').count()).toBe(0);
    expect(await region(page).getAttribute('aria-hidden')).toBe('true');
    expect((await slot(page).innerText()).trim()).toBe('');
    await context.close();
  });
});

describe('ad feed (inline layout)', () => {
  const stamp = '1731234567';
  const feedAd = {
    statlink: `${ADVERTISER}click?id=42`,
    statimp: `${NETWORK}/impression?id=42`,
    pixel: `${NETWORK}/pixel/a?ts=[timestamp]||${NETWORK}/pixel/b?cb=[timestamp]&x=1`,
    timestamp: stamp,
    image: `${NETWORK}/logo.png`,
    company: 'Acme Grid',
    description: 'Spreadsheets that <em>scale</em> to a million rows.',
  };

  it('reads the feed, shows the first usable ad and requests its impression pixels', async () => {
    const { context, page, networkRequests, problems } = await open({
      layout: 'inline',
      // The first item has no statlink: skipped.
      feed: { json: { ads: [{ company: 'No link', description: 'x' }, feedAd] } },
      feedDelayMs: 1500,
    });
    const settledAt = await settled(page);
    expect(await card(page).count()).toBe(0);
    await card(page).waitFor({ state: 'visible' });
    await expectNoLayoutShift(page, settledAt);
    expect(await card(page).getAttribute('href')).toBe(feedAd.statlink);
    expect(await card(page).locator('img').getAttribute('src')).toBe(feedAd.image);
    expect(await card(page).locator('b').textContent()).toBe('Acme Grid');
    expect(await card(page).locator('em').textContent()).toBe('scale');
    const text = await card(page).innerText();
    expect(text).toContain('Spreadsheets that scale to a million rows.');
    expect(text).not.toContain('No link');
    await expect
      .poll(() => networkRequests)
      .toEqual(
        expect.arrayContaining([
          feedAd.statimp,
          `${NETWORK}/pixel/a?ts=${stamp}`,
          `${NETWORK}/pixel/b?cb=${stamp}&x=1`,
        ]),
      );
    expect(networkRequests.filter((url) => url.endsWith('/ad-feed.json'))).toHaveLength(1);
    expect(networkRequests).not.toContain(`${NETWORK}/ad-network.js`);
    expect(networkRequests.some((url) => url.includes('[timestamp]'))).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('runs nothing from feed HTML that would execute, even without the CSP', async () => {
    const payload = {
      ...feedAd,
      company: '<img src=x onerror=window.__pwned=3>Acme',
      description:
        'Fast builds <img src=x onerror=window.__pwned=1><script>window.__pwned=2</script>' +
        '<a href="javascript:window.__pwned=4">go</a><svg onload=window.__pwned=5></svg>' +
        '<b onmouseover=window.__pwned=6>bold</b>',
    };
    const { context, page, networkRequests, problems } = await open({
      layout: 'inline',
      feed: { json: { ads: [payload] } },
      bypassCSP: true,
    });
    await card(page).waitFor({ state: 'visible' });
    await card(page).hover();
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    ).toBeUndefined();
    const description = card(page).locator('span > span').last();
    expect(await description.innerHTML()).not.toMatch(/<(img|script|svg|a)\b|\son\w+=/i);
    const text = await card(page).innerText();
    expect(text).toContain('Fast builds');
    // The company is plain text: its markup shows as written.
    expect(text).toContain('<img src=x onerror=window.__pwned=3>Acme');
    expect(networkRequests.some((url) => url.endsWith('/x'))).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows no ad and logs nothing when the feed answers malformed JSON', async () => {
    const { context, page, networkRequests, problems } = await open({
      layout: 'inline',
      feed: { raw: '{"ads": [{"statlink": "https://advertiser.example/",' },
    });
    const feedRequests = () => networkRequests.filter((url) => url.endsWith('/ad-feed.json'));
    await expect.poll(() => feedRequests().length).toBe(AD_FEED_MAX_ATTEMPTS);
    await page.waitForTimeout(300);
    expect(feedRequests()).toHaveLength(AD_FEED_MAX_ATTEMPTS);
    expect(await region(page).locator(':scope > :not([data-ad-host])').count()).toBe(0);
    expect(await region(page).getAttribute('aria-hidden')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });
});
