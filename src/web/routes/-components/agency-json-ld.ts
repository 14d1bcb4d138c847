import { AGENCY } from '../../../shared/agency.ts';
import type { AgencyRegistrationView } from '../../../shared/agency/types.ts';
import { m } from '../../../shared/paraglide/messages.js';

/** A registration number as schema.org names one: what it is, and the number. */
const registrationId = (propertyID: string, value: string) => ({ '@type': 'PropertyValue', propertyID, value });

/** schema.org RealEstateAgent for the agency, open 09:00-19:00 every day, with its licence numbers once entered. */
export function agencyJsonLd(siteUrl: string, registration: AgencyRegistrationView | null) {
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
export function projectJsonLd(registration: AgencyRegistrationView) {
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
