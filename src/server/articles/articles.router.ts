import { z } from 'zod';
import { articleSaveSchema, type ArticleLookup } from '../../shared/articles/schemas.ts';
import { locales } from '../../shared/i18n/locales.ts';
import { byIdInput, plainText } from '../../shared/validation.ts';
import { notFound } from '../errors.ts';
import { publicProcedure, router, staffProcedure } from '../trpc/init.ts';
import { ArticleRepository } from './article.repository.ts';
import { toArticleCard, toArticlePage, toArticleStaffView } from './article-views.ts';

const pageLocaleInput = z.object({ locale: z.enum(locales) });
const NOT_FOUND = 'Article not found';

export const articlesRouter = router({
  /** The blog's published articles, newest first, in the page's language. */
  list: publicProcedure
    .input(pageLocaleInput)
    .query(({ ctx, input }) =>
      ctx.services.publicReads.read(`articles.list ${input.locale}`, async () =>
        (await new ArticleRepository(ctx.em).visible()).map((article) => toArticleCard(article, input.locale)),
      ),
    ),

  /** An article page; an address an article had before it was renamed answers where it moved. */
  page: publicProcedure
    // Any address is looked up (a malformed one is simply not found), as before articles were rows.
    .input(pageLocaleInput.extend({ slug: plainText(200) }))
    .query(async ({ ctx, input }): Promise<ArticleLookup> => {
      const found = await new ArticleRepository(ctx.em).visibleAt(input.slug);
      if (!found) throw notFound(NOT_FOUND);
      return found.moved
        ? { state: 'moved', slug: found.article.slug }
        : { state: 'found', article: toArticlePage(found.article, input.locale) };
    }),

  /**
   * An article as its page would show it in `locale`, whatever its standing: staff preview a draft or
   * a scheduled article at /preview/articles/:id before visitors can see it.
   */
  preview: staffProcedure('content.edit')
    .input(pageLocaleInput.extend({ id: byIdInput.shape.id }))
    .query(async ({ ctx, input }) => {
      const article = await new ArticleRepository(ctx.em).byId(input.id);
      if (!article) throw notFound(NOT_FOUND);
      return toArticlePage(article, input.locale);
    }),

  /** Every article as the console lists it: drafts and scheduled ones too. */
  all: staffProcedure('content.edit').query(async ({ ctx }) =>
    (await new ArticleRepository(ctx.em).all()).map((article) => toArticleStaffView(article)),
  ),

  byId: staffProcedure('content.edit')
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const article = await new ArticleRepository(ctx.em).byId(input.id);
      if (!article) throw notFound(NOT_FOUND);
      return toArticleStaffView(article);
    }),

  create: staffProcedure('content.edit')
    .input(articleSaveSchema)
    .mutation(async ({ ctx, input: { publication, ...article } }) =>
      toArticleStaffView(await new ArticleRepository(ctx.em).create(article, publication)),
    ),

  update: staffProcedure('content.edit')
    .input(byIdInput.extend({ data: articleSaveSchema }))
    .mutation(async ({ ctx, input }) => {
      const repository = new ArticleRepository(ctx.em);
      const article = await repository.byId(input.id);
      if (!article) throw notFound(NOT_FOUND);
      const { publication, ...fields } = input.data;
      return toArticleStaffView(await repository.update(article, fields, publication));
    }),

  delete: staffProcedure('content.edit')
    .input(byIdInput)
    .mutation(async ({ ctx, input }) => {
      const repository = new ArticleRepository(ctx.em);
      const article = await repository.byId(input.id);
      if (!article) throw notFound(NOT_FOUND);
      await repository.delete(article);
      return { success: true as const, id: input.id };
    }),
});
