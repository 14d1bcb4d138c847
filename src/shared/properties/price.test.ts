import { describe, expect, it } from 'vitest';
import { PRICE_ON_APPLICATION, PRICE_ON_REQUEST, formatPrice, parsePrice } from './price.ts';

describe('formatPrice', () => {
  it('shows millions with one decimal', () => {
    expect(formatPrice('19750000')).toBe('AED 19.8M');
    expect(formatPrice('1000000')).toBe('AED 1.0M');
    expect(formatPrice(165_000_000)).toBe('AED 165.0M');
    expect(formatPrice('9950000')).toBe('AED 10.0M');
    expect(formatPrice('27500000')).toBe('AED 27.5M');
  });

  it('shows whole dirhams with thousands separators below one million', () => {
    expect(formatPrice('950000')).toBe('AED 950,000');
    expect(formatPrice(999_999)).toBe('AED 999,999');
    expect(formatPrice('1200')).toBe('AED 1,200');
  });

  it('falls back to Price on Request when the price is missing or zero', () => {
    expect(formatPrice('0')).toBe(PRICE_ON_REQUEST);
    expect(formatPrice('')).toBe(PRICE_ON_REQUEST);
    expect(formatPrice(null)).toBe(PRICE_ON_REQUEST);
    expect(formatPrice(undefined)).toBe(PRICE_ON_REQUEST);
    expect(formatPrice(0)).toBe(PRICE_ON_REQUEST);
    expect(formatPrice('on request')).toBe(PRICE_ON_REQUEST);
  });

  it('takes another fallback where the spec words it differently', () => {
    expect(formatPrice('0', PRICE_ON_APPLICATION)).toBe('Price on Application');
  });

  it('reads formatted text', () => {
    expect(formatPrice('AED 45,000,000')).toBe('AED 45.0M');
  });
});

describe('parsePrice', () => {
  it('returns null for unreadable or non-positive prices', () => {
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice(-5)).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
  });

  it('returns the number of dirhams', () => {
    expect(parsePrice('12,700,000')).toBe(12_700_000);
  });
});
