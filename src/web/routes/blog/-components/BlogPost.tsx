import { Button, Container, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AGENCY, agencyLinks, SITE_NAME } from '../../../../shared/agency.ts';
import { authorText, BLOG_AUTHORS } from '../../../../shared/articles/authors.ts';
import type { ArticleCard, ArticlePage } from '../../../../shared/articles/schemas.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { categoryLabel, relatedPosts } from '../../../content/blog.ts';
import { BlogSidebar } from '../../../features/articles/BlogSidebar.tsx';
import { CategoryLink } from '../../../features/articles/CategoryLink.tsx';
import classes from '../../../features/articles/Blog.module.css';
import { PostCard } from '../../../features/articles/PostCard.tsx';
import { postLanguage } from '../../../features/articles/post-language.ts';
import { formatDate } from '../../../lib/format-time.ts';
import { intlLocale, localHref, pageDirection, pageLocale } from '../../../lib/i18n.ts';
import { Breadcrumbs } from '../../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { JsonLd } from '../../../ui/JsonLd/JsonLd.tsx';
import { MediaImage } from '../../../ui/MediaImage/MediaImage.tsx';
import { PageHero } from '../../../ui/PageHero/PageHero.tsx';
import { sectionClasses } from '../../../ui/PageHero/PageSection.tsx';

/** schema.org BlogPosting, for search engines. */
function blogPostingJsonLd(post: ArticlePage, authorRole: string, url: string, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    inLanguage: post.lang,
    datePublished: post.date,
    dateModified: post.modified,
    image: new URL(post.imageUrl, siteUrl).href,
    articleSection: categoryLabel(post.category),
    author: { '@type': 'Person', name: BLOG_AUTHORS[post.author].name, jobTitle: authorRole },
    publisher: { '@type': 'Organization', name: SITE_NAME },
    mainEntityOfPage: url,
    url,
  };
}

/** A post: its hero, picture, body (or a note while it is written), author, call to action and related posts. */
export function BlogPost({
  article: post,
  posts,
  siteUrl,
}: {
  article: ArticlePage;
  /** The published posts, for the sidebar and the related posts. */
  posts: readonly ArticleCard[];
  siteUrl: string;
}) {
  const url = new URL(localHref(`/blog/${post.slug}`), siteUrl).href;
  const locale = pageLocale();
  const writer = BLOG_AUTHORS[post.author];
  const author = authorText(writer, locale);
  const date = formatDate(post.date, intlLocale());
  const byline = m.blog_by({ author: writer.name });
  // A post not yet translated is shown in English on every page, marked as English; so is a body not yet translated.
  const { inEnglish, english } = postLanguage(post, locale);
  const article = post.body;
  const bodyLanguage = article ? postLanguage(article, locale).english : english;

  return (
    <>
      <PageHero
        top={<Breadcrumbs currentLabel={post.title} />}
        eyebrow={categoryLabel(post.category)}
        title={inEnglish ? <span {...english}>{post.title}</span> : post.title}
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
                alt={post.imageAlt}
                {...english}
                fetchPriority="high"
                className={classes.articleImage}
              />
              <p className={classes.postMeta}>
                <CategoryLink category={post.category} />
                <time dateTime={post.date}>{date}</time>
                <span>{byline}</span>
              </p>
              {inEnglish && (
                <p className={classes.note} data-testid="english-notice">
                  {m.blog_english_notice()}
                </p>
              )}
              {article ? (
                <div
                  className={sectionClasses.prose}
                  {...bodyLanguage}
                  dangerouslySetInnerHTML={{ __html: article.html }}
                />
              ) : (
                <>
                  <p className={sectionClasses.prose} {...english}>
                    {post.excerpt}
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
                  src={writer.photo}
                  width={160}
                  height={160}
                  alt={m.blog_author_portrait({ name: writer.name })}
                  className={classes.authorPhoto}
                  loading="lazy"
                />
                <div>
                  <p className={classes.authorName}>{writer.name}</p>
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
            <BlogSidebar posts={posts} />
          </div>
          <section aria-labelledby="related-heading">
            <Title order={2} id="related-heading" mb="lg">
              {m.blog_related()}
            </Title>
            <div className={classes.related}>
              {relatedPosts(posts, post).map((related) => (
                <PostCard key={related.slug} post={related} headingLevel={3} />
              ))}
            </div>
          </section>
          <Link to="/blog" className={classes.backLink}>
            {m.blog_back()}
          </Link>
        </Container>
        <JsonLd data={blogPostingJsonLd(post, author.role, url, siteUrl)} />
      </article>
    </>
  );
}

/** A slug that names no post. */
export function BlogPostNotFound() {
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
