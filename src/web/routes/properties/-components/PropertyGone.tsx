import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { m } from '../../../../shared/paraglide/messages.js';
import type { PropertyListing } from '../../../../shared/properties/types.ts';
import { PropertyCard } from '../../../features/properties/PropertyCard/PropertyCard.tsx';
import { BackLink } from './AdvertisedProperty.tsx';
import classes from './PropertyDetail.module.css';

/** A sold, let or withdrawn residence's old address: said plainly, with residences like it (answered with 410). */
export function PropertyGone({ listing }: { listing: Extract<PropertyListing, { state: 'gone' }> }) {
  return (
    <section className={classes.gone} aria-labelledby="gone-title">
      <Container>
        <div className={classes.goneIntro}>
          <Title order={1} id="gone-title" className={classes.notFoundTitle}>
            {m.property_gone_heading()}
          </Title>
          <Text className={classes.notFoundText}>{m.property_gone_text({ title: listing.title })}</Text>
        </div>
        {listing.similar.length > 0 ? (
          <section aria-label={m.property_similar()}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" className={classes.similar}>
              {listing.similar.map((property) => (
                <PropertyCard key={property.id} property={property} />
              ))}
            </SimpleGrid>
          </section>
        ) : null}
        <div className={classes.goneIntro}>
          <Link to="/properties" className={classes.back}>
            {m.property_see_all()}
          </Link>
        </div>
      </Container>
    </section>
  );
}

/** An address that never was a residence, or no longer is one we know. */
export function PropertyNotFound() {
  return (
    <section className={classes.notFound}>
      <Container size="sm">
        <Title order={1} className={classes.notFoundTitle}>
          {m.property_not_found_title()}
        </Title>
        <Text className={classes.notFoundText}>{m.property_not_found_text()}</Text>
        <BackLink />
      </Container>
    </section>
  );
}
