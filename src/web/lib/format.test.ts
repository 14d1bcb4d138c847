import { describe, expect, it } from 'vitest';
import {
  formatAed,
  formatAedInWords,
  formatArea,
  formatCount,
  formatDate,
  formatDateTime,
  formatFigure,
  formatNumber,
  formatPercentChange,
  formatDecimal,
  formatDuration,
  formatYear,
  parseAmount,
  PRICE_ON_APPLICATION,
  PRICE_ON_REQUEST,
} from './format.ts';

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

  it('groups digits the way the given locale does', () => {
    expect(formatAed(950_000, { locale: 'de-DE' })).toBe('AED 950.000');
    expect(formatAed(19_750_000, { locale: 'de-DE' })).toBe('AED 19,8M');
  });
});

describe('parseAmount', () => {
  it('returns null for unreadable or non-positive amounts', () => {
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount(-5)).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
  });

  it('returns the number in the text', () => {
    expect(parseAmount('12,700,000')).toBe(12_700_000);
    expect(parseAmount('9,140 sq ft')).toBe(9_140);
  });
});

describe('formatArea', () => {
  it('shows square feet with grouped thousands', () => {
    expect(formatArea('9140')).toBe('9,140 sq ft');
    expect(formatArea(1_980.5)).toBe('1,980.5 sq ft');
  });

  it('falls back when the area is missing', () => {
    expect(formatArea('')).toBe('Area on request');
    expect(formatArea('0', { fallback: '—' })).toBe('—');
  });
});

describe('formatNumber, formatFigure and formatCount', () => {
  it('groups thousands and keeps at most one decimal', () => {
    expect(formatNumber(2_260)).toBe('2,260');
    expect(formatNumber(5.55)).toBe('5.6');
  });

  it('shows numbers as figures, other text as it is, and a fallback for nothing', () => {
    expect(formatFigure(4)).toBe('4');
    expect(formatFigure('5.5')).toBe('5.5');
    expect(formatFigure(2_260)).toBe('2,260');
    expect(formatFigure('Studio')).toBe('Studio');
    expect(formatFigure(null)).toBe('–');
    expect(formatFigure('', { fallback: 'N/A' })).toBe('N/A');
  });

  it('puts the noun in the plural unless the count is one', () => {
    expect(formatCount(4, 'Bedroom')).toBe('4 Bedrooms');
    expect(formatCount('1', 'Bathroom')).toBe('1 Bathroom');
    expect(formatCount('5.5', 'Bathroom')).toBe('5.5 Bathrooms');
  });
});

describe('formatDecimal and formatPercentChange', () => {
  it('shows rates and ratings with a fixed number of decimals', () => {
    expect(formatDecimal(4, 1)).toBe('4.0');
    expect(formatDecimal(1 / 0.2723, 4)).toBe('3.6724');
    expect(formatDecimal(1, 0)).toBe('1');
  });

  it('signs every change, zero included', () => {
    expect(formatPercentChange(0.531)).toBe('+0.53%');
    expect(formatPercentChange(-1.2)).toBe('-1.20%');
    expect(formatPercentChange(0)).toBe('+0.00%');
  });
});

describe('dates', () => {
  it('shows an ISO day as day, month name and year, whatever the time zone', () => {
    expect(formatDate('2025-06-10')).toBe('10 June 2025');
    expect(formatDate('2025-01-01')).toBe('1 January 2025');
  });

  it('shows timestamps and the year on the Dubai clock', () => {
    // 21:30 UTC is already the next day in Dubai (UTC+4).
    expect(formatDateTime('2026-11-21T21:30:00Z')).toBe('22 Nov 2026, 01:30');
    expect(formatYear(new Date('2025-12-31T21:00:00Z'))).toBe('2026');
  });
});

describe('formatDuration', () => {
  it('shows a response time in its largest two units', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(42)).toBe('42 secs');
    expect(formatDuration(12 * 60 + 10)).toBe('12 mins');
    expect(formatDuration(3 * 3600)).toBe('3 hrs');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 hrs 5 mins');
    expect(formatDuration(3600 + 60)).toBe('1 hr 1 min');
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59)).toBe('2 days 4 hrs');
    expect(formatDuration(86_400)).toBe('1 day');
  });
});
