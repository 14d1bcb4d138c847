import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { seo } from '../../lib/seo.ts';
import { isTrpcNotFound } from '../../lib/trpc-errors.ts';
import { articleListQuery, articlePageQuery } from '../../queries.ts';
import { StaticContent } from '../../ui/StaticContent/StaticContent.tsx';
import { BlogPost, BlogPostNotFound } from './-components/BlogPost.tsx';

export const Route = createFileRoute('/blog/$slug')({
  // The article (its body in the page's language) and the list its sidebar and related posts read come
  // with the route's data, so the server's HTML holds the whole page. The head reads what the loader found.
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const options = articlePageQuery(trpc, params.slug);
    try {
      const [lookup] = await Promise.all([
        queryClient.ensureQueryData(options),
        queryClient.ensureQueryData(articleListQuery(trpc)),
      ]);
      // A renamed article's old address leads to its new one for good.
      if (lookup.state === 'moved')
        throw redirect({ to: '/blog/$slug', params: { slug: lookup.slug }, statusCode: 301 });
      const { article } = lookup;
      return {
        slug: article.slug,
        head: {
          title: article.title,
          excerpt: article.excerpt,
          imageUrl: article.imageUrl,
          languages: article.languages,
        },
      };
    } catch (error) {
      if (!isTrpcNotFound(error)) throw error;
      // A failed query would otherwise travel to the browser in the SSR payload.
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
      throw notFound();
    }
  },
  head: ({ match, loaderData }) => {
    if (!loaderData)
      return { meta: [{ title: pageTitle(m.blog_post_not_found()) }, { name: 'robots', content: 'noindex' }] };
    const { slug, head } = loaderData;
    return seo({
      title: pageTitle(head.title),
      description: head.excerpt,
      path: `/blog/${slug}`,
      siteUrl: match.context.siteUrl,
      image: head.imageUrl,
      type: 'article',
      languages: head.languages,
    });
  },
  component: BlogPostPage,
  notFoundComponent: BlogPostNotFound,
});

/** A post is text, pictures and links: the first load keeps the server's HTML as it is (StaticContent). */
function BlogPostPage() {
  const { trpc, siteUrl } = Route.useRouteContext();
  const { slug } = Route.useLoaderData();
  const { data: lookup } = useSuspenseQuery(articlePageQuery(trpc, slug));
  const { data: posts } = useSuspenseQuery(articleListQuery(trpc));
  if (lookup.state !== 'found') return <BlogPostNotFound />;
  return (
    <StaticContent watch={[lookup.article, posts]}>
      <BlogPost article={lookup.article} posts={posts} siteUrl={siteUrl} />
    </StaticContent>
  );
}
