export interface RateLimitOptions {
  /** Requests allowed per client within any window of `windowMs`. */
  max: number;
  windowMs: number;
  /** Bound on remembered clients; the least recently seen is forgotten first. */
  maxClients?: number;
  now?: () => number;
}

export type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(clientKey: string): RateLimitDecision;
}

/**
 * Sliding-window log kept in memory: exact for one process, reset on restart. Refused requests
 * are not recorded, so a client that keeps retrying is let back in once its window has passed.
 */
export function createRateLimiter({
  max,
  windowMs,
  maxClients = 10_000,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  const hitsByClient = new Map<string, number[]>();

  return {
    hit(clientKey) {
      const time = now();
      const hits = hitsByClient.get(clientKey) ?? [];
      while (hits.length > 0 && (hits[0] as number) <= time - windowMs) hits.shift();

      // Re-inserting keeps the Map in least-recently-seen order for eviction.
      hitsByClient.delete(clientKey);
      if (hits.length >= max) {
        hitsByClient.set(clientKey, hits);
        const oldest = hits[0] as number;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - time) / 1000)),
        };
      }
      hits.push(time);
      hitsByClient.set(clientKey, hits);
      if (hitsByClient.size > maxClients) {
        const leastRecent = hitsByClient.keys().next().value;
        if (leastRecent !== undefined) hitsByClient.delete(leastRecent);
      }
      return { allowed: true, remaining: max - hits.length };
    },
  };
}
