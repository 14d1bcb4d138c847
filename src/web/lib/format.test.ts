import { describe, expect, it } from 'vitest';
import { inLocale } from '../../shared/i18n/test-locale.ts';
import { m } from '../../shared/paraglide/messages.js';
import {
  formatCount,
  formatDecimal,
  formatFigure,
  formatFileSize,
  formatNumber,
  formatPercentChange,
  parseAmount,
} from './format.ts';
import { formatPrice, PRICE_ON_REQUEST } from './format-money.ts';
import { AREA_ON_REQUEST, areaUnitLabel, formatArea, formatPricePerArea } from './format-area.ts';

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

describe('formatFileSize', () => {
  it('shows file sizes in decimal units, one decimal below ten', () => {
    expect(formatFileSize(512)).toBe('512 byte');
    expect(formatFileSize(20_293)).toBe('20 kB');
    expect(formatFileSize(14_234_000)).toBe('14 MB');
    expect(formatFileSize(1_340_000_000)).toBe('1.3 GB');
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
