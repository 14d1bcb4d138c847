import { BLOG_CATEGORIES, BLOG_POSTS, type BlogCategory, type BlogPost } from '../../shared/content/blog.ts';

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

export function categoryBySlug(slug: string): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === slug);
}

export function postBySlug(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

export function postsInCategory(category: BlogCategory): BlogPost[] {
  return BLOG_POSTS.filter((post) => post.category === category);
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

/** Industry links in the blog sidebar. */
export const BLOG_INDUSTRY_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Dubai Land Department', href: 'https://dubailand.gov.ae/en/' },
  {
    label: 'Real Estate Regulatory Agency (RERA)',
    href: 'https://dubailand.gov.ae/en/about-dubai-land-department/rera/',
  },
  { label: 'Six Senses Residences', href: 'https://www.sixsenses.com/en/residences' },
  { label: 'Dubai Statistics Center', href: 'https://www.dsc.gov.ae/en-us' },
];
