import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { formatPrice } from '../../../shared/properties/price.ts';
import { FALLBACK_PHOTO, mediaSrcSet } from '../../lib/images.ts';
import { seo } from '../../lib/seo.ts';
import { isTrpcNotFound } from '../../lib/trpc-errors.ts';
import { propertyQuery } from '../../queries.ts';
import { formatArea, formatFigure } from './-components/format.ts';
import classes from './-components/PropertyDetail.module.css';

/** The id of the path, or null when it cannot be a property id (then there is nothing to ask for). */
function parseId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export const Route = createFileRoute('/properties/$id')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const id = parseId(params.id);
    if (id === null) throw notFound();
    const options = propertyQuery(trpc, id);
    try {
      const property = await queryClient.ensureQueryData(options);
      // Only what the head needs; the page itself reads the query cache.
      return { title: property.title, description: property.description, imageUrl: property.imageUrl };
    } catch (error) {
      if (!isTrpcNotFound(error)) throw error;
      // A failed query would otherwise travel to the browser in the SSR payload.
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
      throw notFound();
    }
  },
  head: ({ match, loaderData, params }) =>
    loaderData
      ? seo({
          title: pageTitle(loaderData.title),
          description: loaderData.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 160),
          path: `/properties/${params.id}`,
          siteUrl: match.context.siteUrl,
          image: loaderData.imageUrl || FALLBACK_PHOTO,
        })
      : { meta: [{ title: pageTitle('Property Not Found') }, { name: 'robots', content: 'noindex' }] },
  component: PropertyPage,
  notFoundComponent: PropertyNotFound,
});

function BackLink() {
  return (
    <Link to="/properties" className={classes.back}>
      ← Back to Properties
    </Link>
  );
}

function PropertyPage() {
  const { trpc } = Route.useRouteContext();
  const id = Number(Route.useParams().id);
  const { data: property } = useSuspenseQuery(propertyQuery(trpc, id));
  const image = property.imageUrl || property.photos[0] || FALLBACK_PHOTO;

  return (
    <article className={classes.page}>
      <Container>
        <BackLink />
        <div className={classes.layout}>
          <div className={classes.media}>
            <img
              src={image}
              srcSet={mediaSrcSet(image)}
              sizes="(min-width: 62em) 60vw, 100vw"
              width={1600}
              height={1067}
              alt={property.title}
              fetchPriority="high"
              className={classes.image}
            />
          </div>
          <div className={classes.summary}>
            {property.type ? <p className={classes.eyebrow}>{property.type}</p> : null}
            <Title order={1} className={classes.title}>
              {property.title}
            </Title>
            <p className={classes.price}>{formatPrice(property.price)}</p>
            <SimpleGrid cols={3} spacing={0} className={classes.facts}>
              <div className={classes.fact}>
                <span className={classes.factLabel}>Bedrooms</span>
                <span className={classes.factValue}>{formatFigure(property.bedrooms)}</span>
              </div>
              <div className={classes.fact}>
                <span className={classes.factLabel}>Bathrooms</span>
                <span className={classes.factValue}>{formatFigure(property.bathrooms)}</span>
              </div>
              <div className={classes.fact}>
                <span className={classes.factLabel}>Area</span>
                <span className={classes.factValue}>{formatArea(property.area)}</span>
              </div>
            </SimpleGrid>
            <Text className={classes.description}>{property.description.replace(/<[^>]*>/g, ' ')}</Text>
          </div>
        </div>
      </Container>
    </article>
  );
}

function PropertyNotFound() {
  return (
    <section className={classes.notFound}>
      <Container size="sm">
        <Title order={1} className={classes.notFoundTitle}>
          Property Not Found
        </Title>
        <Text className={classes.notFoundText}>
          This residence is no longer listed, or the link is incomplete.
        </Text>
        <BackLink />
      </Container>
    </section>
  );
}
