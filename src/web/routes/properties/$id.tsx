import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { htmlToText } from '../../lib/rich-text.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { seo } from '../../lib/seo.ts';
import { isTrpcNotFound } from '../../lib/trpc-errors.ts';
import { costToOwnFeesQuery, propertyListingQuery } from '../../queries.ts';
import { FALLBACK_PHOTO } from '../../ui/MediaImage/MediaImage.tsx';
import { AdvertisedProperty } from './-components/AdvertisedProperty.tsx';
import { PropertyGone, PropertyNotFound } from './-components/PropertyGone.tsx';

export const Route = createFileRoute('/properties/$id')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const id = parseRouteId(params.id);
    if (id === null) throw notFound();
    const options = propertyListingQuery(trpc, id);
    try {
      // The fee table comes with the page for its cost to own; without it the page still shows the residence.
      const [listing] = await Promise.all([
        queryClient.ensureQueryData(options),
        queryClient.prefetchQuery(costToOwnFeesQuery(trpc)),
      ]);
      // A unit taken off the market answers 410 Gone (the server renderer reads `httpStatus`), so
      // search engines drop the address at once; the page offers residences like it.
      if (listing.state === 'gone') return { id, gone: true as const, title: listing.title, httpStatus: 410 };
      const { property } = listing;
      // The id as parsed, for the page; and only what the head needs: the page reads the query cache.
      return {
        id,
        gone: false as const,
        title: property.title,
        description: property.description,
        imageUrl: property.imageUrl,
      };
    } catch (error) {
      if (!isTrpcNotFound(error)) throw error;
      // A failed query would otherwise travel to the browser in the SSR payload.
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
      throw notFound();
    }
  },
  head: ({ match, loaderData, params }) =>
    loaderData?.gone
      ? { meta: [{ title: pageTitle(m.property_gone_title()) }, { name: 'robots', content: 'noindex' }] }
      : loaderData
        ? seo({
            title: pageTitle(loaderData.title),
            description: htmlToText(loaderData.description).slice(0, 160),
            path: `/properties/${params.id}`,
            siteUrl: match.context.siteUrl,
            image: loaderData.imageUrl || FALLBACK_PHOTO,
          })
        : { meta: [{ title: pageTitle(m.property_not_found_title()) }, { name: 'robots', content: 'noindex' }] },
  component: PropertyPage,
  notFoundComponent: PropertyNotFound,
});

function PropertyPage() {
  const { trpc } = Route.useRouteContext();
  const { id } = Route.useLoaderData();
  const { data: listing } = useSuspenseQuery(propertyListingQuery(trpc, id));
  return listing.state === 'gone' ? (
    <PropertyGone listing={listing} />
  ) : (
    <AdvertisedProperty property={listing.property} permitQrSvg={listing.permitQrSvg} />
  );
}
