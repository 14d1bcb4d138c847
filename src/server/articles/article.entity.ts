import { defineEntity, p, type EventArgs, type InferEntity } from '@mikro-orm/core';
import type { BlogAuthorKey } from '../../shared/articles/authors.ts';
import type { BlogCategory } from '../../shared/articles/blog.ts';
import type { ArticleTranslatedField } from '../../shared/articles/schemas.ts';
import { TRANSLATED_LOCALES, type Translations } from '../../shared/i18n/translations.ts';
import { sanitizeDescription } from '../properties/description-html.ts';

/**
 * A blog article: its English texts in columns, its other languages in `translations` (as every
 * record staff write per language). Visitors see it once `published` and `publishAt` has passed, so
 * a scheduled article needs no job to appear.
 */
export const ArticleSchema = defineEntity({
  name: 'Article',
  tableName: 'articles',
  orderBy: { publishAt: 'desc', id: 'desc' },
  properties: {
    id: p.integer().primary(),
    slug: p.string().length(120).unique(),
    /** Addresses it had before staff renamed it: each still leads here (a redirect). */
    previousSlugs: p.array().default([]),
    category: p.string().length(40).$type<BlogCategory>(),
    author: p.string().length(60).$type<BlogAuthorKey>(),
    imageUrl: p.text(),
    title: p.string().length(200),
    excerpt: p.text(),
    imageAlt: p.string().length(300),
    /** Sanitized HTML; empty while the full text is still being written (the page shows the excerpt). */
    body: p.text().default(''),
    translations: p
      .json<Translations<ArticleTranslatedField>>()
      .defaultRaw(`'{}'`)
      .onCreate(() => ({})),
    published: p.boolean().default(false),
    publishAt: p.datetime().nullable().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type Article = InferEntity<typeof ArticleSchema>;

/** The body with only safe formatting left; an editor's empty paragraph ('<p></p>') counts as no body. */
function cleanBody(html: string): string {
  const clean = sanitizeDescription(html);
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? '' : clean;
}

/**
 * Bodies (in every language) are stored sanitized by the property descriptions' sanitizer, as they
 * are written by any path (the console, the seeder), so the pages render them as they are.
 */
function sanitizeBodyOnWrite({ entity }: EventArgs<Article>): void {
  entity.body = cleanBody(entity.body ?? '');
  const translations: Translations<ArticleTranslatedField> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = entity.translations?.[locale];
    if (!fields) continue;
    const { body, ...rest } = fields;
    const clean = typeof body === 'string' ? cleanBody(body) : '';
    const written = clean ? { ...rest, body: clean } : rest;
    if (Object.keys(written).length > 0) translations[locale] = written;
  }
  // A new object, so the flush sees the JSON column changed.
  if (JSON.stringify(translations) !== JSON.stringify(entity.translations)) entity.translations = translations;
}
ArticleSchema.addHook('beforeCreate', sanitizeBodyOnWrite);
ArticleSchema.addHook('beforeUpdate', sanitizeBodyOnWrite);
