import { Container } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { seo } from '../../lib/seo.ts';
import { BlogSidebar } from '../../features/articles/BlogSidebar.tsx';
import { PostCard } from '../../features/articles/PostCard.tsx';
import classes from '../../features/articles/Blog.module.css';
import { articleListQuery } from '../../queries.ts';

export const Route = createFileRoute('/blog/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(articleListQuery(trpc)),
  head: ({ match }) =>
    seo({
      title: pageTitle(m.blog_title()),
      description: m.blog_description(),
      path: '/blog',
      siteUrl: match.context.siteUrl,
      image: '/media/aerial.webp',
    }),
  component: BlogPage,
});

function BlogPage() {
  const { trpc } = Route.useRouteContext();
  const { data: posts } = useSuspenseQuery(articleListQuery(trpc));
  return (
    <>
      <PageHero top={<Breadcrumbs />} eyebrow={m.blog_eyebrow()} title={m.blog_heading()} lead={m.blog_lead()} />
      <section aria-label={m.blog_articles_label()} style={{ paddingBlock: 'clamp(3rem, 2rem + 3vw, 5rem)' }}>
        <Container>
          <div className={classes.layout}>
            <div className={classes.posts}>
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </div>
            <BlogSidebar posts={posts} />
          </div>
        </Container>
      </section>
    </>
  );
}
