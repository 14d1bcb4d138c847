import { Badge, Button, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { useState } from 'react';
import { AGENCY, pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { BADGED_STATUSES, offerAvailability } from '../../../shared/properties/advertising.ts';
import { localizedPropertyText } from '../../../shared/properties/localized-text.ts';
import type { PropertyListing, PropertyView } from '../../../shared/properties/types.ts';
import { StaticContent } from '../../ui/StaticContent/StaticContent.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PropertyCard } from '../../features/properties/PropertyCard/PropertyCard.tsx';
import { JsonLd } from '../../ui/JsonLd/JsonLd.tsx';
import { FALLBACK_PHOTO, MediaImage, mediaThumbnail } from '../../ui/MediaImage/MediaImage.tsx';
import { pageLocale } from '../../lib/i18n.ts';
import { htmlToText, isHtml } from '../../lib/rich-text.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { propertyStatusLabel, propertyTypeLabel } from '../../features/properties/labels.ts';
import { seo } from '../../lib/seo.ts';
import { isTrpcNotFound } from '../../lib/trpc-errors.ts';
import { propertyListingQuery } from '../../queries.ts';
import { propertyPhotos } from '../../lib/carousel.ts';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { formatAed, formatArea, formatFigure, formatPrice, isConverted, parseAmount } from '../../lib/format.ts';
import { agentMailtoLink, agentWhatsappLink } from '../../features/properties/property-links.ts';
import classes from './-components/PropertyDetail.module.css';

/** schema.org Residence with its Offer, for search engines. */
function residenceJsonLd(property: PropertyView, url: string, siteUrl: string) {
  const price = parseAmount(property.price);
  const image = propertyPhotos(property)[0] ?? FALLBACK_PHOTO;
  const text = localizedPropertyText(property, pageLocale());
  return {
    '@context': 'https://schema.org',
    '@type': 'Residence',
    name: text.title,
    description: htmlToText(text.description),
    url,
    image: new URL(image, siteUrl).href,
    numberOfRooms: property.bedrooms,
    floorSize: {
      '@type': 'QuantitativeValue',
      value: parseAmount(property.area) ?? undefined,
      unitCode: 'FTK',
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: AGENCY.address.street,
      addressLocality: AGENCY.address.locality,
      addressCountry: AGENCY.address.country,
    },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AED',
      ...(price ? { price } : {}),
      availability: offerAvailability(property.availability),
      seller: { '@type': 'RealEstateAgent', name: AGENCY.name, telephone: AGENCY.phone.e164 },
    },
  };
}

export const Route = createFileRoute('/properties/$id')({
  loader: async ({ context: { queryClient, trpc }, params }) => {
    const id = parseRouteId(params.id);
    if (id === null) throw notFound();
    const options = propertyListingQuery(trpc, id);
    try {
      const listing = await queryClient.ensureQueryData(options);
      // A unit taken off the market answers 410 Gone (the server renderer reads `httpStatus`), so
      // search engines drop the address at once; the page offers residences like it.
      if (listing.state === 'gone') return { gone: true as const, title: listing.title, httpStatus: 410 };
      const { property } = listing;
      const text = localizedPropertyText(property, pageLocale());
      // Only what the head needs; the page itself reads the query cache.
      return {
        gone: false as const,
        title: text.title,
        description: text.description,
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

function BackLink() {
  return (
    <Link to="/properties" className={classes.back}>
      {m.property_back()}
    </Link>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <span className={classes.factLabel}>{label}</span>
      <span className={classes.factValue}>{value}</span>
    </div>
  );
}

function PropertyPage() {
  const { trpc } = Route.useRouteContext();
  const id = Number(Route.useParams().id);
  const { data: listing } = useSuspenseQuery(propertyListingQuery(trpc, id));
  return listing.state === 'gone' ? (
    <PropertyGone listing={listing} />
  ) : (
    <AdvertisedProperty property={listing.property} permitQrSvg={listing.permitQrSvg} />
  );
}

/** The advertising permit a Dubai listing must show: its number and the QR code that verifies it. */
function PermitPanel({ number, qrSvg }: { number: string | null; qrSvg: string | null }) {
  if (!number && !qrSvg) return null;
  return (
    <div className={classes.permit} data-testid="advertising-permit">
      {qrSvg ? (
        <div
          className={classes.permitQr}
          role="img"
          aria-label={m.property_permit_qr()}
          title={m.property_permit_qr()}
          data-testid="permit-qr"
          // Made on the server by the QR library from the permit's verification link: markup we wrote, not input.
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
      ) : null}
      <div>
        {number ? <p className={classes.permitNumber}>{m.property_permit({ number })}</p> : null}
        <p className={classes.permitNote}>{m.property_permit_note()}</p>
      </div>
    </div>
  );
}

function AdvertisedProperty({ property, permitQrSvg }: { property: PropertyView; permitQrSvg: string | null }) {
  const { siteUrl } = Route.useRouteContext();
  const { display } = useDisplayPreferences();
  const photos = propertyPhotos(property);
  const [selected, setSelected] = useState(0);
  const image = photos[selected] ?? FALLBACK_PHOTO;
  const url = new URL(`/properties/${property.id}`, siteUrl).href;
  const text = localizedPropertyText(property, pageLocale());

  return (
    <article className={classes.page}>
      <Container>
        <StaticContent watch={[property.id]}>
          <div className={classes.topBar}>
            <Breadcrumbs />
            <BackLink />
          </div>
        </StaticContent>
        <div className={classes.layout}>
          <div>
            <div className={classes.media}>
              <MediaImage
                key={image}
                src={image}
                sizes="(min-width: 62em) 60vw, 100vw"
                width={1600}
                height={1067}
                alt={m.property_photo_alt({
                  title: text.title,
                  index: selected + 1,
                  total: Math.max(photos.length, 1),
                })}
                fetchPriority="high"
                className={classes.image}
              />
              <span className={classes.exclusive}>{m.property_exclusive()}</span>
              {BADGED_STATUSES.includes(property.status) ? (
                <span className={classes.statusBadge} data-testid="status-badge">
                  {propertyStatusLabel(property.status)}
                </span>
              ) : null}
            </div>
            {photos.length > 1 ? (
              <ul className={classes.thumbs} aria-label={m.property_photos()}>
                {photos.map((photo, index) => (
                  <li key={photo}>
                    <button
                      type="button"
                      className={classes.thumb}
                      onClick={() => setSelected(index)}
                      aria-pressed={index === selected}
                      aria-label={m.property_show_photo({ index: index + 1 })}
                    >
                      <img
                        src={mediaThumbnail(photo)}
                        width={160}
                        height={107}
                        alt=""
                        loading="lazy"
                        decoding="async"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <StaticContent watch={[property, display]}>
            <PropertySummary property={property} />
          </StaticContent>
        </div>

        <div className={classes.lower}>
          <StaticContent watch={[property]}>
            <PropertyLists property={property} />
          </StaticContent>
          <StaticContent watch={[property, permitQrSvg]}>
            <AgentCard property={property} permitQrSvg={permitQrSvg} />
          </StaticContent>
        </div>
      </Container>
      <JsonLd data={residenceJsonLd(property, url, siteUrl)} />
    </article>
  );
}

/** The residence's type, name, price, facts and description. */
function PropertySummary({ property }: { property: PropertyView }) {
  const { display } = useDisplayPreferences();
  const text = localizedPropertyText(property, pageLocale());
  return (
    <div className={classes.summary}>
      {property.type ? <p className={classes.eyebrow}>{propertyTypeLabel(property.type)}</p> : null}
      <Title order={1} className={classes.title}>
        {text.title}
      </Title>
      <p className={classes.price} data-testid="property-price">
        {formatPrice(property.price, display)}
      </p>
      {isConverted(display) && parseAmount(property.price) !== null ? (
        // The dirham figure is the one agreed and advertised; the conversion is a guide.
        <p className={classes.priceOfRecord} data-testid="price-of-record">
          <span className={classes.priceOfRecordLabel}>{m.property_price_of_record()}</span>{' '}
          {formatAed(property.price, { locale: display.locale })}
        </p>
      ) : null}
      <p className={classes.verified}>
        <IconRosetteDiscountCheck size={18} stroke={1.5} aria-hidden="true" />
        <span>
          <strong>{m.property_verified()}</strong> {m.property_verified_text()}
        </span>
      </p>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={0} className={classes.facts}>
        <Fact label={m.property_bedrooms()} value={formatFigure(property.bedrooms, { locale: display.locale })} />
        <Fact label={m.property_bathrooms()} value={formatFigure(property.bathrooms, { locale: display.locale })} />
        <Fact label={m.property_area()} value={formatArea(property.area, display)} />
        <Fact label={m.property_type()} value={property.type ? propertyTypeLabel(property.type) : '–'} />
      </SimpleGrid>
      {isHtml(text.description) ? (
        // Staff write descriptions in English: `dir="auto"` keeps their punctuation in place on Arabic pages.
        <div className={classes.description} dir="auto" dangerouslySetInnerHTML={{ __html: text.description }} />
      ) : (
        <Text className={classes.description} dir="auto">
          {text.description}
        </Text>
      )}
    </div>
  );
}

/** Its features, private amenities and the other details staff gave. */
function PropertyLists({ property }: { property: PropertyView }) {
  const details = [
    [m.property_view(), property.view],
    [m.property_floor(), property.floor],
    [m.property_parking(), property.parking],
    [m.property_furnished(), property.furnished],
    [m.property_completion_status(), property.completionStatus],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <div className={classes.lists}>
      {property.features.length > 0 ? (
        <section aria-labelledby="features-title">
          <h2 id="features-title" className={classes.subheading}>
            {m.property_features()}
          </h2>
          <ul className={classes.list}>
            {property.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {property.privateAmenities.length > 0 ? (
        <section aria-labelledby="amenities-title">
          <h2 id="amenities-title" className={classes.subheading}>
            {m.property_private_amenities()}
          </h2>
          <ul className={classes.list}>
            {property.privateAmenities.map((amenity) => (
              <li key={amenity}>{amenity}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {details.length > 0 ? (
        <section aria-labelledby="details-title">
          <h2 id="details-title" className={classes.subheading}>
            {m.property_additional_details()}
          </h2>
          <dl className={classes.details}>
            {details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}

/** Who to call about it, its availability and its advertising permit. */
function AgentCard({ property, permitQrSvg }: { property: PropertyView; permitQrSvg: string | null }) {
  const agent = property.agent;
  return (
    <aside className={classes.agentCard} aria-labelledby="agent-title">
      <h2 id="agent-title" className={classes.subheading}>
        {m.property_contact_agent()}
      </h2>
      {agent ? (
        <>
          <div className={classes.agent}>
            <img
              src={agent.photoUrl || FALLBACK_PHOTO}
              width={88}
              height={88}
              alt={m.property_agent_portrait({ name: agent.name })}
              loading="lazy"
              className={classes.agentPhoto}
            />
            <div>
              <p className={classes.agentName}>{agent.name}</p>
              <p className={classes.agentInfo}>{agent.info || agent.title}</p>
              {agent.license ? (
                <p className={classes.agentLicense}>{m.property_agent_licence({ licence: agent.license })}</p>
              ) : null}
            </div>
          </div>
          <div className={classes.agentActions}>
            <Button
              component="a"
              href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`}
              leftSection={<IconPhone size={16} aria-hidden="true" />}
              fullWidth
            >
              {m.property_call({ phone: agent.phone })}
            </Button>
            <Button
              component="a"
              href={agentWhatsappLink(agent.phone, property)}
              target="_blank"
              rel="noopener noreferrer"
              variant="outline"
              leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
              fullWidth
            >
              {m.property_whatsapp_inquiry()}
            </Button>
            <Button
              component="a"
              href={agentMailtoLink(agent.email, property)}
              variant="outline"
              color="ink.9"
              leftSection={<IconMail size={16} aria-hidden="true" />}
              fullWidth
            >
              {m.property_email_agent()}
            </Button>
          </div>
        </>
      ) : (
        <div className={classes.agentActions}>
          <Text>{m.property_team_viewing()}</Text>
          <Button
            component="a"
            href={`tel:${AGENCY.phone.e164}`}
            leftSection={<IconPhone size={16} aria-hidden="true" />}
            fullWidth
          >
            {m.property_call({ phone: AGENCY.phone.display })}
          </Button>
          <Button
            component="a"
            href={agentWhatsappLink(AGENCY.whatsapp, property)}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
            fullWidth
          >
            {m.property_whatsapp_inquiry()}
          </Button>
          <Button
            component="a"
            href={agentMailtoLink(AGENCY.email, property)}
            variant="outline"
            color="ink.9"
            leftSection={<IconMail size={16} aria-hidden="true" />}
            fullWidth
          >
            {m.property_email_us()}
          </Button>
        </div>
      )}
      <Badge variant="light" color="ink" mt="md" radius={0}>
        {propertyStatusLabel(property.availability)}
      </Badge>
      <PermitPanel number={property.permitNumber} qrSvg={permitQrSvg} />
    </aside>
  );
}

/** A sold, let or withdrawn residence's old address: said plainly, with residences like it (answered with 410). */
function PropertyGone({ listing }: { listing: Extract<PropertyListing, { state: 'gone' }> }) {
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

function PropertyNotFound() {
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
