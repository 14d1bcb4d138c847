import { describe, expect, it } from 'vitest';
import { EscalatingLimit, memoryRateLimitStore, MeteredLimit, RequestLimit } from './rate-limit.ts';

describe('RequestLimit', () => {
  it('allows the limit in a window, then says how long to wait, per key', async () => {
    const limit = new RequestLimit(memoryRateLimitStore(), { name: 'test', limit: 2, windowSeconds: 60 });
    expect(await limit.hit('a')).toBe(0);
    expect(await limit.hit('a')).toBe(0);
    expect(await limit.hit('a')).toBe(60);
    expect(await limit.hit('b')).toBe(0);
  });
});

describe('MeteredLimit', () => {
  it("counts down each key's own budget and marks the request beyond it", async () => {
    const limit = new MeteredLimit(memoryRateLimitStore(), { name: 'test', windowSeconds: 60 });
    expect(await limit.take('a', 2)).toEqual({ limit: 2, remaining: 1, resetSeconds: 60, exceeded: false });
    expect(await limit.take('a', 2)).toMatchObject({ remaining: 0, exceeded: false });
    expect(await limit.take('a', 2)).toMatchObject({ remaining: 0, exceeded: true });
    expect(await limit.take('b', 5)).toMatchObject({ limit: 5, remaining: 4, exceeded: false });
  });
});

describe('EscalatingLimit', () => {
  const options = { name: 'test', free: 2, firstDelaySeconds: 30, maxDelaySeconds: 90, windowSeconds: 3600 };

  it('admits `free` attempts and one more, then refuses until the wait is over', async () => {
    const limit = new EscalatingLimit(memoryRateLimitStore(), options);
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await limit.admit('k'));
    expect(results.slice(0, 3)).toEqual([{ admitted: true }, { admitted: true }, { admitted: true }]);
    expect(results[3]).toEqual({ admitted: false, retryAfterSeconds: 30 });
    // Refused attempts are not counted, so the wait does not grow while waiting.
    expect(results[4]).toEqual({ admitted: false, retryAfterSeconds: 30 });
    expect(await limit.admit('other')).toEqual({ admitted: true });
  });

  it('starts over after a reset, and a given-back attempt is not counted', async () => {
    const limit = new EscalatingLimit(memoryRateLimitStore(), options);
    await limit.admit('k');
    await limit.admit('k');
    await limit.giveBack('k');
    await limit.giveBack('k');
    for (let i = 0; i < 3; i += 1) expect(await limit.admit('k')).toEqual({ admitted: true });
    expect((await limit.admit('k')).admitted).toBe(false);
    await limit.reset('k');
    expect(await limit.admit('k')).toEqual({ admitted: true });
  });
});
