import { requestLocale } from './locales.ts';
import { describe, expect, it } from 'vitest';

describe('the language a request names', () => {
  it.each([
    ['ar', 'ar'],
    ['ru', 'ru'],
    ['zh', 'zh'],
    ['en', 'en'],
    ['ar-AE', 'ar'],
    ['zh-Hans-CN', 'zh'],
    ['ru_RU', 'ru'],
    [' RU ', 'ru'],
    ['ru, en;q=0.8', 'ru'],
  ])('reads %j as %s', (header, locale) => {
    expect(requestLocale(header)).toBe(locale);
  });

  it.each([[undefined], [''], ['fr'], ['arabic'], ['<script>'], [['ar', 'ru']], [42]])(
    'reads %j, which names none of the site languages, as English',
    (header) => {
      expect(requestLocale(header)).toBe('en');
    },
  );
});
