import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AD_BLOCKED_AFTER_POLLS, AD_MAX_POLLS, AD_POLL_INTERVAL_MS } from './constants';
import { nextPollStep, pollForAdElement, type AdProbe, type PollStatus } from './poll';

describe('nextPollStep', () => {
  it('is not blocked after 6 empty looks and blocked after the 7th', () => {
    expect(nextPollStep(5, 'missing')).toEqual({ polls: 6, status: 'waiting', again: true });
    expect(nextPollStep(6, 'missing')).toEqual({ polls: 7, status: 'blocked', again: true });
  });

  it('stops after the 30th look', () => {
    expect(nextPollStep(28, 'missing').again).toBe(true);
    expect(nextPollStep(29, 'missing')).toEqual({ polls: 30, status: 'blocked', again: false });
  });

  it('stops as soon as the element is there', () => {
    expect(nextPollStep(0, 'found')).toEqual({ polls: 1, status: 'found', again: false });
    expect(nextPollStep(3, 'backers')).toEqual({ polls: 4, status: 'backers', again: false });
  });
});

describe('pollForAdElement', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(probe: () => AdProbe) {
    const statuses: Array<[PollStatus, number]> = [];
    const probeSpy = vi.fn(probe);
    const stop = pollForAdElement(probeSpy, (status, polls) => statuses.push([status, polls]));
    return { statuses, probe: probeSpy, stop };
  }

  it('uses the spec numbers', () => {
    expect([AD_POLL_INTERVAL_MS, AD_MAX_POLLS, AD_BLOCKED_AFTER_POLLS]).toEqual([500, 30, 6]);
  });

  it('looks every 500 ms and reports blocked only from the 7th empty look', () => {
    const { statuses, probe } = start(() => 'missing');
    vi.advanceTimersByTime(499);
    expect(probe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(statuses).toEqual([['waiting', 1]]);

    vi.advanceTimersByTime(5 * 500);
    expect(statuses.at(-1)).toEqual(['waiting', 6]);
    expect(statuses.some(([status]) => status === 'blocked')).toBe(false);

    vi.advanceTimersByTime(500);
    expect(statuses.at(-1)).toEqual(['blocked', 7]);
  });

  it('makes exactly 30 looks, then stops', () => {
    const { probe, statuses } = start(() => 'missing');
    vi.advanceTimersByTime(30 * 500);
    expect(probe).toHaveBeenCalledTimes(30);
    vi.advanceTimersByTime(60_000);
    expect(probe).toHaveBeenCalledTimes(30);
    expect(statuses.at(-1)).toEqual(['blocked', 30]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when the element appears, even after being reported blocked', () => {
    let present = false;
    const { probe, statuses } = start(() => (present ? 'found' : 'missing'));
    vi.advanceTimersByTime(8 * 500);
    present = true;
    vi.advanceTimersByTime(500);
    expect(statuses.slice(-2)).toEqual([
      ['blocked', 8],
      ['found', 9],
    ]);
    vi.advanceTimersByTime(10_000);
    expect(probe).toHaveBeenCalledTimes(9);
  });

  it('reports the backers link and stops', () => {
    const { statuses, probe } = start(() => 'backers');
    vi.advanceTimersByTime(5000);
    expect(statuses).toEqual([['backers', 1]]);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('can be stopped', () => {
    const { probe, stop } = start(() => 'missing');
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
