import { SimpleGrid } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { SITEMAP_GROUPS } from '../../../shared/content/sitemap.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../components/PageHero/PageSection.tsx';
import { seo } from '../../lib/seo.ts';

export const Route = createFileRoute('/sitemap/')({
  head: ({ match }) =>
    seo({
      title: pageTitle('Sitemap'),
      description: 'Every page of the Six Senses Residences, Palm Jumeirah website, by category.',
      path: '/sitemap',
      siteUrl: match.context.siteUrl,
    }),
  component: SitemapPage,
});

function SitemapPage() {
  return (
    <>
      <PageHero top={<Breadcrumbs />} eyebrow="Site index" title="Sitemap" />
      <PageSection>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl">
          {SITEMAP_GROUPS.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className={sectionClasses.cardTitle}>{group.title}</h2>
              <ul className={sectionClasses.linkList}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={sectionClasses.textLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}
