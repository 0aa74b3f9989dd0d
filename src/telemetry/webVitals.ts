import type { MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { gtag } from './gtag';

/** Share of page loads that report web vitals (about 0.01%). */
export const WEB_VITALS_SAMPLE_RATE = 1e-4;

export interface WebVitalsModule {
  onCLS: typeof onCLS;
  onINP: typeof onINP;
  onLCP: typeof onLCP;
  onFCP: typeof onFCP;
  onTTFB: typeof onTTFB;
}

export interface WebVitalsOptions {
  random?: () => number;
  sampleRate?: number;
  /** The library is only downloaded for sampled page loads. */
  load?: () => Promise<WebVitalsModule>;
  send?: (metric: MetricType) => void;
}

/** GA event values must be integers: CLS (a small fraction) is scaled by 1000, times are in ms. */
export function webVitalEventParams(metric: MetricType): Record<string, string | number | boolean> {
  return {
    value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    non_interaction: true,
  };
}

export function sendWebVital(metric: MetricType): void {
  gtag('event', metric.name, webVitalEventParams(metric));
}

/** Draws once; a sampled page load reports CLS, INP, LCP, FCP and TTFB as gtag events. */
export async function reportWebVitals({
  random = Math.random,
  sampleRate = WEB_VITALS_SAMPLE_RATE,
  load = () => import('web-vitals'),
  send = sendWebVital,
}: WebVitalsOptions = {}): Promise<boolean> {
  if (!(random() < sampleRate)) return false;
  let vitals: WebVitalsModule;
  try {
    vitals = await load();
  } catch {
    return false;
  }
  for (const subscribe of [vitals.onCLS, vitals.onINP, vitals.onLCP, vitals.onFCP, vitals.onTTFB]) {
    subscribe(send);
  }
  return true;
}
