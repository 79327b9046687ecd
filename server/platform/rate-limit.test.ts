import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows up to the limit in a window, then refuses until the window ends', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, clock });
    expect(limiter.hit('ip').allowed).toBe(true);
    expect(limiter.hit('ip').allowed).toBe(true);
    const third = limiter.hit('ip');
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBe(60);
    expect(limiter.hit('other-ip').allowed).toBe(true);
    clock.advance(60_000);
    expect(limiter.hit('ip').allowed).toBe(true);
  });
});
