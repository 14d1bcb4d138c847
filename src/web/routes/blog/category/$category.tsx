import { Container } from '@mantine/core';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { pageTitle } from '../../../../shared/agency.ts';
import { categoryBySlug, postsInCategory } from '../../../content/blog.ts';
import { Breadcrumbs } from '../../../components/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../../components/PageHero/PageHero.tsx';
import { seo } from '../../../lib/seo.ts';
import { BlogSidebar } from '../-components/BlogSidebar.tsx';
import { PostCard } from '../-components/PostCard.tsx';
import classes from '../-components/Blog.module.css';

export const Route = createFileRoute('/blog/category/$category')({
  loader: ({ params }) => {
    const category = categoryBySlug(params.category);
    if (!category) throw notFound();
    return { category };
  },
  head: ({ match, loaderData, params }) =>
    loaderData
      ? seo({
          title: pageTitle(`${loaderData.category} | Blog`),
          description: `Articles on ${loaderData.category.toLowerCase()} at Six Senses Residences, Palm Jumeirah.`,
          path: `/blog/category/${params.category}`,
          siteUrl: match.context.siteUrl,
        })
      : { meta: [{ title: pageTitle('Category Not Found') }, { name: 'robots', content: 'noindex' }] },
  component: CategoryPage,
});

function CategoryPage() {
  const { category } = Route.useLoaderData();
  const { category: slug } = Route.useParams();
  const posts = postsInCategory(category);
  return (
    <>
      <PageHero
        top={<Breadcrumbs path="/blog" />}
        eyebrow="Blog category"
        title={category}
        lead={`${posts.length} ${posts.length === 1 ? 'article' : 'articles'} in ${category}.`}
      />
      <section aria-label="Articles" style={{ paddingBlock: 'clamp(3rem, 2rem + 3vw, 5rem)' }}>
        <Container>
          <div className={classes.layout}>
            <div>
              <div className={classes.posts}>
                {posts.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </div>
              <Link to="/blog" className={classes.backLink}>
                ← All articles
              </Link>
            </div>
            <BlogSidebar activeSlug={slug} />
          </div>
        </Container>
      </section>
    </>
  );
}
