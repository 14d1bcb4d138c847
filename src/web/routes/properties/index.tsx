import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { RouteErrorScreen } from '../../components/RouteErrorScreen/RouteErrorScreen.tsx';
import { seo } from '../../lib/seo.ts';
import { propertyListQuery } from '../../queries.ts';
import { PropertyCard } from './-components/PropertyCard.tsx';
import classes from './-components/PropertiesPage.module.css';

export const Route = createFileRoute('/properties/')({
  loader: async ({ context: { queryClient, trpc } }) => {
    await queryClient.ensureQueryData(propertyListQuery(trpc));
  },
  head: ({ match }) =>
    seo({
      title: pageTitle('Properties for Sale'),
      description:
        'Penthouses, sky villas and signature villas for sale at Six Senses Residences, Palm Jumeirah: ' +
        'branded residences with wellness at their heart, on the Crescent of the Palm in Dubai.',
      path: '/properties',
      siteUrl: match.context.siteUrl,
      image: '/media/main-photo.webp',
    }),
  component: PropertiesPage,
  errorComponent: () => <RouteErrorScreen title="Error loading properties" />,
});

function PropertiesPage() {
  const { trpc } = Route.useRouteContext();
  const { data: properties } = useSuspenseQuery(propertyListQuery(trpc));

  return (
    <>
      <section className={classes.intro}>
        <Container>
          <p className={classes.eyebrow}>Palm Jumeirah · Dubai</p>
          <Title order={1} className={classes.heading}>
            Available Residences
          </Title>
          <Text className={classes.lead}>
            Signature villas, sky villas and penthouses on the Crescent of the Palm — each residence serviced by
            Six Senses and designed around light, the sea and a slower rhythm of living.
          </Text>
          <p className={classes.count} aria-live="polite">
            {properties.length === 1 ? '1 residence' : `${properties.length} residences`}
          </p>
        </Container>
      </section>

      <section className={classes.listing} aria-label="Residences">
        <Container>
          {properties.length === 0 ? (
            <div className={classes.empty}>
              <Title order={2} className={classes.emptyTitle}>
                No Properties Found
              </Title>
              <Text className={classes.emptyText}>
                New residences are released privately. Contact us to hear about availability first.
              </Text>
            </div>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={{ base: 'lg', md: 'xl' }} verticalSpacing={{ base: 'xl', md: 48 }}>
              {properties.map((property, index) => (
                <PropertyCard key={property.id} property={property} priority={index === 0 ? 'high' : 'lazy'} />
              ))}
            </SimpleGrid>
          )}
        </Container>
      </section>
    </>
  );
}
