import { describe, expect, it, vi } from 'vitest';
import type { AdShape } from './adTypes';
import {
  ADBLOCK_MESSAGE_PROBABILITY,
  AD_LAYOUT_STORAGE_KEY,
  INLINE_LAYOUT_PROBABILITY,
} from './constants';
import {
  adEventLabel,
  chooseBlockedFallback,
  drawAdShape,
  isBot,
  planAd,
  sessionAdShape,
  type SessionStorageLike,
} from './decideAd';
import { IN_HOUSE_ADS } from './inHouseAds';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

function memoryStorage(initial: Record<string, string> = {}): SessionStorageLike {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'SomeCrawler/1.0',
    'Baiduspider',
    'Mozilla/5.0 (compatible; ROBOT)',
  ])('treats %s as a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it('treats a browser as a visitor', () => {
    expect(isBot(CHROME)).toBe(false);
  });
});

describe('planAd', () => {
  const shape = (value: AdShape) => () => value;

  it('gives bots an empty slot without drawing a layout', () => {
    const chooseShape = vi.fn(shape('image'));
    const userAgent = 'Googlebot';
    expect(planAd({ userAgent, chooseShape, hasScript: true, hasFeed: true })).toEqual({
      kind: 'empty',
    });
    expect(chooseShape).not.toHaveBeenCalled();
  });

  it('shows the in-house ad directly when no network is configured', () => {
    for (const value of ['image', 'inline'] as const) {
      expect(
        planAd({ userAgent: CHROME, chooseShape: shape(value), hasScript: false, hasFeed: false }),
      ).toEqual({ kind: 'in-house', shape: value });
    }
  });

  it('reads the feed for the inline layout and runs the script for the image layout', () => {
    const both = { userAgent: CHROME, hasScript: true, hasFeed: true };
    expect(planAd({ ...both, chooseShape: shape('inline') })).toEqual({
      kind: 'feed',
      shape: 'inline',
    });
    expect(planAd({ ...both, chooseShape: shape('image') })).toEqual({
      kind: 'script',
      shape: 'image',
    });
  });

  it('falls back to whichever source is configured', () => {
    expect(
      planAd({ userAgent: CHROME, chooseShape: shape('inline'), hasScript: true, hasFeed: false }),
    ).toEqual({ kind: 'script', shape: 'inline' });
    expect(
      planAd({ userAgent: CHROME, chooseShape: shape('image'), hasScript: false, hasFeed: true }),
    ).toEqual({ kind: 'feed', shape: 'image' });
  });
});

describe('chooseBlockedFallback', () => {
  it('shows the ad-blocker message with probability 0.2, else an in-house ad', () => {
    expect(ADBLOCK_MESSAGE_PROBABILITY).toBe(0.2);
    expect(chooseBlockedFallback(() => 0)).toBe('adblock-message');
    expect(chooseBlockedFallback(() => 0.1999)).toBe('adblock-message');
    expect(chooseBlockedFallback(() => 0.2)).toBe('in-house');
    expect(chooseBlockedFallback(() => 0.99)).toBe('in-house');
  });
});

describe('layout', () => {
  it('is inline with probability 0.2, else image', () => {
    expect(INLINE_LAYOUT_PROBABILITY).toBe(0.2);
    expect(drawAdShape(() => 0.1999)).toBe('inline');
    expect(drawAdShape(() => 0.2)).toBe('image');
  });

  it('is drawn once per session and remembered in sessionStorage', () => {
    const storage = memoryStorage();
    const random = vi.fn(() => 0.05);
    expect(sessionAdShape(() => storage, random, {})).toBe('inline');
    expect(storage.getItem(AD_LAYOUT_STORAGE_KEY)).toBe('inline');
    random.mockReturnValue(0.9);
    expect(sessionAdShape(() => storage, random, {})).toBe('inline');
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('reuses a layout stored earlier in the session and ignores junk', () => {
    const random = vi.fn(() => 0.05);
    const stored = (value: string) => () => memoryStorage({ [AD_LAYOUT_STORAGE_KEY]: value });
    expect(sessionAdShape(stored('image'), random, {})).toBe('image');
    expect(random).not.toHaveBeenCalled();
    expect(sessionAdShape(stored('huge'), random, {})).toBe('inline');
  });

  it('falls back to memory when sessionStorage itself throws', () => {
    const memory = {};
    const random = vi.fn(() => 0.9);
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(sessionAdShape(blocked, random, memory)).toBe('image');
    random.mockReturnValue(0.05);
    expect(sessionAdShape(blocked, random, memory)).toBe('image');
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('falls back to memory when reading or writing throws', () => {
    const throwing: SessionStorageLike = {
      getItem: () => {
        throw new Error('read');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const memory = {};
    const random = vi.fn(() => 0.05);
    expect(sessionAdShape(() => throwing, random, memory)).toBe('inline');
    expect(sessionAdShape(() => throwing, random, memory)).toBe('inline');
    expect(random).toHaveBeenCalledTimes(1);

    const readOnly = { ...memoryStorage(), setItem: throwing.setItem };
    const memory2 = {};
    random.mockReturnValue(0.9);
    expect(sessionAdShape(() => readOnly, random, memory2)).toBe('image');
    random.mockReturnValue(0.05);
    expect(sessionAdShape(() => readOnly, random, memory2)).toBe('image');
  });

  it('works without sessionStorage at all', () => {
    const noStorage = () => undefined;
    expect(sessionAdShape(noStorage, () => 0.05, {})).toBe('inline');
  });
});

describe('adEventLabel', () => {
  const templates = IN_HOUSE_ADS[0]!;

  it('names the ad, its shape and its placement', () => {
    expect(adEventLabel({ kind: 'ad', ad: templates, shape: 'image' }, 'top')).toBe(
      'in-house-templates-image-top',
    );
    expect(adEventLabel({ kind: 'network', shape: 'image' }, 'top')).toBe('network-image-top');
    expect(adEventLabel({ kind: 'adblock-message', shape: 'inline' }, 'bottom')).toBe(
      'in-house-adblock-inline-bottom',
    );
  });

  it('is null while nothing shows', () => {
    expect(adEventLabel({ kind: 'reserved' }, 'top')).toBeNull();
    expect(adEventLabel({ kind: 'empty' }, 'top')).toBeNull();
    expect(adEventLabel({ kind: 'network-pending' }, 'top')).toBeNull();
  });
});
