// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { t } from '@/i18n/t';
import type { AdTexts } from './adCard';
import type { AdEnvironment } from './adEnvironment';
import { mountAdSlot } from './adSlot';
import { AD_LAYOUT_STORAGE_KEY, DISCOVER_MORE_BACKERS_PATH } from './constants';
import type { SessionStorageLike } from './decideAd';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const SCRIPT_URL = 'https://ads.example/serve.js';
const FEED_URL = 'https://ads.example/feed.json';
const ADBLOCK_TEXT = /Consider allowing them/;
const TEMPLATES_LINK = 'https://mui.com/material-ui/getting-started/templates/';
const TEXTS: AdTexts = {
  slot: t('ads.slotLabel'),
  sponsor: t('ads.sponsor'),
  adBy: t('ads.adBy'),
  opensInNewTab: t('ads.opensInNewTab'),
  adblock: t('ads.adblock'),
};

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
  scriptUrl?: string;
  feedUrl?: string;
  environment?: Partial<AdEnvironment>;
  placement?: string;
}

const unmounts: Array<() => void> = [];

/** The slot as src/docs/AdSlot.astro renders it, started as the shell script starts it. */
function setup({
  scriptUrl = '',
  feedUrl = '',
  environment = {},
  placement = 'top',
}: SetupOptions = {}) {
  const sendEvent = vi.fn<AdEnvironment['sendEvent']>();
  const loadImage = vi.fn<AdEnvironment['loadImage']>();
  const storage = memoryStorage();
  const value: AdEnvironment = {
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
  const container = document.createElement('div');
  container.innerHTML = `<div class="ad-slot" data-ad-slot="${placement}"><section data-ad-region aria-label="${TEXTS.slot}" aria-hidden="true"><div class="ad-host" data-ad-host hidden></div></section></div>`;
  document.body.append(container);
  const slot = container.querySelector<HTMLElement>('[data-ad-slot]')!;
  const host = container.querySelector<HTMLElement>('[data-ad-host]')!;
  const mount = () => {
    const unmount = mountAdSlot(slot, {
      placement,
      elementSelector: '#carbonads',
      scriptUrl,
      feedUrl,
      displayRatio: 0.1,
      texts: TEXTS,
      environment: value,
    });
    unmounts.push(unmount);
    return unmount;
  };
  const unmount = mount();
  return { container, mount, unmount, sendEvent, loadImage, storage, host };
}

function cleanup() {
  unmounts.splice(0).forEach((unmount) => unmount());
  document.body.innerHTML = '';
}

function advance(ms: number) {
  vi.advanceTimersByTime(ms);
}

async function settle() {
  for (let i = 0; i < 200; i += 1) await Promise.resolve();
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

describe('The sponsor slot without an ad network', () => {
  it('shows an in-house ad in the image layout at once, never the blocker message', () => {
    const { sendEvent } = setup({ environment: { random: () => 0.5 } });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/x/react-data-grid/');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.textContent).toContain('Tables that keep up — Sort, filter');
    expect(link.textContent).toContain('ad by MUI');
    const image = link.querySelector('img');
    expect(image?.getAttribute('width')).toBe('130');
    expect(image?.getAttribute('height')).toBe('100');
    expect(image?.getAttribute('alt')).toBe('');
    expect(screen.queryByText(ADBLOCK_TEXT)).toBeNull();
    expect(screen.getByRole('region', { name: 'Sponsored' })).toBeDefined();

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

describe('The sponsor slot for bots', () => {
  it('stays empty and sends nothing', () => {
    const random = vi.fn(() => 0);
    const { sendEvent, container, storage } = setup({
      scriptUrl: SCRIPT_URL,
      environment: { userAgent: () => 'Mozilla/5.0 (compatible; Googlebot/2.1)', random },
    });
    advance(20_000);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(ADBLOCK_TEXT)).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[data-ad-region]')?.getAttribute('aria-hidden')).toBe('true');
    expect(random).not.toHaveBeenCalled();
    expect(storage.values.size).toBe(0);
    expect(sendEvent).not.toHaveBeenCalled();
  });
});

describe('The sponsor slot with the ad network script', () => {
  it('injects the script once, into its visible host, even when started twice', () => {
    const { host, mount } = setup({ scriptUrl: SCRIPT_URL });
    mount();
    const scripts = host.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(SCRIPT_URL);
    expect(scripts[0]?.async).toBe(true);
    expect(host.hidden).toBe(false);
  });

  it('waits through 6 empty looks, then falls back to an in-house ad', () => {
    setup({ scriptUrl: SCRIPT_URL, environment: { random: draws(0.5, 0.2, 0) } });
    advance(6 * 500);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(ADBLOCK_TEXT)).toBeNull();
    advance(500);
    expect(screen.getByRole('link').getAttribute('href')).toBe(TEMPLATES_LINK);
    expect(screen.queryByText(ADBLOCK_TEXT)).toBeNull();
  });

  it('shows the ad-blocker message for the 0.2 draw', () => {
    const { host, sendEvent } = setup({
      scriptUrl: SCRIPT_URL,
      environment: { random: draws(0.5, 0.1999, 0.05) },
    });
    advance(7 * 500);
    expect(screen.getByText(ADBLOCK_TEXT)).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
    expect(host.hidden).toBe(true);
    advance(2500);
    expect(adEvents(sendEvent, 'display')).toEqual([
      ['ad', 'display', 'in-house-adblock-image-top'],
    ]);
  });

  it("shows the network's ad once its element appears, and counts its clicks", () => {
    const { host, sendEvent } = setup({
      scriptUrl: SCRIPT_URL,
      environment: { random: draws(0.5, 0.05) },
    });
    advance(1000);
    const ad = document.createElement('div');
    ad.id = 'carbonads';
    ad.innerHTML = '<a href="https://ads.example/click">Buy things</a>';
    host.appendChild(ad);
    advance(500);
    expect(host.hidden).toBe(false);
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
      scriptUrl: SCRIPT_URL,
      environment: { random: draws(0.5, 0.9) },
    });
    const ad = document.createElement('div');
    ad.id = 'carbonads';
    ad.innerHTML = `<a href="https://mui.com${DISCOVER_MORE_BACKERS_PATH}">Become a backer</a>`;
    host.appendChild(ad);
    advance(500);
    expect(host.hidden).toBe(true);
    expect(screen.getByRole('link', { name: /Bring your own styles/ })).toBeDefined();
  });

  it('stops polling when unmounted', () => {
    const { unmount } = setup({ scriptUrl: SCRIPT_URL });
    advance(1000);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('The sponsor slot with the JSON feed (inline layout)', () => {
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
      scriptUrl: SCRIPT_URL,
      feedUrl: FEED_URL,
      environment: { random: draws(0.1, 0.05), fetch: fetchFeed },
    });
    await settle();

    expect(fetchFeed).toHaveBeenCalledTimes(3);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://ads.example/click/9');
    expect(link.getAttribute('rel')).toBe('noopener sponsored');
    expect(link.textContent).toContain('Deploy faster');
    // The description has markup: the sanitiser loads, then its safe HTML replaces the text.
    await vi.waitFor(() => expect(link.querySelector('b')?.textContent).toBe('Acme'));
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
      feedUrl: FEED_URL,
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

describe('The sponsor slot crashes', () => {
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

  it('removes the slot when showing a feed ad fails later', async () => {
    const feed = {
      ads: [
        { statlink: 'https://ads.example/c', statimp: 'https://ads.example/i', company: 'Acme' },
      ],
    };
    const { container, sendEvent } = setup({
      feedUrl: FEED_URL,
      environment: {
        random: () => 0.1,
        fetch: async () => feedResponse(feed),
        loadImage: () => {
          throw new Error('no images');
        },
      },
    });
    await settle();
    expect(container.querySelector('[data-ad-slot]')).toBeNull();
    expect(sendEvent).toHaveBeenCalledExactlyOnceWith('ad', 'crash', 'top');
    expect(vi.getTimerCount()).toBe(0);
  });
});
