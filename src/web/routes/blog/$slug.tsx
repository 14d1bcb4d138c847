import { Button, Container, Title } from '@mantine/core';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { AGENCY, agencyLinks, pageTitle, SITE_NAME } from '../../../shared/agency.ts';
import { authorText, postText } from '../../../shared/articles/blog.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { categoryLabel, categorySlug, postBySlug, relatedPosts } from '../../content/blog.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { JsonLd } from '../../ui/JsonLd/JsonLd.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { sectionClasses } from '../../ui/PageHero/PageSection.tsx';
import { StaticContent } from '../../ui/StaticContent/StaticContent.tsx';
import { formatDate } from '../../lib/format.ts';
import { intlLocale, localHref, pageDirection, pageLocale } from '../../lib/i18n.ts';
import { MediaImage } from '../../ui/MediaImage/MediaImage.tsx';
import { seo } from '../../lib/seo.ts';
import { BlogSidebar } from './-components/BlogSidebar.tsx';
import { PostCard } from './-components/PostCard.tsx';
import classes from './-components/Blog.module.css';

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

function BlogPost({
  slug,
  article,
  siteUrl,
}: {
  slug: string;
  article: ReturnType<typeof Route.useLoaderData>['article'];
  siteUrl: string;
}) {
  const post = postBySlug(slug);
  if (!post) return <BlogPostNotFound />;
  const url = new URL(localHref(`/blog/${post.slug}`), siteUrl).href;
  const locale = pageLocale();
  const text = postText(post, locale);
  const author = authorText(post.author, locale);
  const date = formatDate(post.date, intlLocale());
  const byline = m.blog_by({ author: post.author.name });
  // A post not yet translated is shown in English on every page, marked as English for screen readers and fonts.
  const inEnglish = text.lang !== locale;
  const english = inEnglish ? ({ lang: 'en', dir: 'ltr' } as const) : {};

  return (
    <>
      <PageHero
        top={<Breadcrumbs currentLabel={text.title} />}
        eyebrow={categoryLabel(post.category)}
        title={inEnglish ? <span {...english}>{text.title}</span> : text.title}
        lead={
          <span>
            {date} · {byline}
          </span>
        }
      />
      <article style={{ paddingBlock: 'clamp(2.5rem, 2rem + 3vw, 5rem)' }}>
        <Container>
          <div className={classes.layout}>
            <div className={classes.article}>
              <MediaImage
                src={post.imageUrl}
                sizes="(min-width: 48em) 46rem, 100vw"
                width={1600}
                height={900}
                alt={text.imageAlt}
                {...english}
                fetchPriority="high"
                className={classes.articleImage}
              />
              <p className={classes.postMeta}>
                <Link
                  to="/blog/category/$category"
                  params={{ category: categorySlug(post.category) }}
                  className={classes.category}
                >
                  {categoryLabel(post.category)}
                </Link>
                <time dateTime={post.date}>{date}</time>
                <span>{byline}</span>
              </p>
              {inEnglish && (
                <p className={classes.note} data-testid="english-notice">
                  {m.blog_english_notice()}
                </p>
              )}
              {article ? (
                <div className={sectionClasses.prose} {...english} dangerouslySetInnerHTML={{ __html: article.html }} />
              ) : (
                <>
                  <p className={sectionClasses.prose} {...english}>
                    {text.excerpt}
                  </p>
                  <p className={classes.note}>
                    {m.blog_preparing({
                      // In right-to-left text the number is isolated as left to right, or its groups would reverse.
                      phone: pageDirection() === 'rtl' ? `\u2066${AGENCY.phone.display}\u2069` : AGENCY.phone.display,
                      email: AGENCY.email,
                    })}
                  </p>
                </>
              )}
              <div className={classes.authorBox}>
                <img
                  src={post.author.photo}
                  width={160}
                  height={160}
                  alt={m.blog_author_portrait({ name: post.author.name })}
                  className={classes.authorPhoto}
                  loading="lazy"
                />
                <div>
                  <p className={classes.authorName}>{post.author.name}</p>
                  <p className={classes.authorRole}>{author.role}</p>
                  <p className={classes.authorBio}>{author.bio}</p>
                </div>
              </div>
              <div className={classes.cta}>
                <h2 className={classes.ctaTitle}>{m.blog_cta_title()}</h2>
                <p className={classes.ctaText}>{m.blog_cta_text()}</p>
                <Button component="a" href={agencyLinks.phone} me="sm" mb="xs">
                  {m.blog_cta_call()}
                </Button>
                <Button component={Link} to="/contact-for-properties" variant="white" color="dark" mb="xs">
                  {m.blog_cta_contact()}
                </Button>
              </div>
            </div>
            <BlogSidebar />
          </div>
          <section aria-labelledby="related-heading">
            <Title order={2} id="related-heading" mb="lg">
              {m.blog_related()}
            </Title>
            <div className={classes.related}>
              {relatedPosts(post).map((related) => (
                <PostCard key={related.slug} post={related} headingLevel={3} />
              ))}
            </div>
          </section>
          <Link to="/blog" className={classes.backLink}>
            {m.blog_back()}
          </Link>
        </Container>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: text.title,
            description: text.excerpt,
            inLanguage: text.lang,
            datePublished: post.date,
            image: new URL(post.imageUrl, siteUrl).href,
            articleSection: categoryLabel(post.category),
            author: { '@type': 'Person', name: post.author.name, jobTitle: author.role },
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
          {m.blog_post_not_found()}
        </Title>
        <p className={sectionClasses.cardText} style={{ marginBottom: '2rem' }}>
          {m.blog_post_not_found_text()}
        </p>
        <Button component={Link} to="/blog">
          {m.blog_return()}
        </Button>
      </Container>
    </section>
  );
}
