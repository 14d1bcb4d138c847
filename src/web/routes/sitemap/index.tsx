import { SimpleGrid } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { NEWS_ARTICLE_PATH, newsText } from '../../../shared/articles/news.ts';
import { SITEMAP_GROUPS, SITEMAP_POST_COUNT, SITEMAP_POSTS_GROUP } from '../../../shared/seo/sitemap.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../ui/PageHero/PageSection.tsx';
import { pageLocale } from '../../lib/i18n.ts';
import { seo } from '../../lib/seo.ts';
import { articleListQuery } from '../../queries.ts';

/**
 * The groups and pages of the HTML sitemap in the page's language. `SITEMAP_GROUPS` (shared with
 * /sitemap.xml, which needs only the paths) names them in English; the news article reads its title
 * in the page's language, and the newest posts (from the server, in the page's language) close the list.
 */
const GROUP_TITLES: Readonly<Record<string, () => string>> = {
  'Main Pages': m.sitemap_page_group_main,
  Services: m.sitemap_page_group_services,
  'Market Information': m.sitemap_page_group_market,
  'Blog Posts': m.sitemap_page_group_posts,
};

const PAGE_LABELS: Readonly<Record<string, () => string>> = {
  '/': m.sitemap_page_home,
  '/properties': m.sitemap_page_properties,
  '/floor-plans': m.sitemap_page_floor_plans,
  '/location': m.sitemap_page_location,
  '/neighbourhood': m.sitemap_page_neighbourhood,
  '/about': m.sitemap_page_about,
  '/valuations': m.sitemap_page_valuations,
  '/cost-calculator': m.cost_calculator_title,
  '/lettings-property-management': m.sitemap_page_lettings,
  '/contact-for-properties': m.sitemap_page_contact,
  '/other-websites': m.sitemap_page_other_websites,
  '/privacy-policy': m.sitemap_page_privacy,
  '/terms': m.sitemap_page_terms,
  '/market-data': m.sitemap_page_market_data,
  '/market-listings': m.sitemap_page_market_listings,
  '/blog': m.sitemap_page_blog,
};

export const Route = createFileRoute('/sitemap/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(articleListQuery(trpc)),
  head: ({ match }) =>
    seo({
      title: pageTitle(m.sitemap_page_title()),
      description: m.sitemap_page_description(),
      path: '/sitemap',
      siteUrl: match.context.siteUrl,
    }),
  component: SitemapPage,
});

/** A link's words in the page's language: the page's label, or the news article's title (a post's comes translated). */
function linkLabel(link: { label: string; href: string }): string {
  const pageLabel = PAGE_LABELS[link.href];
  if (pageLabel) return pageLabel();
  if (link.href === NEWS_ARTICLE_PATH) return newsText(pageLocale()).title;
  return link.label;
}

function SitemapPage() {
  const { trpc } = Route.useRouteContext();
  const { data: posts } = useSuspenseQuery(articleListQuery(trpc));
  const groups = [
    ...SITEMAP_GROUPS,
    {
      title: SITEMAP_POSTS_GROUP,
      links: posts.slice(0, SITEMAP_POST_COUNT).map((post) => ({ label: post.title, href: `/blog/${post.slug}` })),
    },
  ];
  return (
    <>
      <PageHero
        top={<Breadcrumbs currentLabel={m.sitemap_page_title()} />}
        eyebrow={m.sitemap_page_eyebrow()}
        title={m.sitemap_page_title()}
      />
      <PageSection>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          {groups.map((group) => {
            const title = GROUP_TITLES[group.title]?.() ?? group.title;
            return (
              <nav key={group.title} aria-label={title}>
                <h2 className={sectionClasses.cardTitle}>{title}</h2>
                <ul className={sectionClasses.linkList}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href} className={sectionClasses.textLink}>
                        {linkLabel(link)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            );
          })}
        </SimpleGrid>
      </PageSection>
    </>
  );
}
