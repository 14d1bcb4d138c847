/**
 * The blog's fixed vocabulary: its categories (their names in each language are messages, their
 * slugs the English ones). The posts themselves are rows staff write in the console
 * (src/server/articles); the demo's seven are seeded from src/server/db/seeders/data/articles/.
 */

export const BLOG_CATEGORIES = [
  'Market News',
  'Luxury Living',
  'Investment',
  'Wellness',
  'Market Trends',
  'Sustainability',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
