import { Button, Container, SimpleGrid } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageTitle, SITE_NAME } from '../../../shared/agency.ts';
import { NEWS_ARTICLE, NEWS_SALES, newsText } from '../../../shared/articles/news.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { JsonLd } from '../../ui/JsonLd/JsonLd.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { sectionClasses } from '../../ui/PageHero/PageSection.tsx';
import { formatNumber } from '../../lib/format.ts';
import { formatAed, formatAedInWords } from '../../lib/format-money.ts';
import { formatDate } from '../../lib/format-time.ts';
import { intlLocale, pageLocale } from '../../lib/i18n.ts';
import { seo } from '../../lib/seo.ts';

export const Route = createFileRoute('/news/two-sales-may-2025')({
  // The article's texts come in a chunk of their own, loaded here rather than by every page's first script.
  loader: async () => {
    const { loadNewsHead } = await import('../../../shared/articles/news.ts');
    return { head: loadNewsHead(pageLocale()) };
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? seo({
          title: pageTitle(loaderData.head.title),
          description: loaderData.head.excerpt,
          path: loaderData.head.path,
          siteUrl: match.context.siteUrl,
          image: loaderData.head.imageUrl,
          type: 'article',
        })
      : {},
  component: NewsArticlePage,
});

function NewsArticlePage() {
  const { siteUrl } = Route.useRouteContext();
  const language = pageLocale();
  const locale = intlLocale();
  const text = newsText(language);
  return (
    <>
      <PageHero
        top={<Breadcrumbs variant="light" currentLabel={text.crumb} />}
        eyebrow={m.news_eyebrow()}
        title={text.title}
        image={NEWS_ARTICLE.imageUrl}
        lead={`${formatDate(NEWS_ARTICLE.date, locale)} · ${m.blog_by({ author: NEWS_ARTICLE.author })}`}
      />
      <article style={{ paddingBlock: 'clamp(2.5rem, 2rem + 3vw, 5rem)' }}>
        <Container>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mb="xl" maw={900}>
            {NEWS_SALES.map((sale, order) => (
              <div key={sale.home} className={sectionClasses.card} data-testid="news-sale">
                <h2 className={sectionClasses.cardTitle}>{text.homes[order]}</h2>
                <p className={sectionClasses.figure}>{formatAedInWords(sale.priceAed, locale)}</p>
                <p className={sectionClasses.cardText}>
                  {m.news_sale_figures({
                    area: formatNumber(sale.areaSqFt, locale),
                    price: formatAed(sale.pricePerSqFtAed, { locale }),
                  })}
                </p>
              </div>
            ))}
          </SimpleGrid>
          <div className={sectionClasses.prose}>
            {text.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Button component={Link} to="/valuations" mt="lg" me="sm">
            {m.news_valuation()}
          </Button>
          <Button component={Link} to="/blog" mt="lg" variant="outline" color="ink.9">
            {m.news_back()}
          </Button>
        </Container>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: text.title,
            inLanguage: language,
            datePublished: NEWS_ARTICLE.date,
            description: text.excerpt,
            image: new URL(NEWS_ARTICLE.imageUrl, siteUrl).href,
            author: { '@type': 'Person', name: NEWS_ARTICLE.author },
            publisher: { '@type': 'Organization', name: SITE_NAME },
          }}
        />
      </article>
    </>
  );
}
