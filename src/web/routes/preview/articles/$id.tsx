import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageTitle } from '../../../../shared/agency.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { parseRouteId } from '../../../lib/route-id.ts';
import { trpcErrorCode } from '../../../lib/trpc-errors.ts';
import { articleListQuery, articlePreviewQuery } from '../../../queries.ts';
import { BlogPost, BlogPostNotFound } from '../../blog/-components/BlogPost.tsx';
import { PreviewBanner } from '../-components/PreviewBanner.tsx';

/** What a visitor without an editor's session learns of a preview address: nothing, it is not found. */
const REFUSED = new Set(['NOT_FOUND', 'UNAUTHORIZED', 'FORBIDDEN']);

/**
 * An article as its public page will show it, draft or scheduled, for staff who may edit articles (the
 * procedure refuses anyone else). Never indexed; the server sends staff pages `no-store`, and a
 * refusal is a 404 no cache keeps.
 */
export const Route = createFileRoute('/preview/articles/$id')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const id = parseRouteId(params.id);
    if (id === null) throw notFound();
    const options = articlePreviewQuery(trpc, id);
    try {
      const [article] = await Promise.all([
        queryClient.ensureQueryData(options),
        queryClient.ensureQueryData(articleListQuery(trpc)),
      ]);
      return { id, title: article.title };
    } catch (error) {
      if (!REFUSED.has(trpcErrorCode(error) ?? '')) throw error;
      // A refusal must not travel to the browser in the SSR payload.
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
      throw notFound();
    }
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: pageTitle(loaderData ? `Preview: ${loaderData.title}` : m.blog_post_not_found()) },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: ArticlePreviewPage,
  notFoundComponent: BlogPostNotFound,
});

function ArticlePreviewPage() {
  const { trpc, siteUrl } = Route.useRouteContext();
  const { id } = Route.useLoaderData();
  const { data: article } = useSuspenseQuery(articlePreviewQuery(trpc, id));
  const { data: posts } = useSuspenseQuery(articleListQuery(trpc));
  return (
    <>
      <PreviewBanner editPath={`/admin/articles/${id}`} />
      <BlogPost article={article} posts={posts} siteUrl={siteUrl} />
    </>
  );
}
