import type { AdRecord, AdShape, RandomSource } from './adTypes';
import {
  ADBLOCK_MESSAGE_PROBABILITY,
  AD_LAYOUT_STORAGE_KEY,
  BOT_USER_AGENT_PATTERN,
  INLINE_LAYOUT_PROBABILITY,
} from './constants';

export function isBot(userAgent: string): boolean {
  return BOT_USER_AGENT_PATTERN.test(userAgent);
}

export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export interface LayoutMemory {
  shape?: AdShape;
}

/** The layout drawn on this page, for when sessionStorage is missing or throws. */
export const pageLayoutMemory: LayoutMemory = {};

function isAdShape(value: unknown): value is AdShape {
  return value === 'image' || value === 'inline';
}

export function drawAdShape(random: RandomSource): AdShape {
  return random() < INLINE_LAYOUT_PROBABILITY ? 'inline' : 'image';
}

/**
 * The layout is drawn once per browser session and remembered in sessionStorage; where storage is
 * missing or throws, it is kept in `memory` so the page still draws only once.
 */
export function sessionAdShape(
  getStorage: () => SessionStorageLike | undefined,
  random: RandomSource,
  memory: LayoutMemory = pageLayoutMemory,
): AdShape {
  try {
    const stored = getStorage()?.getItem(AD_LAYOUT_STORAGE_KEY);
    if (isAdShape(stored)) return stored;
  } catch {
    // Storage unavailable: fall through to the in-memory choice.
  }
  if (memory.shape) return memory.shape;

  const shape = drawAdShape(random);
  try {
    const storage = getStorage();
    if (!storage) throw new Error('No sessionStorage.');
    storage.setItem(AD_LAYOUT_STORAGE_KEY, shape);
  } catch {
    memory.shape = shape;
  }
  return shape;
}

/** What the slot will try, decided once on the client when it mounts. */
export type AdPlan =
  | { kind: 'empty' }
  | { kind: 'in-house'; shape: AdShape }
  | { kind: 'script'; shape: AdShape }
  | { kind: 'feed'; shape: AdShape };

export interface AdPlanInput {
  userAgent: string;
  /** Called only for visitors who get an ad, so bots draw nothing. */
  chooseShape: () => AdShape;
  hasScript: boolean;
  hasFeed: boolean;
}

/**
 * Bots get nothing; without a network the in-house ad shows at once (never the blocker message).
 * The inline layout prefers the JSON feed, the image layout the network script; each falls back
 * to the other when only one is configured.
 */
export function planAd({ userAgent, chooseShape, hasScript, hasFeed }: AdPlanInput): AdPlan {
  if (isBot(userAgent)) return { kind: 'empty' };
  const shape = chooseShape();
  if (!hasScript && !hasFeed) return { kind: 'in-house', shape };
  if (shape === 'inline') return hasFeed ? { kind: 'feed', shape } : { kind: 'script', shape };
  return hasScript ? { kind: 'script', shape } : { kind: 'feed', shape };
}

/** What a visitor whose ads are blocked gets. */
export function chooseBlockedFallback(random: RandomSource): 'adblock-message' | 'in-house' {
  return random() < ADBLOCK_MESSAGE_PROBABILITY ? 'adblock-message' : 'in-house';
}

/**
 * What the slot shows right now. `reserved` is the empty space before anything is decided;
 * `network-pending` the (still empty) space the network script is rendering into.
 */
export type AdView =
  | { kind: 'reserved' }
  | { kind: 'empty' }
  | { kind: 'network-pending' }
  | { kind: 'network'; shape: AdShape }
  | { kind: 'ad'; ad: AdRecord; shape: AdShape }
  | { kind: 'adblock-message'; shape: AdShape };

/** Names the ad, its shape and placement (`in-house-templates-image-top`); null if none shows. */
export function adEventLabel(view: AdView, placement: string): string | null {
  switch (view.kind) {
    case 'network':
      return `network-${view.shape}-${placement}`;
    case 'ad':
      return `${view.ad.label}-${view.shape}-${placement}`;
    case 'adblock-message':
      return `in-house-adblock-${view.shape}-${placement}`;
    default:
      return null;
  }
}
