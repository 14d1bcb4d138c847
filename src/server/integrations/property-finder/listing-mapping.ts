import { flatTranslations } from '../../../shared/properties/localized-text.ts';
import type { Property } from '../../properties/property.entity.ts';
import type { PropertyFinderCompliance } from './api-schemas.ts';

/**
 * Our residence as a Property Finder listing (POST /v1/listings, PUT /v1/listings/{id}). The field
 * names and the fields UAE requires are those the Enterprise API documentation lists (quoted in
 * issue #31; see docs/integrations.md "Property Finder listings" for each field's source).
 */
export interface ListingFacts {
  property: Pick<
    Property,
    | 'reference'
    | 'title'
    | 'translations'
    | 'description'
    | 'type'
    | 'price'
    | 'bedrooms'
    | 'bathrooms'
    | 'area'
    | 'imageUrl'
    | 'photos'
    | 'furnishing'
    | 'category'
    | 'rentFrequency'
    | 'completion'
    | 'market'
    | 'status'
    | 'videoUrl'
    | 'virtualTourUrl'
    | 'permitNumber'
  >;
  /** The agency's RERA office registration number (ORN), from Agency & Project. */
  agencyLicence: string;
  /** The portal location staff picked for the development. */
  locationId: number;
  /** The listing agent's user id on the portal, when the portal knows them. */
  agentUserId: string | null;
  /** Where our photos and videos are served from, for absolute HTTPS addresses. */
  publicUrl: string;
  /** A photo's portal rendition (JPEG, sRGB, within 1920x1080), absolute; null when it has none. */
  portalPhoto: (photoUrl: string) => string | null;
}

const TYPES: Record<string, string> = {
  Apartment: 'apartment',
  Penthouse: 'penthouse',
  Villa: 'villa',
  Townhouse: 'townhouse',
  Mansion: 'villa',
};

/** PF's projectStatus: `off_plan` or `completed`, with `_primary` when the developer sells (primary market). */
export function projectStatus(property: Pick<Property, 'completion' | 'market'>): string {
  const base = property.completion === 'off-plan' ? 'off_plan' : 'completed';
  return property.market === 'primary' ? `${base}_primary` : base;
}

type Localised = { en: string; ar?: string };

/** The listing as we send it (the fields the mapping below fills; the portal documents more). */
export interface PropertyFinderListingBody {
  reference: string;
  category: 'residential';
  type: string;
  furnishingType: string;
  projectStatus: string;
  uaeEmirate: 'dubai';
  location: { id: number };
  title: Localised;
  description: Localised;
  size: number;
  bedrooms: string;
  bathrooms: string;
  price: { type: string; amounts: Record<string, number>; downPayment?: number };
  media: { images: Array<{ original: { url: string } }>; videos?: { default: string } };
  compliance: {
    type: 'rera';
    listingAdvertisementNumber: string | null | undefined;
    issuingClientLicenseNumber: string;
  };
  assignedTo?: { id: number | string };
}

const absolute = (url: string, base: string) => new URL(url, base.replace(/\/+$/, '') + '/').toString();
const digits = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.]/g, '')) || 0;

/** The listing body: what the portal requires in the UAE, and what it accepts that we hold. */
export function propertyFinderListingBody(facts: ListingFacts): PropertyFinderListingBody {
  const { property } = facts;
  const price = digits(property.price);
  const rentType = property.rentFrequency ?? 'yearly';
  const video = property.videoUrl ?? property.virtualTourUrl;
  // The portal's Arabic site shows the Arabic staff wrote; it has its own English fallback.
  const arabic = flatTranslations(property.translations);
  const photos = [property.imageUrl, ...property.photos].filter((url, i, all) => url && all.indexOf(url) === i);
  const body: PropertyFinderListingBody = {
    reference: property.reference,
    category: 'residential',
    type: TYPES[property.type] ?? 'apartment',
    furnishingType: property.furnishing ?? 'unfurnished',
    projectStatus: projectStatus(property),
    uaeEmirate: 'dubai',
    location: { id: facts.locationId },
    title: { en: property.title.slice(0, 50), ...(arabic.titleAr ? { ar: arabic.titleAr.slice(0, 50) } : {}) },
    description: {
      en: property.description,
      ...(arabic.descriptionAr ? { ar: arabic.descriptionAr } : {}),
    },
    size: digits(property.area),
    bedrooms: property.bedrooms === 0 ? 'studio' : String(property.bedrooms),
    bathrooms: String(Math.max(1, Math.round(digits(property.bathrooms)))),
    price:
      property.category === 'sale'
        ? { type: 'sale', amounts: { sale: price }, downPayment: Math.round(price * 0.2) }
        : { type: rentType, amounts: { [rentType]: price } },
    media: {
      images: photos.map((url) => ({ original: { url: facts.portalPhoto(url) ?? absolute(url, facts.publicUrl) } })),
      ...(video ? { videos: { default: absolute(video, facts.publicUrl) } } : {}),
    },
    compliance: {
      type: 'rera',
      listingAdvertisementNumber: property.permitNumber,
      issuingClientLicenseNumber: facts.agencyLicence,
    },
  };
  if (facts.agentUserId) body.assignedTo = { id: Number(facts.agentUserId) || facts.agentUserId };
  return body;
}

const norm = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * What the permit as the DLD registered it says against our listing: its property's listingType
 * against the listing type, its saleType against the projectStatus, its price against ours. Each
 * mismatch in English for staff; empty when the permit matches (or says nothing on a point).
 */
export function complianceMismatches(
  compliance: PropertyFinderCompliance,
  body: Pick<PropertyFinderListingBody, 'type' | 'projectStatus' | 'price'>,
): string[] {
  const found: string[] = [];
  const property = compliance.property ?? {};
  const permitType = property.listingType ?? compliance.listingType;
  const ourType = norm(body.type);
  if (permitType && norm(permitType) !== ourType) {
    found.push(`The permit's property type is ${permitType}; the listing's is ${ourType}`);
  }
  const saleType = norm(compliance.saleType ?? property.saleType);
  const ourStatus = norm(body.projectStatus);
  if (saleType && saleType.startsWith('off') !== ourStatus.startsWith('off')) {
    found.push(
      `The permit's sale type is ${String(compliance.saleType ?? property.saleType)}; the listing is ${ourStatus}`,
    );
  }
  const permitPrice = digits(String(compliance.price ?? property.price ?? ''));
  const ourPrice = Object.values(body.price.amounts)[0] ?? 0;
  if (permitPrice > 0 && permitPrice !== ourPrice) {
    found.push(
      `The permit's price is AED ${permitPrice.toLocaleString('en')}; the listing asks AED ${ourPrice.toLocaleString('en')}`,
    );
  }
  return found;
}
