import { flatTranslations } from '../../../shared/properties/localized-text.ts';
import type { PropertyType } from '../../../shared/properties/schemas.ts';
import { DEVELOPMENT, type FeedMedia, type FeedUnit } from '../portals/feed-listings.ts';
import { element, feedTime, plainText, text, xmlDocument } from '../portals/xml.ts';

/**
 * Bayut and dubizzle's combined XML feed (`<Properties><Property>`), tags as the issue lists them and
 * Bayut's guidelines for off-plan units (support.bayut.com, "What are the guidelines for posting an
 * Off-plan listing?": offplanDetails_saleType New/Resale, offplanDetails_dldWaiver 0-100 for New).
 */
const BAYUT_TYPE: Record<PropertyType, string> = {
  Apartment: 'Apartment',
  Penthouse: 'Penthouse',
  Villa: 'Villa',
  Townhouse: 'Townhouse',
  // The portals have no mansion: a mansion is a villa.
  Mansion: 'Villa',
};
const FURNISHED: Record<string, string> = { furnished: 'Yes', 'semi-furnished': 'Partly', unfurnished: 'No' };
const RENT_FREQUENCY: Record<string, string> = {
  yearly: 'Yearly',
  monthly: 'Monthly',
  weekly: 'Weekly',
  daily: 'Daily',
};
const PORTAL_NAME = { bayut: 'Bayut', dubizzle: 'dubizzle' } as const;

function bayutProperty({ property, state, portals, changedAt }: FeedUnit, media: FeedMedia): string {
  const offPlan = property.completion === 'off-plan';
  const rent = property.category === 'rent';
  const videos = [property.videoUrl, property.virtualTourUrl].filter((url): url is string => Boolean(url));
  const arabic = flatTranslations(property.translations);
  return element('Property', [
    text('Property_Ref_No', property.reference),
    text('Permit_Number', property.permitNumber),
    text('Property_Status', state),
    text('Property_purpose', rent ? 'Rent' : 'Buy'),
    text('Property_Type', BAYUT_TYPE[property.type]),
    text('Property_Size', Number(property.area)),
    text('Property_Size_Unit', 'SQFT'),
    text('Bedrooms', property.bedrooms),
    text('Bathrooms', Number(property.bathrooms)),
    element(
      'Features',
      [...property.features, ...property.privateAmenities].map((feature) => text('Feature', feature)),
    ),
    text('Off_plan', offPlan ? 'Yes' : 'No'),
    ...(offPlan
      ? [
          text('offplanDetails_saleType', property.market === 'resale' ? 'Resale' : 'New'),
          // No DLD fee waiver is offered on these units.
          property.market === 'resale' ? '' : text('offplanDetails_dldWaiver', 0),
        ]
      : []),
    element(
      'Portals',
      portals.map((portal) => text('Portal', PORTAL_NAME[portal])),
    ),
    text('Last_Updated', feedTime(changedAt)),
    text('Property_Title', property.title),
    text('Property_Title_AR', arabic.titleAr),
    text('Property_Description', plainText(property.description)),
    text('Property_Description_AR', arabic.descriptionAr ? plainText(arabic.descriptionAr) : null),
    text('Price', Number(property.price)),
    rent ? text('Rent_Frequency', RENT_FREQUENCY[property.rentFrequency ?? ''] ?? null) : '',
    text('Furnished', FURNISHED[property.furnishing ?? ''] ?? null),
    element(
      'Images',
      media.photos(property).map((url) => text('Image', url)),
    ),
    element(
      'Videos',
      videos.map((url) => text('Video', media.absolute(url))),
    ),
    element('Floor_Plans', property.floorPlanUrl ? [text('Floor_Plan', media.absolute(property.floorPlanUrl))] : []),
    text('City', DEVELOPMENT.city),
    text('Locality', DEVELOPMENT.locality),
    text('Sub_Locality', DEVELOPMENT.subLocality),
    text('Tower_Name', DEVELOPMENT.tower),
    text('Listing_Agent', property.agent?.name),
    text('Listing_Agent_Phone', property.agent?.phone),
    text('Listing_Agent_Email', property.agent?.email),
  ]);
}

export function bayutFeed(units: FeedUnit[], media: FeedMedia): string {
  return xmlDocument(
    'Properties',
    units.map((unit) => bayutProperty(unit, media)),
  );
}
