import { describe, expect, it } from 'vitest';
import { personalDataLookupSchema, phoneDigits } from './schemas.ts';

const lookup = (contact: string) => personalDataLookupSchema.safeParse({ contact });

describe('personalDataLookupSchema', () => {
  it('takes text with an @ as an e-mail address, trimmed and lower-cased', () => {
    expect(lookup('  Amelia.Hart@Example.COM ').data?.contact).toEqual({
      kind: 'email',
      value: 'amelia.hart@example.com',
    });
  });

  it.each(['+971 50 123 4567', '00971501234567', '(971) 50-123-4567', '971.50.123.4567'])(
    'takes %s as the telephone digits 971501234567',
    (value) => {
      expect(lookup(value).data?.contact).toEqual({ kind: 'phone', value: '971501234567' });
    },
  );

  it.each(['', '   ', 'amelia@', '@example.com', '12 34', '1234567890123456', 'call me on 0501234567'])(
    'refuses %j with a message on the field',
    (value) => {
      const result = lookup(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['contact']);
    },
  );
});

describe('phoneDigits', () => {
  it('keeps the digits and reads a leading 00 as the international +', () => {
    expect(phoneDigits('+44 (20) 7946-0958')).toBe('442079460958');
    expect(phoneDigits('0044 20 7946 0958')).toBe('442079460958');
    expect(phoneDigits('050 123 4567')).toBe('0501234567');
  });
});
