import { AD_DISPLAY_EVENT_DELAY_MS } from './constants';
import type { RandomSource } from './adTypes';

/**
 * Sends `ad` / `display` once the ad has been on screen for 2500 ms, for a sampled share
 * (`ratio`) of displays only, to stay within the analytics quota. Returns a cancel function.
 */
export function scheduleDisplayEvent(
  label: string | null,
  ratio: number,
  random: RandomSource,
  send: (name: string, action: string, label: string) => void,
): () => void {
  if (label === null || !(random() < ratio)) return () => {};
  const timer = setTimeout(() => send('ad', 'display', label), AD_DISPLAY_EVENT_DELAY_MS);
  return () => clearTimeout(timer);
}
