import { BLOG_CATEGORIES, type BlogCategory } from '../../shared/articles/blog.ts';
import type { ArticleCard } from '../../shared/articles/schemas.ts';
import { m } from '../../shared/paraglide/messages.js';

/** The blog pages' lookups and sidebar, over the published articles the server lists (`articleListQuery`). */

/** The property the blog sidebar features. */
export const BLOG_FEATURED_PROPERTY_ID = 135;

/** 'Market News' → 'market-news' (lower-cased, hyphens): the category links' slug. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const CATEGORY_LABELS: Record<BlogCategory, () => string> = {
  'Market News': m.blog_category_market_news,
  'Luxury Living': m.blog_category_luxury_living,
  Investment: m.blog_category_investment,
  Wellness: m.blog_category_wellness,
  'Market Trends': m.blog_category_market_trends,
  Sustainability: m.blog_category_sustainability,
};

/** A category's name in the page's language (its slug stays the English one). */
export function categoryLabel(category: BlogCategory): string {
  return CATEGORY_LABELS[category]();
}

export function categoryBySlug(slug: string): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug);
}

export function postsInCategory(posts: readonly ArticleCard[], category: BlogCategory): ArticleCard[] {
  return posts.filter((post) => post.category === category);
}

/** What the category route's loader gives its page and head (undefined: no such category). */
export function loadCategory(slug: string): { category: BlogCategory; label: string } | undefined {
  const category = categoryBySlug(slug);
  return category && { category, label: categoryLabel(category) };
}

/** Each category with its number of published posts, in the categories' order. */
export function categoryCounts(
  posts: readonly ArticleCard[],
): { category: BlogCategory; slug: string; count: number }[] {
  return BLOG_CATEGORIES.map((category) => ({
    category,
    slug: categorySlug(category),
    count: postsInCategory(posts, category).length,
  }));
}

/** Up to `limit` other posts than `post`, same category first. */
export function relatedPosts(
  posts: readonly ArticleCard[],
  post: { slug: string; category: BlogCategory },
  limit = 3,
): ArticleCard[] {
  const others = posts.filter((candidate) => candidate.slug !== post.slug);
  const same = others.filter((candidate) => candidate.category === post.category);
  const rest = others.filter((candidate) => candidate.category !== post.category);
  return [...same, ...rest].slice(0, limit);
}

/** Industry links in the blog sidebar (names in the page's language; the sites are the bodies' own). */
export const BLOG_INDUSTRY_LINKS: readonly { label: () => string; href: string }[] = [
  { label: m.blog_link_dld, href: 'https://dubailand.gov.ae/en/' },
  { label: m.blog_link_rera, href: 'https://dubailand.gov.ae/en/about-dubai-land-department/rera/' },
  { label: () => 'Six Senses Residences', href: 'https://www.sixsenses.com/en/residences' },
  { label: m.blog_link_dsc, href: 'https://www.dsc.gov.ae/en-us' },
];
