/** The static news article on two sales in May 2025; the sitemaps list it too. */

export const NEWS_ARTICLE_SLUG = 'two-sales-may-2025';
export const NEWS_ARTICLE_PATH = `/news/${NEWS_ARTICLE_SLUG}`;

export interface NewsSale {
  home: string;
  priceAed: number;
  areaSqFt: number;
  pricePerSqFtAed: number;
}

export const NEWS_SALES: readonly NewsSale[] = [
  { home: 'Four-bedroom residence', priceAed: 45_000_000, areaSqFt: 6_455, pricePerSqFtAed: 6_975 },
  { home: 'Two-bedroom residence', priceAed: 27_500_000, areaSqFt: 3_400, pricePerSqFtAed: 8_088 },
];

export const NEWS_ARTICLE = {
  title: 'Two Apartment Sales at Six Senses Residences Set the Tone for 2025',
  date: '2025-05-28',
  author: 'James Whitmore',
  imageUrl: '/media/hero.webp',
  imageAlt: 'Six Senses Residences on the Crescent of Palm Jumeirah at sunset',
  excerpt:
    'A four-bedroom home sold for AED 45 million and a two-bedroom for AED 27.5 million in May 2025, ahead of handover expected at the end of 2025.',
  handover: 'Handover of the residences is expected at the end of 2025.',
  paragraphs: [
    'Two resales at Six Senses Residences on Palm Jumeirah in May 2025 show how firmly prime buyers are committing to branded homes on the Crescent, months before the building is complete.',
    'The larger of the two, a four-bedroom residence of 6,455 square feet, sold for AED 45 million, or AED 6,975 per square foot. The second, a two-bedroom residence of 3,400 square feet, sold for AED 27.5 million: AED 8,088 per square foot, a premium that reflects how scarce smaller sea-view homes have become in the building.',
    'Both buyers purchased as end users. Smaller residences attract the highest price per square foot because they give access to the same private beach, wellness hub and Six Senses service as the villas and penthouses at a lower entry price.',
    'Handover of the residences is expected at the end of 2025. Owners planning to sell or let should expect rising interest as completion approaches; the agency prepares free valuations within 24 hours.',
  ],
} as const;
