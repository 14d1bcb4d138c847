import { Container } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { pageTitle } from '../../../../shared/agency.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { categoryLabel, loadCategory, postsInCategory } from '../../../content/blog.ts';
import { pageLocale } from '../../../lib/i18n.ts';
import { Breadcrumbs } from '../../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../../ui/PageHero/PageHero.tsx';
import { seo } from '../../../lib/seo.ts';
import { BlogSidebar } from '../../../features/articles/BlogSidebar.tsx';
import { PostCard } from '../../../features/articles/PostCard.tsx';
import classes from '../../../features/articles/Blog.module.css';
import { articleListQuery } from '../../../queries.ts';

export const Route = createFileRoute('/blog/category/$category')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const found = loadCategory(params.category);
    if (!found) throw notFound();
    await queryClient.ensureQueryData(articleListQuery(trpc));
    return found;
  },
  head: ({ match, loaderData, params }) =>
    loaderData
      ? seo({
          title: pageTitle(m.blog_category_title({ category: loaderData.label })),
          description: m.blog_category_description({ category: loaderData.label.toLocaleLowerCase(pageLocale()) }),
          path: `/blog/category/${params.category}`,
          siteUrl: match.context.siteUrl,
        })
      : { meta: [{ title: pageTitle(m.blog_category_not_found()) }, { name: 'robots', content: 'noindex' }] },
  component: CategoryPage,
});

function CategoryPage() {
  const { category } = Route.useLoaderData();
  const { category: slug } = Route.useParams();
  const { trpc } = Route.useRouteContext();
  const { data: all } = useSuspenseQuery(articleListQuery(trpc));
  const posts = postsInCategory(all, category);
  const label = categoryLabel(category);
  return (
    <>
      <PageHero
        top={<Breadcrumbs path="/blog" />}
        eyebrow={m.blog_category_eyebrow()}
        title={label}
        lead={m.blog_category_count({ count: posts.length, category: label })}
      />
      <section aria-label={m.blog_articles_label()} style={{ paddingBlock: 'clamp(3rem, 2rem + 3vw, 5rem)' }}>
        <Container>
          <div className={classes.layout}>
            <div>
              <div className={classes.posts}>
                {posts.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </div>
              <Link to="/blog" className={classes.backLink}>
                {m.blog_all_articles()}
              </Link>
            </div>
            <BlogSidebar posts={all} activeSlug={slug} />
          </div>
        </Container>
      </section>
    </>
  );
}
