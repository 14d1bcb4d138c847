import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/i18n/locales.ts';
import { overwriteServerAsyncLocalStorage } from '../../shared/paraglide/runtime.js';
import { travelMinutes, travelMinutesText } from './location.ts';

/** The page language during a server render, as entry-server.tsx holds it. */
const pageLocale = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(pageLocale);
afterAll(() => overwriteServerAsyncLocalStorage(undefined));

const inLocale = <T>(locale: Locale, read: () => T): T => pageLocale.run({ locale }, read);

describe('travelMinutes', () => {
  it("keeps English's short 'min'", () => {
    expect(inLocale('en', () => travelMinutes(35))).toEqual({ figure: '35', unit: 'min' });
    expect(inLocale('en', () => travelMinutesText(6))).toBe('6 min');
  });

  it('gives Arabic and Russian the plural each figure takes', () => {
    expect(inLocale('ar', () => [5, 25].map((minutes) => travelMinutes(minutes).unit))).toEqual(['دقائق', 'دقيقة']);
    expect(inLocale('ru', () => [4, 5, 21].map((minutes) => travelMinutes(minutes).unit))).toEqual([
      'минуты',
      'минут',
      'минута',
    ]);
  });

  it('writes Chinese without a space and Arabic with Western digits', () => {
    expect(inLocale('zh', () => travelMinutesText(7))).toBe('7分钟');
    expect(inLocale('ar', () => travelMinutesText(35))).toBe('35 دقيقة');
  });
});
