import type { Clock } from './clock';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter per key (usually an IP). In memory: limits are per process, which is
 * enough for one node; several nodes would move this to the database or a shared cache.
 */
export function createRateLimiter(opts: { limit: number; windowMs: number; clock: Clock }) {
  const windows = new Map<string, { start: number; count: number }>();

  function hit(key: string): RateLimitResult {
    const now = opts.clock.now().getTime();
    let entry = windows.get(key);
    if (!entry || now - entry.start >= opts.windowMs) {
      entry = { start: now, count: 0 };
      windows.set(key, entry);
      if (windows.size > 50_000) sweep(now);
    }
    entry.count += 1;
    const retryAfterSeconds = Math.ceil((entry.start + opts.windowMs - now) / 1000);
    return {
      allowed: entry.count <= opts.limit,
      remaining: Math.max(0, opts.limit - entry.count),
      retryAfterSeconds,
    };
  }

  function reset(key: string) {
    windows.delete(key);
  }

  function sweep(now: number) {
    for (const [key, entry] of windows) if (now - entry.start >= opts.windowMs) windows.delete(key);
  }

  return { hit, reset, limit: opts.limit };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
