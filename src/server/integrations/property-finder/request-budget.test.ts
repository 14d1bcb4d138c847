import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './answers.ts';
import { RequestBudget } from './request-budget.ts';

describe('RequestBudget', () => {
  it('lets `limit` requests through at once and holds the next until the first leaves the window', async () => {
    const budget = new RequestBudget(3, 200);
    const started = Date.now();
    await Promise.all([budget.take(), budget.take(), budget.take()]);
    expect(Date.now() - started).toBeLessThan(100);
    await budget.take();
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');

  it('reads seconds and HTTP dates, and caps a long wait at five minutes', () => {
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('Fri, 27 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('86400', now)).toBe(300_000);
    expect(parseRetryAfter('Fri, 27 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
