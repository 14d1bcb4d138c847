import { Button, Container, SimpleGrid } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageTitle, SITE_NAME } from '../../../shared/agency.ts';
import { NEWS_ARTICLE, NEWS_ARTICLE_PATH, NEWS_SALES } from '../../../shared/content/news.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { JsonLd } from '../../components/JsonLd/JsonLd.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { sectionClasses } from '../../components/PageHero/PageSection.tsx';
import { formatAed, formatAedInWords, formatArea, formatDate } from '../../lib/format.ts';
import { seo } from '../../lib/seo.ts';

export const Route = createFileRoute('/news/two-sales-may-2025')({
  head: ({ match }) =>
    seo({
      title: pageTitle(NEWS_ARTICLE.title),
      description: NEWS_ARTICLE.excerpt,
      path: NEWS_ARTICLE_PATH,
      siteUrl: match.context.siteUrl,
      image: NEWS_ARTICLE.imageUrl,
      type: 'article',
    }),
  component: NewsArticlePage,
});

function NewsArticlePage() {
  const { siteUrl } = Route.useRouteContext();
  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" currentLabel="Two Sales, May 2025" />}
        eyebrow="Market news"
        title={NEWS_ARTICLE.title}
        image={NEWS_ARTICLE.imageUrl}
        lead={`${formatDate(NEWS_ARTICLE.date)} · By ${NEWS_ARTICLE.author}`}
      />
      <article style={{ paddingBlock: 'clamp(2.5rem, 2rem + 3vw, 5rem)' }}>
        <Container>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mb="xl" maw={900}>
            {NEWS_SALES.map((sale) => (
              <div key={sale.home} className={sectionClasses.card} data-testid="news-sale">
                <h2 className={sectionClasses.cardTitle}>{sale.home}</h2>
                <p className={sectionClasses.figure}>{formatAedInWords(sale.priceAed)}</p>
                <p className={sectionClasses.cardText}>
                  {formatArea(sale.areaSqFt)} · {formatAed(sale.pricePerSqFtAed)} per sq ft
                </p>
              </div>
            ))}
          </SimpleGrid>
          <div className={sectionClasses.prose}>
            {NEWS_ARTICLE.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Button component={Link} to="/valuations" mt="lg" mr="sm">
            Request a Valuation
          </Button>
          <Button component={Link} to="/blog" mt="lg" variant="outline">
            Back to Blog
          </Button>
        </Container>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: NEWS_ARTICLE.title,
            datePublished: NEWS_ARTICLE.date,
            description: NEWS_ARTICLE.excerpt,
            image: new URL(NEWS_ARTICLE.imageUrl, siteUrl).href,
            author: { '@type': 'Person', name: NEWS_ARTICLE.author },
            publisher: { '@type': 'Organization', name: SITE_NAME },
          }}
        />
      </article>
    </>
  );
}
