import type { Locale } from '../../shared/i18n/locales.ts';
import {
  articleBody,
  BLOG_CATEGORIES,
  postText,
  type BlogCategory,
  type BlogPost,
} from '../../shared/articles/blog.ts';
import { BLOG_POSTS } from '../../shared/articles/blog-posts.ts';
import { m } from '../../shared/paraglide/messages.js';

/** The blog pages' lookups and sidebar; the posts themselves are shared with the server's sitemap.xml. */

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

export function postBySlug(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

export function postsInCategory(category: BlogCategory): BlogPost[] {
  return BLOG_POSTS.filter((post) => post.category === category);
}

/**
 * What the article route's loader gives its page and head (undefined: no such post). The routes load
 * this module with `import()`, so the posts are not in every page's first script. Loader-only names:
 * TanStack's code splitter keeps a route file's static import of any name its loader also spells,
 * even as a property (`blog.postBySlug`), and that import would pull the posts back in.
 */
export async function loadPost(slug: string, locale: Locale) {
  const post = postBySlug(slug);
  if (!post) return undefined;
  const { title, excerpt } = postText(post, locale);
  return {
    slug: post.slug,
    head: { title, excerpt, imageUrl: post.imageUrl },
    article: await articleBody(post, locale),
  };
}

/** What the category route's loader gives its page and head (undefined: no such category); see `loadPost`. */
export function loadCategory(slug: string): { category: BlogCategory; label: string } | undefined {
  const category = categoryBySlug(slug);
  return category && { category, label: categoryLabel(category) };
}

/** Each category with its number of posts, in the categories' order. */
export function categoryCounts(): { category: BlogCategory; slug: string; count: number }[] {
  return BLOG_CATEGORIES.map((category) => ({
    category,
    slug: categorySlug(category),
    count: postsInCategory(category).length,
  }));
}

/** Up to `limit` other posts, same category first. */
export function relatedPosts(post: BlogPost, limit = 3): BlogPost[] {
  const others = BLOG_POSTS.filter((candidate) => candidate.slug !== post.slug);
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
