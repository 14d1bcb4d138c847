import { describe, expect, it } from 'vitest';
import { inLocale } from '../../shared/i18n/test-locale.ts';
import type { AreaFormat } from '../lib/format-area.ts';
import { languageAreaFormat } from '../lib/display-preferences.tsx';
import { FAQ_ITEMS, faqJsonLd } from './faq.ts';

const SQ_FT: AreaFormat = { locale: 'en-GB', unit: 'sqft' };
const wellnessAnswer = (format: AreaFormat) => FAQ_ITEMS.find((item) => item.id === 6)?.answer(format);

describe('FAQ_ITEMS', () => {
  it('has 15 distinct questions, each answered', () => {
    expect(FAQ_ITEMS).toHaveLength(15);
    expect(new Set(FAQ_ITEMS.map((item) => item.question())).size).toBe(15);
    for (const item of FAQ_ITEMS) expect(item.answer(SQ_FT).length).toBeGreaterThan(20);
  });

  it("quotes the homes' and the wellness hub's areas in the unit it is given", () => {
    const homes = FAQ_ITEMS.find((item) => item.id === 2);
    expect(homes?.answer(SQ_FT)).toContain('from about 1,980 to 26,514 sq ft.');
    expect(homes?.answer({ locale: 'en-GB', unit: 'sqm' })).toContain('from about 184 to 2,463 m².');
    expect(wellnessAnswer(SQ_FT)).toMatch(/^A 60,000 sq ft wellness hub with/);
    expect(wellnessAnswer({ locale: 'en-GB', unit: 'sqm' })).toMatch(/^A 5,574 m² wellness hub with/);
    expect(inLocale('ru', () => wellnessAnswer({ locale: 'ru-RU', unit: 'sqm' }))).toMatch(
      /^Велнес-центр площадью 5\u00a0574 м² с/,
    );
    expect(inLocale('zh', () => wellnessAnswer({ locale: 'zh-CN', unit: 'sqft' }))).toMatch(
      /^面积达 60,000 平方英尺的/,
    );
  });

  it('becomes FAQPage structured data', () => {
    const data = faqJsonLd(SQ_FT);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(15);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'What is Six Senses Residences Palm Jumeirah?',
      acceptedAnswer: { '@type': 'Answer', text: FAQ_ITEMS[0]?.answer(SQ_FT) },
    });
  });

  it("is read in the page's language, structured data included, with areas in the language's usual unit", () => {
    const arabic = inLocale('ar', () => faqJsonLd(languageAreaFormat()));
    expect(arabic.mainEntity[0]?.name).toBe('ما هي Six Senses Residences نخلة جميرا؟');
    expect(arabic.mainEntity[2]?.acceptedAnswer.text).toContain('9.4 مليون درهم');
    expect(arabic.mainEntity[5]?.acceptedAnswer.text).toContain('60,000 قدم²');
    const russian = inLocale('ru', () => faqJsonLd(languageAreaFormat()));
    expect(russian.mainEntity[5]?.acceptedAnswer.text).toContain('5\u00a0574 м²');
    expect(faqJsonLd(languageAreaFormat()).mainEntity[5]?.acceptedAnswer.text).toContain('60,000 sq ft');
  });
});
