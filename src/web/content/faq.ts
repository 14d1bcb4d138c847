import { m } from '../../shared/paraglide/messages.js';
import type { AreaFormat } from '../lib/format-area.ts';
import { homesAreaRange, wellnessHubArea } from './development-areas.ts';

/**
 * A question and its answer, each a message (keys `faq_q<n>`, `faq_a<n>`) read in the page's language.
 * Answers that quote an area write it in the unit `format` names.
 */
export interface FaqItem {
  id: number;
  question: () => string;
  answer: (format: AreaFormat) => string;
}

/** The landing page's 15 questions; the figures are the marketing figures of the FAQ, which other pages round differently. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  { id: 1, question: m.faq_q1, answer: () => m.faq_a1() },
  { id: 2, question: m.faq_q2, answer: (format) => m.faq_a2(homesAreaRange(format)) },
  { id: 3, question: m.faq_q3, answer: () => m.faq_a3() },
  { id: 4, question: m.faq_q4, answer: () => m.faq_a4() },
  { id: 5, question: m.faq_q5, answer: () => m.faq_a5() },
  { id: 6, question: m.faq_q6, answer: (format) => m.faq_a6(wellnessHubArea(format)) },
  { id: 7, question: m.faq_q7, answer: () => m.faq_a7() },
  { id: 8, question: m.faq_q8, answer: () => m.faq_a8() },
  { id: 9, question: m.faq_q9, answer: () => m.faq_a9() },
  { id: 10, question: m.faq_q10, answer: () => m.faq_a10() },
  { id: 11, question: m.faq_q11, answer: () => m.faq_a11() },
  { id: 12, question: m.faq_q12, answer: () => m.faq_a12() },
  { id: 13, question: m.faq_q13, answer: () => m.faq_a13() },
  { id: 14, question: m.faq_q14, answer: () => m.faq_a14() },
  { id: 15, question: m.faq_q15, answer: () => m.faq_a15() },
];

/**
 * schema.org FAQPage for the questions, for search engines: the same for every visitor, so areas are in
 * the page language's usual unit (`languageAreaFormat()`), whatever unit the visitor chose.
 */
export function faqJsonLd(format: AreaFormat, items: readonly FaqItem[] = FAQ_ITEMS) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question(),
      acceptedAnswer: { '@type': 'Answer', text: item.answer(format) },
    })),
  };
}
