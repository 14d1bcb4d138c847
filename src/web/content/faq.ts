/** A question and its answer. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** The landing page's 15 questions; the figures are the marketing figures of the FAQ, which other pages round differently. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What is Six Senses Residences Palm Jumeirah?',
    answer:
      'A collection of 162 branded residences on the Crescent of Palm Jumeirah, designed around Six Senses’ wellness philosophy and managed by Six Senses, with hotel-style services for owners.',
  },
  {
    question: 'What types of residences are available?',
    answer:
      'Apartments from two bedrooms, penthouses, sky villas, sky palaces and signature villas, from about 1,980 to 26,514 sq ft.',
  },
  {
    question: 'What are the prices?',
    answer:
      'Prices start from AED 9.4 million for a two-bedroom residence and reach AED 72 million and more for the largest penthouses and villas.',
  },
  {
    question: 'When is handover?',
    answer:
      'Handover is expected in Q4 2025. We keep owners and buyers informed of the developer’s construction updates.',
  },
  {
    question: 'Is there a payment plan?',
    answer:
      'Yes: 40% is paid during construction and 60% on handover. We can walk you through the schedule for a specific unit.',
  },
  {
    question: 'Which wellness facilities will residents enjoy?',
    answer:
      'A 60,000 sq ft wellness hub with the Six Senses Spa, fitness studio, yoga and meditation spaces, infinity pools, the Earth Lab and sleep programmes.',
  },
  {
    question: 'Do residences have sea views?',
    answer:
      'Every residence faces the water. Depending on the unit, views take in the Arabian Gulf, the Dubai skyline, Atlantis or the Burj Al Arab.',
  },
  {
    question: 'Is there a private beach?',
    answer:
      'Yes. Residents have access to a private beach on the Crescent, with beach service from the Six Senses team.',
  },
  {
    question: 'Can foreigners buy at Six Senses Residences?',
    answer: 'Yes. Palm Jumeirah is a freehold area, so buyers of any nationality can own a residence outright.',
  },
  {
    question: 'Does buying qualify for a UAE Golden Visa?',
    answer:
      'A property investment of AED 2 million or more can qualify the owner for a 10-year Golden Visa, subject to the authorities’ conditions.',
  },
  {
    question: 'What rental returns can I expect?',
    answer:
      'Branded residences on the Palm typically achieve a gross rental yield of 6 to 8%, depending on the unit, season and furnishing.',
  },
  {
    question: 'Can you manage my residence for me?',
    answer:
      'Yes. Our lettings and property management service looks after tenants, maintenance and reporting for a fee of 8 to 10% of rental income, with 24/7 support.',
  },
  {
    question: 'Are the residences sold furnished?',
    answer:
      'Residences are delivered fully fitted with premium kitchens and finishes; furniture packages are available on request.',
  },
  {
    question: 'How do I arrange a viewing?',
    answer:
      'Send us the contact form, call or message us on WhatsApp. Private viewings are available every day from 09:00 to 19:00.',
  },
  {
    question: 'Why buy through your agency?',
    answer:
      'We are licensed by RERA and specialise in Palm Jumeirah. We know every residence type in the building and many off-market opportunities.',
  },
];

/** schema.org FAQPage for the questions, for search engines. */
export function faqJsonLd(items: readonly FaqItem[] = FAQ_ITEMS) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
