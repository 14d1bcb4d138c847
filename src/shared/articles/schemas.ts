import { z } from 'zod';
import type { Locale } from '../i18n/locales.ts';
import { translationsSchema, type Translations } from '../i18n/translations.ts';
import { optionalText, plainText, requiredText, urlOrPath } from '../validation.ts';
import { BLOG_AUTHOR_KEYS, type BlogAuthorKey } from './authors.ts';
import { BLOG_CATEGORIES, type BlogCategory } from './blog.ts';

/** What a visitor reads of an article, written per language. */
export const ARTICLE_TRANSLATED_FIELDS = ['title', 'excerpt', 'body', 'imageAlt'] as const;
export type ArticleTranslatedField = (typeof ARTICLE_TRANSLATED_FIELDS)[number];

/** The longest body staff may save (HTML), well above the longest demo article (~6,000 characters). */
export const ARTICLE_BODY_MAX = 100_000;

/** An article's address under /blog/: lower-case words joined by hyphens, as the demo's are. */
export const articleSlugSchema = plainText(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'Use lower-case letters, digits and hyphens only',
});

/** What staff write: the English fields and each other language's. The body is HTML, sanitized as it is saved. */
export const articleInputSchema = z.object({
  slug: articleSlugSchema,
  category: z.enum(BLOG_CATEGORIES, { error: 'Choose a category' }),
  author: z.enum(BLOG_AUTHOR_KEYS, { error: 'Choose an author' }),
  imageUrl: urlOrPath('Please choose a cover image'),
  title: requiredText(3, 'Title must be at least 3 characters', 200),
  excerpt: requiredText(10, 'Excerpt must be at least 10 characters', 600),
  imageAlt: requiredText(3, 'Describe the cover image for visitors who cannot see it', 300),
  body: plainText(ARTICLE_BODY_MAX).default(''),
  translations: translationsSchema({
    title: optionalText(200),
    excerpt: optionalText(600),
    imageAlt: optionalText(300),
    body: optionalText(ARTICLE_BODY_MAX),
  }).optional(),
});
export type ArticleInput = z.output<typeof articleInputSchema>;

/**
 * Where an article stands: a draft no visitor sees, published now, or published from a later moment
 * (an instant with its offset; the console sends Dubai time). A scheduled time must lie ahead.
 */
export const articlePublicationSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('draft') }),
  z.object({ status: z.literal('published') }),
  z.object({
    status: z.literal('scheduled'),
    publishAt: z.iso
      .datetime({ offset: true, error: 'Choose when to publish' })
      .refine((value) => Date.parse(value) > Date.now(), { error: 'Choose a moment in the future' }),
  }),
]);
export type ArticlePublication = z.output<typeof articlePublicationSchema>;

/** A save from the console: the article's texts, and optionally a change of where it stands. */
export const articleSaveSchema = articleInputSchema.extend({ publication: articlePublicationSchema.optional() });

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** What the console shows of an article's standing: a published article whose moment is ahead is scheduled. */
export function articleStatus(published: boolean, publishAt: Date | string | null, now = new Date()): ArticleStatus {
  if (!published || publishAt === null) return 'draft';
  return new Date(publishAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** An article as the console edits it: English fields, every translation, and where it stands. */
export interface ArticleStaffView {
  id: number;
  slug: string;
  category: BlogCategory;
  author: BlogAuthorKey;
  imageUrl: string;
  title: string;
  excerpt: string;
  imageAlt: string;
  body: string;
  translations: Translations<ArticleTranslatedField>;
  status: ArticleStatus;
  /** ISO instant it is (or will be) published; null for a draft never published. */
  publishAt: string | null;
  updatedAt: string;
}

/** A published article in a list, in the page's language (`lang`: the language its words are in). */
export interface ArticleCard {
  slug: string;
  category: BlogCategory;
  author: BlogAuthorKey;
  imageUrl: string;
  /** The Dubai date it was published, '2025-06-10'. */
  date: string;
  lang: Locale;
  title: string;
  excerpt: string;
  imageAlt: string;
}

/** An article page: its card, its body (null while the full text is being written) and its languages. */
export interface ArticlePage extends ArticleCard {
  body: { lang: Locale; html: string } | null;
  /** When it last changed, ISO: the JSON-LD's dateModified. */
  modified: string;
  /** The languages it is written in (English and each with a title): its hreflang alternates. */
  languages: Locale[];
}

/** The answer for an address: the article, or the address it moved to when its slug changed. */
export type ArticleLookup = { state: 'found'; article: ArticlePage } | { state: 'moved'; slug: string };
