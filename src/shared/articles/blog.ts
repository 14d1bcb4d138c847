import type { Locale } from '../i18n/locales.ts';

/**
 * The built-in blog: 7 posts, 4 of them with full content. The server lists them in sitemap.xml.
 * Every post carries its Arabic, Russian and Chinese title, excerpt and image text (`translations`),
 * and the four full articles their bodies too (HTML in `blog-articles/<locale>.ts`, one module per
 * language, which only an article page loads, so no page's initial JavaScript carries them), written
 * for each readership rather than word for word. A post without a language's text is shown in
 * English there, with a note in the page's language. `postText` and `articleBody` pick what a page shows.
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

/** The languages other than English, each of which a full article is translated into. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

export interface BlogAuthor {
  name: string;
  role: string;
  bio: string;
  photo: string;
  /** Role and biography in each other language (the name stays in Latin letters). */
  translations: Record<TranslatedLocale, { role: string; bio: string }>;
}

/** A full article's title, excerpt and image text in one language (its body is in `blog-articles/`). */
export interface BlogPostText {
  title: string;
  excerpt: string;
  imageAlt: string;
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date; shown as '12 March 2025'. */
  date: string;
  author: BlogAuthor;
  imageUrl: string;
  imageAlt: string;
  category: BlogCategory;
  /** Whether the full article exists (its HTML is in `blog-articles/`); the others show the excerpt and a note. */
  hasArticle: boolean;
  /** Its title, excerpt and image text in each other language: every demo post has all three. */
  translations?: Record<TranslatedLocale, BlogPostText>;
}

/** The words a page in `locale` shows for a post, and the language they are in (`en` when not translated). */
export interface LocalizedPost extends BlogPostText {
  lang: Locale;
}

export function postText(post: BlogPost, locale: Locale): LocalizedPost {
  const translation = locale === 'en' ? undefined : post.translations?.[locale];
  if (translation) return { lang: locale, ...translation };
  return { lang: 'en', title: post.title, excerpt: post.excerpt, imageAlt: post.imageAlt };
}

/** Each language's article bodies, a module of its own, loaded when asked for. */
const ARTICLE_MODULES: Record<Locale, () => Promise<{ ARTICLE_BODIES: Readonly<Record<string, string>> }>> = {
  en: () => import('./blog-articles/en.ts'),
  ar: () => import('./blog-articles/ar.ts'),
  ru: () => import('./blog-articles/ru.ts'),
  zh: () => import('./blog-articles/zh.ts'),
};

/**
 * A full article's HTML body for a page in `locale` and the language it is in (English when the
 * post is not translated); null for a post without a full article.
 */
export async function articleBody(post: BlogPost, locale: Locale): Promise<{ lang: Locale; html: string } | null> {
  if (!post.hasArticle) return null;
  const lang = postText(post, locale).lang;
  const html = (await ARTICLE_MODULES[lang]()).ARTICLE_BODIES[post.slug];
  return html === undefined ? null : { lang, html };
}

/** The author's role and biography in `locale`. */
export function authorText(author: BlogAuthor, locale: Locale): { role: string; bio: string } {
  return locale === 'en' ? { role: author.role, bio: author.bio } : author.translations[locale];
}
