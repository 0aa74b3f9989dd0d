// @vitest-environment jsdom
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DocsProvider, defaultDocsConfig } from '@/config/DocsProvider';
import type { SiteConfig } from '@/config/siteConfig';
import AdSlot from './AdSlot';
import { AdEnvironmentProvider, type AdEnvironment } from './adEnvironment';
import { AdErrorBoundary } from './AdErrorBoundary';
import { AD_LAYOUT_STORAGE_KEY, DISCOVER_MORE_BACKERS_PATH } from './constants';
import type { SessionStorageLike } from './decideAd';

// In the site the slot's content is a lazily loaded chunk; here it is loaded up front so the
// behaviour can be driven with fake timers.
vi.mock('next/dynamic', async () => {
  const { default: AdSlotContent } = await import('./AdSlotContent');
  return { default: () => AdSlotContent };
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const SCRIPT_URL = 'https://ads.example/serve.js';
const FEED_URL = 'https://ads.example/feed.json';
const ADBLOCK_TEXT = /Consider allowing them/;
const TEMPLATES_LINK = 'https://mui.com/material-ui/getting-started/templates/';

/** Returns the given draws in order, then repeats the last one. */
function draws(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
}

function memoryStorage(): SessionStorageLike & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

function feedResponse(body: unknown): Response {
  return { ok: true, json: async () => body } as Response;
}

interface SetupOptions {
  site?: Partial<SiteConfig>;
  environment?: Partial<AdEnvironment>;
  placement?: string;
  strict?: boolean;
}

function setup({ site = {}, environment = {}, placement, strict = false }: SetupOptions = {}) {
  const sendEvent = vi.fn<AdEnvironment['sendEvent']>();
  const loadImage = vi.fn<AdEnvironment['loadImage']>();
  const storage = memoryStorage();
  const value: Partial<AdEnvironment> = {
    random: () => 0.5,
    now: () => 1_700_000_000_000,
    userAgent: () => CHROME,
    sessionStorage: () => storage,
    layoutMemory: {},
    fetch: vi.fn<typeof fetch>(() => Promise.reject(new TypeError('unexpected fetch'))),
    loadImage,
    sendEvent,
    ...environment,
  };
  const config = {
    ...defaultDocsConfig,
    site: { ...defaultDocsConfig.site, adScriptUrl: '', adFeedUrl: '', ...site },
  };
  const tree = (
    <DocsProvider config={config}>
      <AdEnvironmentProvider value={value}>
        <AdSlot placement={placement} />
      </AdEnvironmentProvider>
    </DocsProvider>
  );
  const view = render(strict ? <React.StrictMode>{tree}</React.StrictMode> : tree);
  const host = view.container.querySelector<HTMLElement>('[data-ad-host]');
  return { ...view, sendEvent, loadImage, storage, host };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 200; i += 1) await Promise.resolve();
  });
}

function adEvents(sendEvent: ReturnType<typeof setup>['sendEvent'], action: string) {
  return sendEvent.mock.calls.filter(([name, kind]) => name === 'ad' && kind === action);
}

// jsdom cannot follow links; clicking one would only log "Not implemented: navigation".
const stayOnPage = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  vi.useFakeTimers();
  window.addEventListener('click', stayOnPage);
});

afterEach(() => {
  window.removeEventListener('click', stayOnPage);
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AdSlot without an ad network', () => {
  it('shows an in-house ad in the image layout at once, never the blocker message', () => {
    const { sendEvent } = setup({ environment: { random: () => 0.5 } });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/x/react-data-grid/');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.textContent).toContain('Tables that keep up.');
    expect(link.textContent).toContain('ad by MUI');
    const image = link.querySelector('img');
    expect(image?.getAttribute('width')).toBe('130');
    expect(image?.getAttribute('height')).toBe('100');
    expect(image?.getAttribute('alt')).toBe('');
    expect(screen.queryByText(ADBLOCK_TEXT)).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Sponsored' })).toBeDefined();

    advance(60_000);
    expect(screen.queryByText(ADBLOCK_TEXT)).toBeNull();
    expect(adEvents(sendEvent, 'display')).toEqual([]);
  });

  it('marks links to other sites as sponsored and opening in a new tab', () => {
    setup({ environment: { random: draws(0.5, 0) } });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(TEMPLATES_LINK);
    expect(link.getAttribute('rel')).toBe('noopener sponsored');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('uses the one-line layout when the session drew inline', () => {
    const { storage, sendEvent } = setup({ environment: { random: draws(0.1, 0, 0.05) } });
    expect(storage.values.get(AD_LAYOUT_STORAGE_KEY)).toBe('inline');
    const link = screen.getByRole('link');
    expect(link.textContent).not.toContain('ad by');
    expect(link.textContent?.startsWith('ad')).toBe(true);
    // A fixed box (130 × 100 scaled to 30 px high): the image's own proportions cannot shift the
    // text when it loads.
    const image = link.querySelector('img');
    expect(image?.style.width).toBe('39px');
    expect(image?.style.height).toBe('30px');
    advance(2500);
    expect(adEvents(sendEvent, 'display')).toEqual([
      ['ad', 'display', 'in-house-templates-inline-top'],
    ]);
  });

  it('sends the display event after 2500 ms for a sampled display only', () => {
    const sampled = setup({ environment: { random: draws(0.5, 0.5, 0.0999) }, placement: 'side' });
    advance(2499);
    expect(adEvents(sampled.sendEvent, 'display')).toEqual([]);
    advance(1);
    expect(adEvents(sampled.sendEvent, 'display')).toEqual([
      ['ad', 'display', 'in-house-data-grid-image-side'],
    ]);
    cleanup();

    const skipped = setup({ environment: { random: draws(0.5, 0.5, 0.1) } });
    advance(10_000);
    expect(adEvents(skipped.sendEvent, 'display')).toEqual([]);
  });

  it('sends a click event and is reachable with the keyboard', () => {
    const { sendEvent } = setup();
    const link = screen.getByRole('link');
    link.focus();
    expect(document.activeElement).toBe(link);
    fireEvent.click(link);
    expect(adEvents(sendEvent, 'click')).toEqual([['ad', 'click', 'in-house-data-grid-image-top']]);
  });

  it('keeps working when sessionStorage throws', () => {
    const sessionStorage = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    setup({ environment: { sessionStorage } });
    expect(screen.getByRole('link')).toBeDefined();
  });
});

describe('AdSlot for bots', () => {
  it('stays empty and sends nothing', () => {
    const random = vi.fn(() => 0);
    const { sendEvent, container, storage } = setup({
      site: { adScriptUrl: SCRIPT_URL },
      environment: { userAgent: () => 'Mozilla/5.0 (compatible; Googlebot/2.1)', random },
    });
    advance(20_000);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(ADBLOCK_TEXT)).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('aside')?.getAttribute('aria-hidden')).toBe('true');
    expect(random).not.toHaveBeenCalled();
    expect(storage.values.size).toBe(0);
    expect(sendEvent).not.toHaveBeenCalled();
  });
});

describe('AdSlot with the ad network script', () => {
  it('injects the script once, into its visible host', () => {
    const { host } = setup({ site: { adScriptUrl: SCRIPT_URL }, strict: true });
    const scripts = host?.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts?.[0]?.getAttribute('src')).toBe(SCRIPT_URL);
    expect(scripts?.[0]?.async).toBe(true);
    expect(getComputedStyle(host!).display).toBe('block');
  });

  it('waits through 6 empty looks, then falls back to an in-house ad', () => {
    setup({ site: { adScriptUrl: SCRIPT_URL }, environment: { random: draws(0.5, 0.2, 0) } });
    advance(6 * 500);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(ADBLOCK_TEXT)).toBeNull();
    advance(500);
    expect(screen.getByRole('link').getAttribute('href')).toBe(TEMPLATES_LINK);
    expect(screen.queryByText(ADBLOCK_TEXT)).toBeNull();
  });

  it('shows the ad-blocker message for the 0.2 draw', () => {
    const { host, sendEvent } = setup({
      site: { adScriptUrl: SCRIPT_URL },
      environment: { random: draws(0.5, 0.1999, 0.05) },
    });
    advance(7 * 500);
    expect(screen.getByText(ADBLOCK_TEXT)).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
    expect(getComputedStyle(host!).display).toBe('none');
    advance(2500);
    expect(adEvents(sendEvent, 'display')).toEqual([
      ['ad', 'display', 'in-house-adblock-image-top'],
    ]);
  });

  it("shows the network's ad once its element appears, and counts its clicks", () => {
    const { host, sendEvent } = setup({
      site: { adScriptUrl: SCRIPT_URL },
      environment: { random: draws(0.5, 0.05) },
    });
    advance(1000);
    const ad = document.createElement('div');
    ad.id = 'carbonads';
    ad.innerHTML = '<a href="https://ads.example/click">Buy things</a>';
    host!.appendChild(ad);
    advance(500);
    expect(getComputedStyle(host!).display).toBe('block');
    expect(screen.getByRole('link', { name: 'Buy things' })).toBeDefined();

    advance(2500);
    expect(adEvents(sendEvent, 'display')).toEqual([['ad', 'display', 'network-image-top']]);
    fireEvent.click(screen.getByRole('link', { name: 'Buy things' }));
    expect(adEvents(sendEvent, 'click')).toEqual([['ad', 'click', 'network-image-top']]);
    advance(60_000);
    expect(screen.queryByText(ADBLOCK_TEXT)).toBeNull();
  });

  it('replaces a network element that links to the backers page with an in-house ad', () => {
    const { host } = setup({
      site: { adScriptUrl: SCRIPT_URL },
      environment: { random: draws(0.5, 0.9) },
    });
    const ad = document.createElement('div');
    ad.id = 'carbonads';
    ad.innerHTML = `<a href="https://mui.com${DISCOVER_MORE_BACKERS_PATH}">Become a backer</a>`;
    host!.appendChild(ad);
    advance(500);
    expect(getComputedStyle(host!).display).toBe('none');
    expect(screen.getByRole('link', { name: /Bring your own styles/ })).toBeDefined();
  });

  it('stops polling when unmounted', () => {
    const { unmount } = setup({ site: { adScriptUrl: SCRIPT_URL } });
    advance(1000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('AdSlot with the JSON feed (inline layout)', () => {
  const feed = {
    ads: [
      { company: 'No statlink' },
      {
        statlink: 'https://ads.example/click/9',
        statimp: 'https://ads.example/imp/9?t=[timestamp]',
        pixel: 'https://px.example/a?t=[timestamp]||https://px.example/b',
        image: 'https://ads.example/logo.png',
        company: 'Acme',
        description: 'Deploy <b>faster</b><img src=x onerror=alert(1)>',
      },
    ],
  };

  it('shows the first usable ad after failed attempts and fires its pixels', async () => {
    const fetchFeed = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('blocked')));
    fetchFeed.mockImplementationOnce(() => Promise.reject(new TypeError('blocked')));
    fetchFeed.mockImplementationOnce(async () => feedResponse({ nope: true }));
    fetchFeed.mockImplementationOnce(async () => feedResponse(feed));
    const { loadImage, sendEvent } = setup({
      site: { adScriptUrl: SCRIPT_URL, adFeedUrl: FEED_URL },
      environment: { random: draws(0.1, 0.05), fetch: fetchFeed },
    });
    await settle();

    expect(fetchFeed).toHaveBeenCalledTimes(3);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://ads.example/click/9');
    expect(link.getAttribute('rel')).toBe('noopener sponsored');
    expect(link.querySelector('b')?.textContent).toBe('Acme');
    expect(link.textContent).toContain('Deploy faster');
    expect(link.innerHTML).not.toContain('onerror');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('https://ads.example/logo.png');
    expect(loadImage.mock.calls.map(([src]) => src)).toEqual([
      'https://ads.example/imp/9?t=1700000000000',
      'https://px.example/a?t=1700000000000',
      'https://px.example/b',
    ]);
    expect(document.querySelector('script')).toBeNull();

    advance(2500);
    expect(adEvents(sendEvent, 'display')).toEqual([['ad', 'display', 'network-feed-inline-top']]);
  });

  it('leaves the slot empty, silently, when every attempt fails', async () => {
    const errors = vi.spyOn(console, 'error');
    const fetchFeed = vi.fn<typeof fetch>(async () => feedResponse('<html>'));
    const { loadImage, sendEvent } = setup({
      site: { adFeedUrl: FEED_URL },
      environment: { random: () => 0.1, fetch: fetchFeed },
    });
    await settle();
    advance(60_000);
    expect(fetchFeed).toHaveBeenCalledTimes(10);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(ADBLOCK_TEXT)).toBeNull();
    expect(loadImage).not.toHaveBeenCalled();
    expect(sendEvent).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('AdSlot crashes', () => {
  it('hides the slot and sends a crash event', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, sendEvent } = setup({
      environment: {
        userAgent: () => {
          throw new Error('boom');
        },
      },
      placement: 'bottom',
    });
    expect(container.querySelector('[data-ad-slot]')).toBeNull();
    expect(sendEvent).toHaveBeenCalledExactlyOnceWith('ad', 'crash', 'bottom');
  });

  it('AdErrorBoundary renders nothing once a child throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onCrash = vi.fn();
    function Broken(): React.ReactElement {
      throw new Error('render failed');
    }
    const { container } = render(
      <AdErrorBoundary onCrash={onCrash}>
        <span>before</span>
        <Broken />
      </AdErrorBoundary>,
    );
    expect(container.innerHTML).toBe('');
    expect(onCrash).toHaveBeenCalledOnce();
    expect((onCrash.mock.calls[0]?.[0] as Error).message).toBe('render failed');
  });
});
