import type { ArticleCard, ArticlePage, ArticleStaffView } from '../../shared/articles/schemas.ts';
import { articleStatus } from '../../shared/articles/schemas.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { isWritten, localize, TRANSLATED_LOCALES } from '../../shared/i18n/translations.ts';
import { dubaiDate } from '../../shared/viewings/slots.ts';
import type { Article } from './article.entity.ts';

const CARD_FIELDS = ['title', 'excerpt', 'imageAlt'] as const;

/** The language a page in `locale` shows the article in: its own where staff wrote a title there, else English. */
function shownLanguage(article: Article, locale: Locale): Locale {
  return locale !== 'en' && isWritten(article.translations[locale]?.title) ? locale : 'en';
}

/** A published article in a list, in the page's language (English, marked so, where it is not translated). */
export function toArticleCard(article: Article, locale: Locale): ArticleCard {
  const lang = shownLanguage(article, locale);
  const { title, excerpt, imageAlt } = localize(
    { title: article.title, excerpt: article.excerpt, imageAlt: article.imageAlt },
    article.translations,
    lang,
    CARD_FIELDS,
  );
  return {
    slug: article.slug,
    category: article.category,
    author: article.author,
    imageUrl: article.imageUrl,
    date: dubaiDate(article.publishAt ?? article.createdAt),
    lang,
    title,
    excerpt,
    imageAlt,
  };
}

/** The body a page shows: in the card's language where written there, else the English one; null while none is written. */
function bodyOf(article: Article, lang: Locale): ArticlePage['body'] {
  const translated = lang === 'en' ? undefined : article.translations[lang]?.body;
  if (typeof translated === 'string' && isWritten(translated)) return { lang, html: translated };
  return isWritten(article.body) ? { lang: 'en', html: article.body } : null;
}

/** An article page in `locale`, with the languages it is written in (its hreflang alternates). */
export function toArticlePage(article: Article, locale: Locale): ArticlePage {
  const card = toArticleCard(article, locale);
  return {
    ...card,
    body: bodyOf(article, card.lang),
    modified: article.updatedAt.toISOString(),
    languages: articleLanguages(article),
  };
}

/** English, and each language staff wrote a title in. */
export function articleLanguages(article: Article): Locale[] {
  return ['en', ...TRANSLATED_LOCALES.filter((locale) => isWritten(article.translations[locale]?.title))];
}

export function toArticleStaffView(article: Article, now = new Date()): ArticleStaffView {
  return {
    id: article.id,
    slug: article.slug,
    category: article.category,
    author: article.author,
    imageUrl: article.imageUrl,
    title: article.title,
    excerpt: article.excerpt,
    imageAlt: article.imageAlt,
    body: article.body,
    translations: article.translations,
    status: articleStatus(article.published, article.publishAt ?? null, now),
    publishAt: article.publishAt?.toISOString() ?? null,
    updatedAt: article.updatedAt.toISOString(),
  };
}
