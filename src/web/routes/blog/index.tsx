import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { BLOG_POSTS } from '../../../shared/content/blog.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { seo } from '../../lib/seo.ts';
import { BlogSidebar } from './-components/BlogSidebar.tsx';
import { PostCard } from './-components/PostCard.tsx';
import classes from './-components/Blog.module.css';

export const Route = createFileRoute('/blog/')({
  head: ({ match }) =>
    seo({
      title: pageTitle('Blog'),
      description:
        'Market news, investment guides and life at Six Senses Residences, Palm Jumeirah, from the agency’s specialists.',
      path: '/blog',
      siteUrl: match.context.siteUrl,
      image: '/media/aerial.webp',
    }),
  component: BlogPage,
});

function BlogPage() {
  return (
    <>
      <PageHero
        top={<Breadcrumbs />}
        eyebrow="Insights"
        title="The Residences Journal"
        lead="Market news, investment guides and life on the Crescent, from the people who sell and let Six Senses Residences every day."
      />
      <section aria-label="Articles" style={{ paddingBlock: 'clamp(3rem, 2rem + 3vw, 5rem)' }}>
        <Container>
          <div className={classes.layout}>
            <div className={classes.posts}>
              {BLOG_POSTS.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </div>
            <BlogSidebar />
          </div>
        </Container>
      </section>
    </>
  );
}
