import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/server/rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows the limit in a window, then says how long to wait, then resets', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(60);
    expect(limiter.hit('b')).toBe(0);
    now = 30_000;
    expect(limiter.hit('a')).toBe(30);
    expect(limiter.blockedFor('a')).toBe(30);
    now = 60_001;
    expect(limiter.blockedFor('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 1000, () => 0);
    limiter.hit('k');
    limiter.hit('k');
    expect(limiter.blockedFor('k')).toBe(1);
    limiter.reset('k');
    expect(limiter.blockedFor('k')).toBe(0);
  });
});
