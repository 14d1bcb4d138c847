import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS, faqJsonLd } from './faq.ts';

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
});
