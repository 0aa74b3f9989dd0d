import type { AdRecord } from './adTypes';
import { AD_FEED_MAX_ATTEMPTS } from './constants';

/** The fields read from one item of the network's JSON feed. */
export interface FeedAd {
  statlink: string;
  statimp?: string;
  /** Tracking URLs separated by `||`, each possibly holding `[timestamp]`. */
  pixel?: string;
  timestamp?: string;
  image?: string;
  company?: string;
  description?: string;
}

export const PIXEL_SEPARATOR = '||';
export const TIMESTAMP_PLACEHOLDER = '[timestamp]';
export const FEED_AD_LABEL = 'network-feed';

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Only http(s) URLs (absolute, protocol-relative or relative) may come from the feed. */
export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value, 'https://feed.invalid/');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function webUrl(value: unknown): string | undefined {
  const url = text(value);
  return url !== undefined && isWebUrl(url) ? url : undefined;
}

/** An item is usable when it has a statlink and some content (company or description). */
export function toFeedAd(item: unknown): FeedAd | null {
  if (typeof item !== 'object' || item === null) return null;
  const fields = item as Record<string, unknown>;
  const statlink = webUrl(fields.statlink);
  const company = text(fields.company);
  const description = text(fields.description);
  if (!statlink || (!company && !description)) return null;
  return {
    statlink,
    statimp: webUrl(fields.statimp),
    pixel: text(fields.pixel),
    timestamp: text(fields.timestamp),
    image: webUrl(fields.image),
    company,
    description,
  };
}

/** The first usable ad of a feed response `{ ads: [...] }`, or null for anything else. */
export function pickFeedAd(data: unknown): FeedAd | null {
  if (typeof data !== 'object' || data === null) return null;
  const { ads } = data as { ads?: unknown };
  if (!Array.isArray(ads)) return null;
  for (const item of ads) {
    const ad = toFeedAd(item);
    if (ad) return ad;
  }
  return null;
}

export interface FetchFeedOptions {
  fetch?: typeof fetch;
  maxAttempts?: number;
  signal?: AbortSignal;
}

/**
 * Asks the feed up to 10 times until it returns a usable ad. Every failure (network error,
 * blocked request, error status, non-JSON or malformed body, no usable item) is silent: the slot
 * stays empty.
 */
export async function fetchFeedAd(
  url: string,
  { fetch: fetchFeed = fetch, maxAttempts = AD_FEED_MAX_ATTEMPTS, signal }: FetchFeedOptions = {},
): Promise<FeedAd | null> {
  for (let attempt = 0; attempt < maxAttempts && !signal?.aborted; attempt += 1) {
    try {
      const response = await fetchFeed(url, { signal });
      if (!response.ok) continue;
      const ad = pickFeedAd(await response.json());
      if (ad) return ad;
    } catch {
      // Try again.
    }
  }
  return null;
}

/**
 * The impression image and every tracking pixel, with `[timestamp]` filled in by the feed's own
 * `timestamp` field, or the current time in ms when the feed gives none.
 */
export function trackingUrls(ad: FeedAd, nowMs: number): string[] {
  const stamp = ad.timestamp ?? String(nowMs);
  return [ad.statimp, ...(ad.pixel ?? '').split(PIXEL_SEPARATOR)]
    .map((url) => url?.trim() ?? '')
    .filter((url) => url !== '' && isWebUrl(url))
    .map((url) => url.replaceAll(TIMESTAMP_PLACEHOLDER, encodeURIComponent(stamp)));
}

/** The feed ad in the slot's own shape: the company is plain text, the description may be HTML. */
export function feedAdToRecord(ad: FeedAd): AdRecord {
  return {
    name: 'feed',
    link: ad.statlink,
    img: ad.image ?? '',
    ...(ad.company ? { headline: ad.company } : {}),
    description: ad.description ?? '',
    poweredby: ad.company ?? '',
    label: FEED_AD_LABEL,
  };
}
