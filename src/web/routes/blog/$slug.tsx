import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { pageLocale } from '../../lib/i18n.ts';
import { seo } from '../../lib/seo.ts';
import { StaticContent } from '../../ui/StaticContent/StaticContent.tsx';
import { BlogPost, BlogPostNotFound } from './-components/BlogPost.tsx';

export const Route = createFileRoute('/blog/$slug')({
  // The posts come in a chunk of their own (loaded here, not by every page's first script), and the
  // body comes with the route's data (in the page's HTML when rendered on the server), so only an
  // article page loads it, in its own language. The head reads what the loader found.
  loader: async ({ params }) => {
    const { loadPost } = await import('../../content/blog.ts');
    const post = await loadPost(params.slug, pageLocale());
    if (!post) throw notFound();
    return post;
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
    });
  },
  component: BlogPostPage,
  notFoundComponent: BlogPostNotFound,
});

/** A post is text, pictures and links: the first load keeps the server's HTML as it is (StaticContent). */
function BlogPostPage() {
  const { slug, article } = Route.useLoaderData();
  const { siteUrl } = Route.useRouteContext();
  return (
    <StaticContent watch={[slug, article]}>
      <BlogPost slug={slug} article={article} siteUrl={siteUrl} />
    </StaticContent>
  );
}
