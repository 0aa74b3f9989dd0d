import { describe, expect, it, vi } from 'vitest';
import type { MetricType } from 'web-vitals';
import {
  WEB_VITALS_SAMPLE_RATE,
  reportWebVitals,
  webVitalEventParams,
  type WebVitalsModule,
} from './webVitals';

function fakeVitals() {
  const subscribed: string[] = [];
  const subscriber = (name: string) =>
    vi.fn(() => {
      subscribed.push(name);
    });
  const module = {
    onCLS: subscriber('CLS'),
    onINP: subscriber('INP'),
    onLCP: subscriber('LCP'),
    onFCP: subscriber('FCP'),
    onTTFB: subscriber('TTFB'),
  };
  return { module: module as unknown as WebVitalsModule, subscribed };
}

const metric = (fields: Partial<MetricType>) =>
  ({
    name: 'LCP',
    value: 1234.4,
    delta: 1234.4,
    id: 'v5-1',
    rating: 'good',
    entries: [],
    navigationType: 'navigate',
    ...fields,
  }) as MetricType;

describe('reportWebVitals', () => {
  it('samples about 0.01% of page loads', () => {
    expect(WEB_VITALS_SAMPLE_RATE).toBe(1e-4);
  });

  it('reports all five metrics for a sampled page load', async () => {
    const { module, subscribed } = fakeVitals();
    const send = vi.fn();
    const load = async () => module;
    const sampled = await reportWebVitals({ random: () => 0.00009, load, send });
    expect(sampled).toBe(true);
    expect(subscribed).toEqual(['CLS', 'INP', 'LCP', 'FCP', 'TTFB']);
    expect(module.onCLS).toHaveBeenCalledWith(send);
  });

  it('neither loads nor reports anything for other page loads', async () => {
    const load = vi.fn(async () => fakeVitals().module);
    expect(await reportWebVitals({ random: () => 1e-4, load })).toBe(false);
    expect(await reportWebVitals({ random: () => 0.7, load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('accepts another sample rate', async () => {
    const { module } = fakeVitals();
    const load = async () => module;
    expect(await reportWebVitals({ random: () => 0.4, sampleRate: 0.5, load })).toBe(true);
  });

  it('gives up quietly when the library fails to load', async () => {
    const load = () => Promise.reject(new Error('chunk failed'));
    expect(await reportWebVitals({ random: () => 0, load })).toBe(false);
  });

  it('loads the real library by default', async () => {
    const { onCLS, onTTFB } = await import('web-vitals');
    expect(typeof onCLS).toBe('function');
    expect(typeof onTTFB).toBe('function');
  });
});

describe('webVitalEventParams', () => {
  it('rounds times to whole milliseconds', () => {
    expect(webVitalEventParams(metric({}))).toEqual({
      value: 1234,
      metric_id: 'v5-1',
      metric_value: 1234.4,
      metric_delta: 1234.4,
      metric_rating: 'good',
      non_interaction: true,
    });
  });

  it('scales CLS by 1000 so it survives rounding', () => {
    const cls = metric({ name: 'CLS', value: 0.1234, delta: 0.0456 });
    expect(webVitalEventParams(cls).value).toBe(46);
  });
});
