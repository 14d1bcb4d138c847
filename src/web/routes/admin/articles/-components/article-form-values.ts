import type { z } from 'zod';
import type { articleSaveSchema, ArticleStaffView } from '../../../../../shared/articles/schemas.ts';
import { toDubaiIso } from '../../../../../shared/viewings/slots.ts';
import { DUBAI_OFFSET } from '../../../../../shared/viewings/constants.ts';
import {
  translationFormValues,
  type TranslationFormValues,
} from '../../../../features/console/ContentTranslations/translation-form-values.ts';

/** One language's texts of an article as the form holds them ('' where nothing is written). */
export const NO_ARTICLE_TEXT = { title: '', excerpt: '', imageAlt: '', body: '' };

/** The article as the form holds it: every language present, and the standing the save asks for (none: keep it). */
export type ArticleFormValues = Omit<z.input<typeof articleSaveSchema>, 'translations'> & {
  translations: TranslationFormValues<typeof NO_ARTICLE_TEXT>;
};

export const EMPTY_ARTICLE: ArticleFormValues = {
  slug: '',
  category: 'Market News',
  author: 'james-whitmore',
  imageUrl: '',
  title: '',
  excerpt: '',
  imageAlt: '',
  body: '',
  translations: translationFormValues(undefined, NO_ARTICLE_TEXT),
};

export function articleToFormValues(article: ArticleStaffView): ArticleFormValues {
  const { slug, category, author, imageUrl, title, excerpt, imageAlt, body, translations } = article;
  return {
    slug,
    category,
    author,
    imageUrl,
    title,
    excerpt,
    imageAlt,
    body,
    translations: translationFormValues(translations, NO_ARTICLE_TEXT),
  };
}

/** A moment as a date-time field shows it in Dubai time ('2026-12-01T09:00'). */
export function dubaiLocalInput(instant: Date): string {
  return toDubaiIso(instant).slice(0, 16);
}

/** A date-time field's Dubai wall-clock time ('2026-12-01T09:00') as an instant with its offset, as the server takes it. */
export function fromDubaiLocalInput(value: string): string {
  return `${value}:00${DUBAI_OFFSET}`;
}

/** An address from a title: lower-case words of Latin letters and digits joined by hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
