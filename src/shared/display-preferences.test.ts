import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  defaultAreaUnit,
  isDefaultPreferences,
  preferencesFromCookieHeader,
  preferencesFromCookies,
} from './display-preferences.ts';
import { rateFromAed } from './exchange-rates/currencies.ts';

describe('display preferences', () => {
  it('reads the currency and area cookies from a Cookie header or document.cookie', () => {
    expect(preferencesFromCookieHeader('ssr_session=abc; currency=USD; area=sqm')).toEqual({
      currency: 'USD',
      area: 'sqm',
    });
    expect(preferencesFromCookieHeader('currency=RUB')).toEqual({ currency: 'RUB', area: null });
    expect(preferencesFromCookieHeader(null)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });

  it('takes the first of two cookies of one name, as the server does', () => {
    expect(preferencesFromCookieHeader('currency=EUR; currency=USD').currency).toBe('EUR');
  });

  it('ignores values it does not know, so a forged cookie renders the default page', () => {
    expect(preferencesFromCookies({ currency: 'JPY', area: 'acres' })).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    expect(preferencesFromCookieHeader('currency=usd; area=<script>')).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });

  it('counts only dirhams with no unit chosen as the shared default', () => {
    expect(isDefaultPreferences({ currency: 'AED', area: null })).toBe(true);
    expect(isDefaultPreferences({ currency: 'USD', area: null })).toBe(false);
    expect(isDefaultPreferences({ currency: 'AED', area: 'sqft' })).toBe(false);
  });

  it('measures in square metres by default for Russian and Chinese pages only', () => {
    expect(defaultAreaUnit('en-GB')).toBe('sqft');
    expect(defaultAreaUnit('ar-AE-u-nu-latn')).toBe('sqft');
    expect(defaultAreaUnit('ru-RU')).toBe('sqm');
    expect(defaultAreaUnit('zh-CN')).toBe('sqm');
    expect(defaultAreaUnit('zh')).toBe('sqm');
  });

  it('takes a stored rate only when it is usable', () => {
    const rates = { base: 'AED' as const, rates: { USD: 0.2723, RUB: 0 }, changes: {}, fetchedAt: null };
    expect(rateFromAed(rates, 'AED')).toBe(1);
    expect(rateFromAed(rates, 'USD')).toBe(0.2723);
    expect(rateFromAed(rates, 'RUB')).toBeNull();
    expect(rateFromAed(rates, 'INR')).toBeNull();
    expect(rateFromAed(undefined, 'USD')).toBeNull();
  });
});
