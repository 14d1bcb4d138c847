import type { RequiredEntityData } from '@mikro-orm/postgresql';
import type { Article } from '../../../../articles/article.entity.ts';
import { TRANSLATED_LOCALES, type Translations } from '../../../../../shared/i18n/translations.ts';
import type { ArticleTranslatedField } from '../../../../../shared/articles/schemas.ts';
import { dubaiInstant } from '../../../../../shared/viewings/slots.ts';
import { BLOG_POSTS } from './blog-posts.ts';
import { ARTICLE_BODIES as AR } from './bodies/ar.ts';
import { ARTICLE_BODIES as EN } from './bodies/en.ts';
import { ARTICLE_BODIES as RU } from './bodies/ru.ts';
import { ARTICLE_BODIES as ZH } from './bodies/zh.ts';

const BODIES = { ar: AR, ru: RU, zh: ZH } as const;

/** The demo blog's seven posts as article rows, published on their dates (9:00 in Dubai), in every language. */
export function demoArticles(): RequiredEntityData<Article>[] {
  return BLOG_POSTS.map((post) => {
    const publishAt = dubaiInstant(post.date, '09:00');
    const translations: Translations<ArticleTranslatedField> = {};
    for (const locale of TRANSLATED_LOCALES) {
      const body = post.hasArticle ? BODIES[locale][post.slug] : undefined;
      translations[locale] = { ...post.translations[locale], ...(body ? { body } : {}) };
    }
    return {
      slug: post.slug,
      category: post.category,
      author: post.author,
      imageUrl: post.imageUrl,
      title: post.title,
      excerpt: post.excerpt,
      imageAlt: post.imageAlt,
      body: (post.hasArticle && EN[post.slug]) || '',
      translations,
      published: true,
      publishAt,
      // Written when published, so its JSON-LD never says it changed before it came out.
      createdAt: publishAt,
      updatedAt: publishAt,
    };
  });
}
