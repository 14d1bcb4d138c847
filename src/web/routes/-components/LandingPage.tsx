import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ProjectRegistration } from '../../features/agency/RegistrationFacts/ProjectRegistration.tsx';
import { useAgencyRegistration } from '../../features/agency/use-agency-registration.ts';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { HydrateOnView } from '../../ui/HydrateOnView/HydrateOnView.tsx';
import { JsonLd } from '../../ui/JsonLd/JsonLd.tsx';
import { StaticContent } from '../../ui/StaticContent/StaticContent.tsx';
import { agencyJsonLd, projectJsonLd } from './agency-json-ld.ts';
import { AmenitiesSection } from './AmenitiesSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { FeaturedProperty } from './FeaturedProperty.tsx';
import { GallerySection } from './GallerySection.tsx';
import { IntroSection } from './IntroSection.tsx';
import { LandingHero } from './LandingHero.tsx';
import { PropertiesTeaser } from './PropertiesTeaser.tsx';

/**
 * The contact form (with zod, the form library and its inputs) is the heaviest part of the page and
 * sits at its end: it arrives in a chunk of its own, fetched when the visitor comes near it (see
 * HydrateOnView). The server still renders it in full.
 */
const ContactSection = lazy(() =>
  import('./ContactSection.tsx').then((module) => ({ default: module.ContactSection })),
);

/** The landing page: hero and search, intro, featured residence, registration, amenities, gallery, FAQ and contact. */
export function LandingPage() {
  const { siteUrl } = useRouteContext({ from: '__root__' });
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
