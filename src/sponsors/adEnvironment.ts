import { sendEvent } from '@/telemetry/gtag';
import type { RandomSource } from './adTypes';
import { pageLayoutMemory, type LayoutMemory, type SessionStorageLike } from './decideAd';

/** Everything the slot reads from the browser, replaceable in tests. */
export interface AdEnvironment {
  random: RandomSource;
  now: () => number;
  userAgent: () => string;
  sessionStorage: () => SessionStorageLike | undefined;
  /** Keeps the layout for the page when sessionStorage cannot. */
  layoutMemory: LayoutMemory;
  fetch: typeof fetch;
  /** Requests an image without showing it (impression and tracking pixels). */
  loadImage: (src: string) => void;
  sendEvent: (name: string, action: string, label: string) => void;
}

export const browserAdEnvironment: AdEnvironment = {
  random: () => Math.random(),
  now: () => Date.now(),
  userAgent: () => navigator.userAgent,
  sessionStorage: () => window.sessionStorage,
  layoutMemory: pageLayoutMemory,
  fetch: (input, init) => fetch(input, init),
  loadImage: (src) => {
    new Image().src = src;
  },
  sendEvent,
};
