import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter';

describe('createRateLimiter', () => {
  it('allows max hits per sliding window, then says when to retry', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, now: () => now });
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 2 });
    now = 10_000;
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 1 });
    now = 20_000;
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 0 });
    now = 30_500;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now = 60_000; // the first hit has just left the window
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('keeps clients apart', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, now: () => 0 });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('never asks to wait less than a second', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, now: () => now });
    limiter.hit('a');
    now = 999.9;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('forgets the least recently seen client beyond maxClients', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxClients: 2, now: () => 0 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('a'); // refused, but marks a as recently seen
    limiter.hit('c'); // evicts b
    expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
  });
});
