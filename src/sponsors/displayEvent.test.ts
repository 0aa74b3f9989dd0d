import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_DISPLAY_EVENT_DELAY_MS } from './constants';
import { scheduleDisplayEvent } from './displayEvent';

const RATIO = 0.1;

describe('scheduleDisplayEvent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends ad/display after exactly 2500 ms for a sampled display', () => {
    expect(AD_DISPLAY_EVENT_DELAY_MS).toBe(2500);
    const send = vi.fn();
    scheduleDisplayEvent('in-house-templates-image-top', RATIO, () => 0.0999, send);
    vi.advanceTimersByTime(2499);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('ad', 'display', 'in-house-templates-image-top');
  });

  it('sends nothing for a display outside the sample', () => {
    const send = vi.fn();
    scheduleDisplayEvent('network-image-top', RATIO, () => 0.1, send);
    vi.advanceTimersByTime(10_000);
    expect(send).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends nothing when the ad goes away before 2500 ms', () => {
    const send = vi.fn();
    const cancel = scheduleDisplayEvent('network-image-top', RATIO, () => 0, send);
    vi.advanceTimersByTime(2000);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(send).not.toHaveBeenCalled();
  });

  it('neither draws nor sends while nothing shows', () => {
    const random = vi.fn(() => 0);
    const send = vi.fn();
    scheduleDisplayEvent(null, RATIO, random, send);
    vi.advanceTimersByTime(5000);
    expect(random).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});
