import { Button, Container, Title } from '@mantine/core';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { AGENCY, agencyLinks, pageTitle, SITE_NAME } from '../../../shared/agency.ts';
import { categorySlug, postBySlug, relatedPosts } from '../../content/blog.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { JsonLd } from '../../components/JsonLd/JsonLd.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { sectionClasses } from '../../components/PageHero/PageSection.tsx';
import { formatDate } from '../../lib/format.ts';
import { mediaSrcSet } from '../../lib/images.ts';
import { seo } from '../../lib/seo.ts';
import { BlogSidebar } from './-components/BlogSidebar.tsx';
import { PostCard } from './-components/PostCard.tsx';
import classes from './-components/Blog.module.css';

export const Route = createFileRoute('/blog/$slug')({
  loader: ({ params }) => {
    const post = postBySlug(params.slug);
    if (!post) throw notFound();
    return { slug: post.slug };
  },
  head: ({ match, loaderData }) => {
    const post = loaderData ? postBySlug(loaderData.slug) : undefined;
    if (!post) return { meta: [{ title: pageTitle('Blog Post Not Found') }, { name: 'robots', content: 'noindex' }] };
    return seo({
      title: pageTitle(post.title),
      description: post.excerpt,
      path: `/blog/${post.slug}`,
      siteUrl: match.context.siteUrl,
      image: post.imageUrl,
      type: 'article',
    });
  },
  component: BlogPostPage,
  notFoundComponent: BlogPostNotFound,
});

function BlogPostPage() {
  const { slug } = Route.useLoaderData();
  const { siteUrl } = Route.useRouteContext();
  const post = postBySlug(slug);
  if (!post) return <BlogPostNotFound />;
  const url = new URL(`/blog/${post.slug}`, siteUrl).href;

  return (
    <>
      <PageHero
        top={<Breadcrumbs currentLabel={post.title} />}
        eyebrow={post.category}
        title={post.title}
        lead={
          <span>
            {formatDate(post.date)} · By {post.author.name}
          </span>
        }
      />
      <article style={{ paddingBlock: 'clamp(2.5rem, 2rem + 3vw, 5rem)' }}>
        <Container>
          <div className={classes.layout}>
            <div className={classes.article}>
              <img
                src={post.imageUrl}
                srcSet={mediaSrcSet(post.imageUrl)}
                sizes="(min-width: 48em) 46rem, 100vw"
                width={1600}
                height={900}
                alt={post.imageAlt}
                fetchPriority="high"
                className={classes.articleImage}
              />
              <p className={classes.postMeta}>
                <Link
                  to="/blog/category/$category"
                  params={{ category: categorySlug(post.category) }}
                  className={classes.category}
                >
                  {post.category}
                </Link>
                <time dateTime={post.date}>{formatDate(post.date)}</time>
                <span>By {post.author.name}</span>
              </p>
              {post.content ? (
                <div className={sectionClasses.prose} dangerouslySetInnerHTML={{ __html: post.content }} />
              ) : (
                <>
                  <p className={sectionClasses.prose}>{post.excerpt}</p>
                  <p className={classes.note}>
                    The full article is being prepared by our team. In the meantime, our specialists are happy to talk
                    you through the subject: call {AGENCY.phone.display} or e-mail {AGENCY.email}.
                  </p>
                </>
              )}
              <div className={classes.authorBox}>
                <img
                  src={post.author.photo}
                  width={160}
                  height={160}
                  alt={`Portrait of ${post.author.name}`}
                  className={classes.authorPhoto}
                  loading="lazy"
                />
                <div>
                  <p className={classes.authorName}>{post.author.name}</p>
                  <p className={classes.authorRole}>{post.author.role}</p>
                  <p className={classes.authorBio}>{post.author.bio}</p>
                </div>
              </div>
              <div className={classes.cta}>
                <h2 className={classes.ctaTitle}>Considering a home at the residences?</h2>
                <p className={classes.ctaText}>
                  Speak to a specialist about availability, prices and private viewings.
                </p>
                <Button component="a" href={agencyLinks.phone} mr="sm" mb="xs">
                  Call Us
                </Button>
                <Button component={Link} to="/contact-for-properties" variant="white" color="dark" mb="xs">
                  Contact for Properties
                </Button>
              </div>
            </div>
            <BlogSidebar />
          </div>
          <section aria-labelledby="related-heading">
            <Title order={2} id="related-heading" mb="lg">
              Related Articles
            </Title>
            <div className={classes.related}>
              {relatedPosts(post).map((related) => (
                <PostCard key={related.slug} post={related} headingLevel={3} />
              ))}
            </div>
          </section>
          <Link to="/blog" className={classes.backLink}>
            ← Back to Blog
          </Link>
        </Container>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.excerpt,
            datePublished: post.date,
            image: new URL(post.imageUrl, siteUrl).href,
            articleSection: post.category,
            author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
            publisher: { '@type': 'Organization', name: SITE_NAME },
            mainEntityOfPage: url,
            url,
          }}
        />
      </article>
    </>
  );
}

function BlogPostNotFound() {
  return (
    <section style={{ paddingBlock: '6rem', textAlign: 'center' }}>
      <Container size="sm">
        <Title order={1} mb="md">
          Blog Post Not Found
        </Title>
        <p className={sectionClasses.cardText} style={{ marginBottom: '2rem' }}>
          The article you are looking for may have moved or is no longer available.
        </p>
        <Button component={Link} to="/blog">
          Return to Blog
        </Button>
      </Container>
    </section>
  );
}
