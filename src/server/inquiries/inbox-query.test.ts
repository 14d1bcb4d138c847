import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, phoneDigits } from './inbox-query.ts';

describe('the inbox cursor', () => {
  it('carries the creation time to the microsecond and the id', () => {
    const key = { createdAt: '2026-11-27 04:33:48.123456+00', id: 42 };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  it.each(['', 'bm90IGEgY3Vyc29y', encodeCursor({ createdAt: "'; drop table inquiries; --", id: 1 })])(
    'refuses %j, naming the cursor',
    (cursor) => expect(() => decodeCursor(cursor)).toThrow(/out of date/),
  );
});

describe('phoneDigits', () => {
  it.each([
    ['050 123 4567', '501234567'],
    ['+971 50 123', '97150123'],
    ['(04) 555-0101', '45550101'],
  ])('reads %j as %j', (search, digits) => expect(phoneDigits(search)).toBe(digits));

  it('leaves a name, an e-mail and a short number alone', () => {
    expect(phoneDigits('Amelia')).toBeNull();
    expect(phoneDigits('lead19@example.com')).toBeNull();
    expect(phoneDigits('012')).toBeNull();
  });
});
