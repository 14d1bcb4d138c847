import type { EntityManager } from '@mikro-orm/postgresql';
import type { ArticleInput, ArticlePublication } from '../../shared/articles/schemas.ts';
import { mergeTranslations } from '../../shared/i18n/translations.ts';
import { invalidField } from '../errors.ts';
import { ArticleSchema, type Article } from './article.entity.ts';

/** The articles visitors may read at `now`: published, and their moment come. */
const visibleAt = (now: Date) => ({ published: true, publishAt: { $lte: now } });

/** Blog articles: what visitors read (published and due), and what staff write. */
export class ArticleRepository {
  constructor(private readonly em: EntityManager) {}

  /** Published articles, newest first. */
  visible(now = new Date()): Promise<Article[]> {
    return this.em.find(ArticleSchema, visibleAt(now));
  }

  /** The published article at `slug`, or the one that had that address before staff renamed it. */
  async visibleAt(slug: string, now = new Date()): Promise<{ article: Article; moved: boolean } | null> {
    const article = await this.em.findOne(ArticleSchema, { slug, ...visibleAt(now) });
    if (article) return { article, moved: false };
    const renamed = await this.em.findOne(ArticleSchema, { previousSlugs: { $contains: [slug] }, ...visibleAt(now) });
    return renamed ? { article: renamed, moved: true } : null;
  }

  /** Every article, drafts and scheduled ones too, as the console lists them. */
  all(): Promise<Article[]> {
    return this.em.find(ArticleSchema, {}, { orderBy: { updatedAt: 'desc', id: 'desc' } });
  }

  byId(id: number): Promise<Article | null> {
    return this.em.findOne(ArticleSchema, { id });
  }

  async create(input: ArticleInput, publication: ArticlePublication | undefined, now = new Date()): Promise<Article> {
    await this.assertSlugFree(input.slug, null);
    const { translations, ...fields } = input;
    const article = this.em.create(ArticleSchema, {
      ...fields,
      translations: mergeTranslations({}, translations),
      published: false,
      publishAt: null,
    });
    if (publication) place(article, publication, now);
    await this.em.flush();
    return article;
  }

  async update(
    article: Article,
    input: ArticleInput,
    publication: ArticlePublication | undefined,
    now = new Date(),
  ): Promise<Article> {
    await this.assertSlugFree(input.slug, article.id);
    const { translations, ...fields } = input;
    if (fields.slug !== article.slug)
      // The old address keeps leading here; the new one is no longer a former one.
      article.previousSlugs = [...new Set([...article.previousSlugs, article.slug])].filter(
        (slug) => slug !== fields.slug,
      );
    Object.assign(article, fields);
    article.translations = mergeTranslations(article.translations, translations);
    if (publication) place(article, publication, now);
    await this.em.flush();
    return article;
  }

  async delete(article: Article): Promise<void> {
    await this.em.remove(article).flush();
  }

  /** An address is one article's: refused when another has it now (its former addresses may be taken over). */
  private async assertSlugFree(slug: string, ownId: number | null): Promise<void> {
    const holder = await this.em.findOne(ArticleSchema, { slug });
    if (holder && holder.id !== ownId) throw invalidField('slug', 'Another article already uses this address');
  }
}

/**
 * Where an article stands after staff chose: a draft; published now (keeping its first date when it
 * was already out); or published from a later moment.
 */
function place(article: Article, publication: ArticlePublication, now: Date): void {
  if (publication.status === 'draft') {
    article.published = false;
    return;
  }
  if (publication.status === 'scheduled') {
    article.published = true;
    article.publishAt = new Date(publication.publishAt);
    return;
  }
  const alreadyOut = article.published && article.publishAt != null && article.publishAt <= now;
  article.published = true;
  if (!alreadyOut) article.publishAt = now;
}
