import { afterEach, describe, expect, it, vi } from 'vitest';
import { AD_FEED_MAX_ATTEMPTS } from './constants';
import {
  FEED_AD_LABEL,
  feedAdToRecord,
  fetchFeedAd,
  pickFeedAd,
  trackingUrls,
  type FeedAd,
} from './feed';

const usable = {
  statlink: 'https://ads.example/click/1',
  statimp: 'https://ads.example/imp/1?t=[timestamp]',
  pixel: 'https://a.example/p?ts=[timestamp]||https://b.example/p',
  image: 'https://ads.example/logo.png',
  company: 'Acme',
  description: 'Fast <b>builds</b>',
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('pickFeedAd', () => {
  it('takes the first ad that has content and a statlink', () => {
    const ad = pickFeedAd({
      ads: [
        {},
        { company: 'No link', description: 'missing statlink' },
        { statlink: 'https://ads.example/empty' },
        { statlink: 'javascript:alert(1)', company: 'Bad link' },
        usable,
        { ...usable, company: 'Second' },
      ],
    });
    expect(ad?.company).toBe('Acme');
    expect(ad?.statlink).toBe(usable.statlink);
  });

  it('accepts an ad with only a description, or only a company', () => {
    const statlink = '//ads.example/c';
    expect(pickFeedAd({ ads: [{ statlink, description: 'Hi' }] })).not.toBeNull();
    expect(pickFeedAd({ ads: [{ statlink, company: 'Co' }] })).not.toBeNull();
  });

  it.each([null, 'text', 42, {}, { ads: 'nope' }, { ads: [null, 3, 'x'] }, { ads: [] }])(
    'returns null for the malformed feed %j',
    (data) => {
      expect(pickFeedAd(data)).toBeNull();
    },
  );

  it('drops image and impression URLs that are not http(s)', () => {
    const ad = pickFeedAd({
      ads: [{ ...usable, image: 'javascript:alert(1)', statimp: 'data:text/html,x' }],
    });
    expect(ad?.image).toBeUndefined();
    expect(ad?.statimp).toBeUndefined();
  });
});

describe('fetchFeedAd', () => {
  it('makes at most 10 attempts', () => {
    expect(AD_FEED_MAX_ATTEMPTS).toBe(10);
  });

  it('gets the ad on the 10th attempt after 9 failures of every kind', async () => {
    const failures: Array<() => Promise<Response>> = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('<html>not json</html>', { status: 200 }),
      async () => jsonResponse({ ads: [] }),
      async () => jsonResponse(usable, 500),
      async () => jsonResponse({ ads: [{ company: 'no statlink' }] }),
      async () => jsonResponse(null),
      async () => jsonResponse({ ads: [{ statlink: 'https://x.example' }] }),
      () => Promise.reject(new TypeError('blocked')),
      async () => new Response('', { status: 200 }),
    ];
    const fetchFeed = vi.fn<typeof fetch>();
    for (const failure of failures) fetchFeed.mockImplementationOnce(failure);
    fetchFeed.mockImplementationOnce(async () => jsonResponse({ ads: [{}, usable] }));

    const ad = await fetchFeedAd('https://feed.example/ads.json', { fetch: fetchFeed });
    expect(fetchFeed).toHaveBeenCalledTimes(10);
    expect(fetchFeed.mock.calls[0]?.[0]).toBe('https://feed.example/ads.json');
    expect(ad?.company).toBe('Acme');
  });

  it('gives up silently after 10 failed attempts', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const fetchFeed = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchFeedAd('https://feed.example', { fetch: fetchFeed })).resolves.toBeNull();
    expect(fetchFeed).toHaveBeenCalledTimes(10);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('stops once aborted', async () => {
    const controller = new AbortController();
    const fetchFeed = vi.fn<typeof fetch>(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const ad = await fetchFeedAd('https://feed.example', {
      fetch: fetchFeed,
      signal: controller.signal,
    });
    expect(ad).toBeNull();
    expect(fetchFeed).toHaveBeenCalledTimes(1);
  });
});

describe('trackingUrls', () => {
  const base: FeedAd = { statlink: 'https://ads.example/click', company: 'Acme' };

  it('fires the impression and every pixel, split on ||, with the current time in ms', () => {
    const urls = trackingUrls(
      {
        ...base,
        statimp: 'https://ads.example/imp?t=[timestamp]',
        pixel: 'https://a.example/p?ts=[timestamp]&again=[timestamp]||https://b.example/p||  ',
      },
      1_700_000_000_123,
    );
    expect(urls).toEqual([
      'https://ads.example/imp?t=1700000000123',
      'https://a.example/p?ts=1700000000123&again=1700000000123',
      'https://b.example/p',
    ]);
  });

  it("uses the feed's own timestamp field when it has one", () => {
    const ad = pickFeedAd({ ads: [{ ...usable, timestamp: 1699999999 }] });
    expect(ad && trackingUrls(ad, 5)).toEqual([
      'https://ads.example/imp/1?t=1699999999',
      'https://a.example/p?ts=1699999999',
      'https://b.example/p',
    ]);
  });

  it('replaces only the literal placeholder', () => {
    expect(trackingUrls({ ...base, pixel: 'https://a.example/timestamp/[timestamp]' }, 7)).toEqual([
      'https://a.example/timestamp/7',
    ]);
  });

  it('drops non-http pixels and copes with none', () => {
    const pixel = 'javascript:alert(1)||https://ok.example/p';
    expect(trackingUrls({ ...base, pixel }, 1)).toEqual(['https://ok.example/p']);
    expect(trackingUrls(base, 1)).toEqual([]);
  });
});

describe('feedAdToRecord', () => {
  it('keeps the company as plain text, apart from the description', () => {
    const record = feedAdToRecord({ ...base(), company: 'A&B <i>Co</i>', description: 'Hi' });
    expect(record).toEqual({
      name: 'feed',
      link: 'https://ads.example/click',
      img: 'https://ads.example/logo.png',
      headline: 'A&B <i>Co</i>',
      description: 'Hi',
      poweredby: 'A&B <i>Co</i>',
      label: FEED_AD_LABEL,
    });
  });

  it('copes with a missing company or image', () => {
    const record = feedAdToRecord({ statlink: 'https://ads.example/click', description: 'Hi' });
    expect(record.description).toBe('Hi');
    expect(record.headline).toBeUndefined();
    expect(record.img).toBe('');
  });

  function base(): FeedAd {
    return { statlink: 'https://ads.example/click', image: 'https://ads.example/logo.png' };
  }
});
