import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AGENCY } from '../../shared/agency.ts';
import type { AgencyRegistrationView } from '../../shared/agency/types.ts';
import { m } from '../../shared/paraglide/messages.js';
import { HydrateOnView } from '../ui/HydrateOnView/HydrateOnView.tsx';
import { StaticContent } from '../ui/StaticContent/StaticContent.tsx';
import { useDisplayPreferences } from '../lib/display-preferences.tsx';
import { JsonLd } from '../ui/JsonLd/JsonLd.tsx';
import { ProjectRegistration } from '../features/agency/RegistrationFacts/ProjectRegistration.tsx';
import { useAgencyRegistration } from '../features/agency/use-agency-registration.ts';
import { HERO_IMAGE } from '../content/hero-image.ts';
import { mediaSrcSet } from '../ui/MediaImage/MediaImage.tsx';
import { seo } from '../lib/seo.ts';
import { AmenitiesSection } from './-components/AmenitiesSection.tsx';
import { FaqSection } from './-components/FaqSection.tsx';
import { featuredQuery } from '../queries.ts';
import { FeaturedProperty } from './-components/FeaturedProperty.tsx';
import { GallerySection } from './-components/GallerySection.tsx';
import { IntroSection } from './-components/IntroSection.tsx';
import { LandingHero } from './-components/LandingHero.tsx';
import { PropertiesTeaser } from './-components/PropertiesTeaser.tsx';

/**
 * The contact form (with zod, the form library and its inputs) is the heaviest part of the page and
 * sits at its end: it arrives in a chunk of its own, fetched when the visitor comes near it (see
 * HydrateOnView). The server still renders it in full.
 */
const ContactSection = lazy(() =>
  import('./-components/ContactSection.tsx').then((module) => ({ default: module.ContactSection })),
);

/** A registration number as schema.org names one: what it is, and the number. */
const registrationId = (propertyID: string, value: string) => ({ '@type': 'PropertyValue', propertyID, value });

/** schema.org RealEstateAgent for the agency, open 09:00-19:00 every day, with its licence numbers once entered. */
function agencyJsonLd(siteUrl: string, registration: AgencyRegistrationView | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: AGENCY.name,
    url: new URL('/', siteUrl).href,
    image: new URL('/media/hero.webp', siteUrl).href,
    telephone: AGENCY.phone.e164,
    email: AGENCY.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: AGENCY.address.street,
      addressLocality: AGENCY.address.locality,
      addressCountry: AGENCY.address.country,
    },
    areaServed: m.landing_area_served(),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: AGENCY.openingHours.opens,
        closes: AGENCY.openingHours.closes,
      },
    ],
    sameAs: Object.values(AGENCY.social),
    ...(registration
      ? {
          identifier: [
            registrationId('RERA ORN', registration.reraOrn),
            registrationId('Trade licence', registration.tradeLicenceNumber),
          ],
        }
      : {}),
  };
}

/** The development the agency advertises, with its RERA project number, developer and escrow account. */
function projectJsonLd(registration: AgencyRegistrationView) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ApartmentComplex',
    name: registration.projectName,
    identifier: registrationId('RERA project registration number', registration.projectRegistrationNumber),
    address: {
      '@type': 'PostalAddress',
      streetAddress: AGENCY.address.street,
      addressLocality: AGENCY.address.locality,
      addressCountry: AGENCY.address.country,
    },
    additionalProperty: [
      registrationId('Developer', registration.developerName),
      registrationId('Escrow bank', registration.escrowBank),
      registrationId('Escrow account', registration.escrowAccountNumber),
    ],
  };
}

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient, trpc } }) => {
    // In the first bytes when they answer; a failure leaves the section to its empty state.
    await Promise.all([
      queryClient.prefetchQuery(featuredQuery(trpc)),
      queryClient.prefetchQuery(trpc.amenities.list.queryOptions()),
      queryClient.prefetchQuery(trpc.gallery.list.queryOptions()),
    ]);
  },
  head: ({ match }) => {
    const head = seo({
      title: m.landing_title({ site: m.site_name() }),
      description: m.landing_description(),
      path: '/',
      siteUrl: match.context.siteUrl,
    });
    // The hero photo is the page's largest paint: fetched from the head, before the stylesheets and
    // fonts, at the size the phone or screen will use.
    const heroPreload = {
      rel: 'preload',
      as: 'image',
      href: HERO_IMAGE.src,
      imageSrcSet: mediaSrcSet(HERO_IMAGE.src, HERO_IMAGE.width),
      imageSizes: '100vw',
      fetchPriority: 'high',
    };
    return { ...head, links: [heroPreload, ...head.links] };
  },
  component: LandingPage,
});

function LandingPage() {
  const { siteUrl } = Route.useRouteContext();
  const registration = useAgencyRegistration();
  const { display } = useDisplayPreferences();
  return (
    <>
      <LandingHero />
      <StaticContent watch={[display.unit]}>
        <IntroSection />
        <PropertiesTeaser />
      </StaticContent>
      <StaticContent watch={[display]}>
        <FeaturedProperty />
      </StaticContent>
      <StaticContent watch={[registration]}>
        <ProjectRegistration />
      </StaticContent>
      <HydrateOnView>
        <AmenitiesSection />
      </HydrateOnView>
      <HydrateOnView>
        <GallerySection />
      </HydrateOnView>
      <HydrateOnView watch={[display.unit]}>
        <FaqSection />
      </HydrateOnView>
      <HydrateOnView>
        <Suspense fallback={<div id="contact" style={{ minHeight: '60rem' }} />}>
          <ContactSection />
        </Suspense>
      </HydrateOnView>
      <JsonLd data={agencyJsonLd(siteUrl, registration)} />
      {registration ? <JsonLd data={projectJsonLd(registration)} /> : null}
    </>
  );
}
