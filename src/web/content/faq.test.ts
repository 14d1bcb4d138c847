import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/i18n/locales.ts';
import { overwriteServerAsyncLocalStorage } from '../../shared/paraglide/runtime.js';
import { FAQ_ITEMS, faqJsonLd } from './faq.ts';

/** The page language during a server render, as entry-server.tsx holds it. */
const pageLocale = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(pageLocale);
afterAll(() => overwriteServerAsyncLocalStorage(undefined));

describe('FAQ_ITEMS', () => {
  it('has 15 distinct questions, each answered', () => {
    expect(FAQ_ITEMS).toHaveLength(15);
    expect(new Set(FAQ_ITEMS.map((item) => item.question())).size).toBe(15);
    for (const item of FAQ_ITEMS) expect(item.answer().length).toBeGreaterThan(20);
  });

  it('becomes FAQPage structured data', () => {
    const data = faqJsonLd();
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(15);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'What is Six Senses Residences Palm Jumeirah?',
      acceptedAnswer: { '@type': 'Answer', text: FAQ_ITEMS[0]?.answer() },
    });
  });

  it("is read in the page's language, structured data included", () => {
    const data = pageLocale.run({ locale: 'ar' }, () => faqJsonLd());
    expect(data.mainEntity[0]?.name).toBe('ما هي Six Senses Residences نخلة جميرا؟');
    expect(data.mainEntity[2]?.acceptedAnswer.text).toContain('9.4 مليون درهم');
  });
});
