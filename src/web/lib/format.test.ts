import { describe, expect, it } from 'vitest';
import { inLocale } from '../../shared/i18n/test-locale.ts';
import { m } from '../../shared/paraglide/messages.js';
import {
  APPROXIMATELY,
  AREA_ON_REQUEST,
  areaUnitLabel,
  convertArea,
  convertPricePerArea,
  currencyLabel,
  formatAed,
  formatAedInWords,
  formatArea,
  formatAreaRange,
  formatMoney,
  formatPrice,
  formatPricePerArea,
  isConverted,
  priceDisplay,
  SQUARE_METRES_PER_SQUARE_FOOT,
  formatCount,
  formatDate,
  formatDateTime,
  formatFileSize,
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

  it("writes the amount the way the given locale does, with Intl's compact words beyond English", () => {
    expect(formatAed(950_000, { locale: 'de-DE' })).toBe('950.000\u00a0AED');
    expect(formatAed(19_750_000, { locale: 'de-DE' })).toBe('19,8\u00a0Mio.\u00a0AED');
    expect(formatAed(19_750_000, { locale: 'en-US' })).toBe('AED 19.8M');
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
    expect(formatCount(4, m.property_bedrooms_count)).toBe('4 Bedrooms');
    expect(formatCount('1', m.property_bathrooms_count)).toBe('1 Bathroom');
    expect(formatCount('5.5', m.property_bathrooms_count)).toBe('5.5 Bathrooms');
    expect(formatCount(null, m.property_bedrooms_count)).toBe('– Bedrooms');
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
    expect(formatYear(new Date('2025-12-31T19:59:59Z'))).toBe('2025');
    expect(formatYear(new Date('2025-12-31T20:00:00Z'))).toBe('2026');
  });

  it('shows file sizes in decimal units, one decimal below ten', () => {
    expect(formatFileSize(512)).toBe('512 byte');
    expect(formatFileSize(20_293)).toBe('20 kB');
    expect(formatFileSize(14_234_000)).toBe('14 MB');
    expect(formatFileSize(1_340_000_000)).toBe('1.3 GB');
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

describe('formatArea in a unit', () => {
  it('converts square feet to whole square metres', () => {
    expect(SQUARE_METRES_PER_SQUARE_FOOT).toBe(0.09290304);
    // 9,140 × 0.09290304 = 849.13
    expect(formatArea('9140', { unit: 'sqm' })).toBe('849 m²');
    expect(formatArea('9140', { unit: 'sqft' })).toBe('9,140 sq ft');
    expect(formatArea(26_514, { unit: 'sqm' })).toBe('2,463 m²');
    expect(convertArea(1980, 'sqm')).toBe(184);
    expect(convertArea(1980, 'sqft')).toBe(1980);
    expect(formatArea(null, { unit: 'sqm' })).toBe(AREA_ON_REQUEST);
    expect(areaUnitLabel('sqm')).toBe('m²');
    expect(areaUnitLabel('sqft')).toBe('sq ft');
  });

  it("groups the figure the page language's way", () => {
    expect(formatArea('19800', { unit: 'sqft', locale: 'ru-RU' })).toBe('19\u00a0800 sq ft');
    expect(formatArea('9140', { unit: 'sqm', locale: 'ar-AE-u-nu-latn' })).toBe('849 m²');
    expect(formatArea('19800', { unit: 'sqm', locale: 'zh-CN' })).toBe('1,839 m²');
  });
});

describe('formatAreaRange', () => {
  it('writes both ends in the unit, and the unit once, after the second', () => {
    expect(formatAreaRange(1_980, 26_514, { locale: 'en-GB', unit: 'sqft' })).toEqual({
      from: '1,980',
      to: '26,514 sq ft',
    });
    expect(formatAreaRange(1_980, 26_514, { locale: 'en-GB', unit: 'sqm' })).toEqual({ from: '184', to: '2,463 m²' });
    expect(formatAreaRange(1_980, 26_514, { locale: 'ru-RU', unit: 'sqft' })).toEqual({
      from: '1\u00a0980',
      to: '26\u00a0514 sq ft',
    });
  });
});

describe('convertPricePerArea and currencyLabel', () => {
  it('give a bare figure in the currency and unit, and the currency marked when converted', () => {
    expect(convertPricePerArea(6975, { currency: 'AED', rate: 1, unit: 'sqft' })).toBe(6975);
    // 6,975 ÷ 0.09290304 = 75,078.3 AED/m², × 0.2723 = 20,443.8 USD/m²
    expect(convertPricePerArea(6975, { currency: 'USD', rate: 0.2723, unit: 'sqm' })).toBeCloseTo(20_443.8, 1);
    expect(convertPricePerArea(6975, { currency: 'AED', rate: 1, unit: 'sqm' })).toBeCloseTo(75_078.3, 1);
    expect(currencyLabel({ currency: 'AED', rate: 1 })).toBe('AED');
    expect(currencyLabel({ currency: 'GBP', rate: 0.2151 })).toBe('≈ GBP');
  });
});

describe('formatPricePerArea', () => {
  it('converts both the money and the unit', () => {
    expect(formatPricePerArea(6975, { currency: 'AED', rate: 1, unit: 'sqft' })).toBe('AED 6,975 / sq ft');
    // 6,975 AED/sq ft ÷ 0.09290304 = 75,078 AED/m², × 0.2723 = 20,444 USD/m²
    expect(formatPricePerArea(6975, { currency: 'USD', rate: 0.2723, unit: 'sqm' })).toBe('≈ USD 20,444 / m²');
    expect(formatPricePerArea(null, { currency: 'USD', rate: 0.2723, unit: 'sqm' })).toBe('N/A');
  });

  it('leaves the unit out when a label beside the figure names it', () => {
    expect(formatPricePerArea(6975, { currency: 'USD', rate: 0.2723, unit: 'sqm' }, { withUnit: false })).toBe(
      '≈ USD 20,444',
    );
  });
});

describe("the words of missing figures, units and counts in the page's language", () => {
  const usd = { currency: 'USD' as const, rate: 0.2723 };
  it('are English outside a page, as tests and the API read them', () => {
    expect(formatPrice(null, usd)).toBe(PRICE_ON_REQUEST);
    expect(formatArea(null)).toBe(AREA_ON_REQUEST);
  });

  it('follow the page in Russian, Arabic and Chinese', () => {
    expect(inLocale('ru', () => formatPrice(null, usd))).toBe('Цена по запросу');
    expect(inLocale('ru', () => formatArea('19800', { locale: 'ru-RU' }))).toBe('19\u00a0800 кв. фт');
    expect(inLocale('ar', () => formatArea(null))).toBe('المساحة عند الطلب');
    expect(inLocale('zh', () => formatPricePerArea(null, { ...usd, unit: 'sqm' }))).toBe('暂无');
    expect(inLocale('zh', () => areaUnitLabel('sqm'))).toBe('平方米');
  });

  it('count in each language’s plural forms', () => {
    const bedrooms = (locale: 'ru' | 'ar', count: number) =>
      inLocale(locale, () => formatCount(count, m.property_bedrooms_count));
    expect([1, 2, 5, 21].map((count) => bedrooms('ru', count))).toEqual([
      '1 спальня',
      '2 спальни',
      '5 спален',
      '21 спальня',
    ]);
    expect([1, 2, 3, 11].map((count) => bedrooms('ar', count))).toEqual([
      'غرفة نوم واحدة',
      'غرفتا نوم',
      '3 غرف نوم',
      '11 غرفة نوم',
    ]);
  });
});
