import { describe, expect, it } from 'vitest';
import {
  APPROXIMATELY,
  formatAed,
  formatAedInWords,
  formatMoney,
  formatPrice,
  isConverted,
  PRICE_ON_APPLICATION,
  PRICE_ON_REQUEST,
  priceDisplay,
} from './format-money.ts';

describe('formatAedInWords', () => {
  it('writes headline prices in words, as editorial copy does', () => {
    expect(formatAedInWords(45_000_000)).toBe('AED 45 million');
    expect(formatAedInWords(27_500_000)).toBe('AED 27.5 million');
  });
});

describe('formatAed', () => {
  it('shows millions with one decimal', () => {
    expect(formatAed('19750000')).toBe('AED 19.8M');
    expect(formatAed('1000000')).toBe('AED 1.0M');
    expect(formatAed(165_000_000)).toBe('AED 165.0M');
    expect(formatAed('9950000')).toBe('AED 10.0M');
    expect(formatAed('27500000')).toBe('AED 27.5M');
    expect(formatAed(45_000_000)).toBe('AED 45.0M');
  });

  it('shows whole dirhams with thousands separators below one million', () => {
    expect(formatAed('950000')).toBe('AED 950,000');
    expect(formatAed(999_999)).toBe('AED 999,999');
    expect(formatAed('1200')).toBe('AED 1,200');
    expect(formatAed(6_975.4)).toBe('AED 6,975');
  });

  it('falls back to Price on Request when the price is missing or zero', () => {
    expect(formatAed('0')).toBe(PRICE_ON_REQUEST);
    expect(formatAed('')).toBe(PRICE_ON_REQUEST);
    expect(formatAed(null)).toBe(PRICE_ON_REQUEST);
    expect(formatAed(undefined)).toBe(PRICE_ON_REQUEST);
    expect(formatAed(0)).toBe(PRICE_ON_REQUEST);
    expect(formatAed('on request')).toBe(PRICE_ON_REQUEST);
  });

  it('takes another fallback where a screen words it differently', () => {
    expect(formatAed('0', { fallback: PRICE_ON_APPLICATION })).toBe('Price on Application');
    expect(formatAed(null, { fallback: 'N/A' })).toBe('N/A');
  });

  it('reads formatted text', () => {
    expect(formatAed('AED 45,000,000')).toBe('AED 45.0M');
  });

  it("writes the amount the way the given locale does, with Intl's compact words beyond English", () => {
    expect(formatAed(950_000, { locale: 'de-DE' })).toBe('950.000\u00a0AED');
    expect(formatAed(19_750_000, { locale: 'de-DE' })).toBe('19,8\u00a0Mio.\u00a0AED');
    expect(formatAed(19_750_000, { locale: 'en-US' })).toBe('AED 19.8M');
  });
});

describe('formatPrice', () => {
  const usd = { currency: 'USD', rate: 0.2723 } as const;

  it('keeps dirham prices as the figure of record', () => {
    expect(formatPrice('72000000', { currency: 'AED', rate: 1 })).toBe('AED 72.0M');
    expect(formatPrice(950_000, { currency: 'AED', rate: 1 })).toBe('AED 950,000');
  });

  it('converts with the stored rate and marks the figure as approximate', () => {
    expect(APPROXIMATELY).toBe('≈');
    // 72,000,000 × 0.2723 = 19,605,600
    expect(formatPrice('72000000', usd)).toBe('≈ USD 19.6M');
    expect(formatPrice(950_000, usd)).toBe('≈ USD 258,685');
    expect(formatPrice(9_400_000, { currency: 'RUB', rate: 25.05 })).toBe('≈ RUB 235.5M');
    expect(formatPrice(19_750_000, { currency: 'INR', rate: 22.87 })).toBe('≈ INR 451.7M');
    expect(formatPrice(19_750_000, { currency: 'CNY', rate: 1.974 })).toBe('≈ CNY 39.0M');
    expect(formatPrice(19_750_000, { currency: 'GBP', rate: 0.2151 })).toBe('≈ GBP 4.2M');
    expect(formatPrice(19_750_000, { currency: 'EUR', rate: 0.2517 })).toBe('≈ EUR 5.0M');
  });

  it('stays in dirhams when no rate is stored, rather than show a wrong figure', () => {
    const unrated = priceDisplay('USD', null);
    expect(unrated).toEqual({ currency: 'AED', rate: 1 });
    expect(formatPrice('72000000', unrated)).toBe('AED 72.0M');
    expect(isConverted(unrated)).toBe(false);
    expect(priceDisplay('USD', 0.2723)).toEqual({ currency: 'USD', rate: 0.2723 });
    expect(isConverted(usd)).toBe(true);
    expect(isConverted({ currency: 'AED', rate: 1 })).toBe(false);
  });

  it('keeps the fallback for a missing price', () => {
    expect(formatPrice('0', usd)).toBe(PRICE_ON_REQUEST);
    expect(formatPrice(null, usd, { fallback: PRICE_ON_APPLICATION })).toBe(PRICE_ON_APPLICATION);
  });

  it("writes the amount in the page's language", () => {
    expect(formatPrice('72000000', { ...usd, locale: 'ar-AE-u-nu-latn' })).toBe('≈ \u200f19.6\u00a0مليون\u00a0USD');
    expect(formatPrice('72000000', { ...usd, locale: 'ru-RU' })).toBe('≈ 19,6\u00a0млн\u00a0USD');
    expect(formatPrice('72000000', { ...usd, locale: 'zh-CN' })).toBe('≈ USD\u00a01960万');
    expect(formatPrice('72000000', { currency: 'AED', rate: 1, locale: 'ru-RU' })).toBe('72\u00a0млн\u00a0AED');
  });
});

describe('formatMoney', () => {
  it("uses the agency's style in English and Intl's compact amounts elsewhere", () => {
    expect(formatMoney(9_950_000, 'USD')).toBe('USD 10.0M');
    expect(formatMoney(950_000, 'AED', 'ar-AE-u-nu-latn')).toBe('\u200f950,000\u00a0AED');
    expect(formatMoney(950_000, 'AED', 'ru-RU')).toBe('950\u00a0000\u00a0AED');
    expect(formatMoney(950_000, 'AED', 'zh-CN')).toBe('AED\u00a0950,000');
    expect(formatMoney(72_000_000, 'AED', 'zh-CN')).toBe('AED\u00a07200万');
  });
});
