import { describe, expect, it } from 'vitest';
import { currencyLabel } from './format-money.ts';
import {
  AREA_ON_REQUEST,
  areaUnitLabel,
  convertArea,
  convertPricePerArea,
  formatArea,
  formatAreaRange,
  formatPricePerArea,
  SQUARE_METRES_PER_SQUARE_FOOT,
} from './format-area.ts';

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
