import { AGENCY } from '../../../../shared/agency.ts';
import { offerAvailability } from '../../../../shared/properties/advertising.ts';
import type { PropertyView } from '../../../../shared/properties/types.ts';
import { propertyPhotos } from '../../../lib/carousel.ts';
import { parseAmount } from '../../../lib/format.ts';
import { htmlToText } from '../../../lib/rich-text.ts';
import { FALLBACK_PHOTO } from '../../../ui/MediaImage/MediaImage.tsx';

/** schema.org Residence with its Offer, for search engines. */
export function residenceJsonLd(property: PropertyView, url: string, siteUrl: string) {
  const price = parseAmount(property.price);
  const image = propertyPhotos(property)[0] ?? FALLBACK_PHOTO;
  return {
    '@context': 'https://schema.org',
    '@type': 'Residence',
    name: property.title,
    description: htmlToText(property.description),
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
