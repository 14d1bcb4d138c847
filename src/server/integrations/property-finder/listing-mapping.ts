import type { Property } from '../../properties/property.entity.ts';
import type { PropertyFinderCompliance } from './listing-types.ts';

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
    | 'titleAr'
    | 'description'
    | 'descriptionAr'
    | 'type'
    | 'price'
    | 'bedrooms'
    | 'bathrooms'
    | 'area'
    | 'imageUrl'
    | 'photos'
    | 'furnished'
    | 'completionStatus'
    | 'status'
    | 'virtualTourUrl'
    | 'permitNumber'
  >;
  /** The agency's RERA office registration number (ORN), from Agency & Project. */
  agencyLicence: string;
  /** The portal location staff picked for the development. */
  locationId: number;
  /** The listing agent's user id on the portal, when the portal knows them. */
  agentUserId: string | null;
  /** Where our photos are served from, for absolute HTTPS addresses. */
  publicUrl: string;
}

export type ListingCategory = 'sale' | 'rent';

const TYPES: Record<string, string> = {
  Apartment: 'apartment',
  Penthouse: 'penthouse',
  Villa: 'villa',
  Townhouse: 'townhouse',
  Mansion: 'villa',
};

/** A let unit advertised again is for rent; everything else the agency lists is for sale. */
export function listingCategory(property: Pick<Property, 'status'>): ListingCategory {
  return property.status === 'Let' ? 'rent' : 'sale';
}

function furnishingType(furnished: string | null | undefined): string {
  const text = (furnished ?? '').toLowerCase();
  if (text.startsWith('semi') || text.includes('partly')) return 'semi-furnished';
  if (text.startsWith('furnished') || text === 'yes') return 'furnished';
  return 'unfurnished';
}

/** `off_plan` or `completed` (PF's projectStatus); an off-plan unit is under construction. */
export function projectStatus(property: Pick<Property, 'completionStatus' | 'status'>): string {
  const text = (property.completionStatus ?? '').toLowerCase();
  const offPlan = text.includes('off') || property.status === 'Under Construction';
  return offPlan ? 'off_plan' : 'completed';
}

const absolute = (url: string, base: string) => new URL(url, base.replace(/\/+$/, '') + '/').toString();
const digits = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.]/g, '')) || 0;

/** Why this residence cannot go to the portal as it stands (English, for staff), or an empty list. */
export function listingGaps(facts: ListingFacts): string[] {
  const { property } = facts;
  const gaps: string[] = [];
  if (digits(property.price) <= 0) gaps.push('Set a price: Property Finder does not take "price on request"');
  if (digits(property.area) <= 0) gaps.push('Set the size in square feet');
  if (!property.permitNumber) gaps.push('Enter the DLD advertising permit number');
  if (!facts.agencyLicence) gaps.push("Enter the agency's ORN in Agency & Project");
  if (!property.imageUrl && property.photos.length === 0) gaps.push('Add at least one photo');
  return gaps;
}

/** The listing body: what the portal requires in the UAE, and what it accepts that we hold. */
export function propertyFinderListingBody(facts: ListingFacts): Record<string, unknown> {
  const { property } = facts;
  const category = listingCategory(property);
  const price = digits(property.price);
  const photos = [property.imageUrl, ...property.photos].filter((url, i, all) => url && all.indexOf(url) === i);
  const body: Record<string, unknown> = {
    reference: property.reference,
    category: 'residential',
    type: TYPES[property.type] ?? 'apartment',
    furnishingType: furnishingType(property.furnished),
    projectStatus: projectStatus(property),
    uaeEmirate: 'dubai',
    location: { id: facts.locationId },
    title: { en: property.title.slice(0, 50), ...(property.titleAr ? { ar: property.titleAr.slice(0, 50) } : {}) },
    description: {
      en: property.description,
      ...(property.descriptionAr ? { ar: property.descriptionAr } : {}),
    },
    size: digits(property.area),
    bedrooms: property.bedrooms === 0 ? 'studio' : String(property.bedrooms),
    bathrooms: String(Math.max(1, Math.round(digits(property.bathrooms)))),
    price:
      category === 'sale'
        ? { type: 'sale', amounts: { sale: price }, downPayment: Math.round(price * 0.2) }
        : { type: 'yearly', amounts: { yearly: price } },
    media: {
      images: photos.map((url) => ({ original: { url: absolute(url, facts.publicUrl) } })),
      ...(property.virtualTourUrl ? { videos: { default: property.virtualTourUrl } } : {}),
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
export function complianceMismatches(compliance: PropertyFinderCompliance, body: Record<string, unknown>): string[] {
  const found: string[] = [];
  const property = (compliance.property ?? {}) as Record<string, unknown>;
  const permitType = property.listingType ?? compliance.listingType;
  const ourType = norm(body.type);
  if (permitType && norm(permitType) !== ourType) {
    found.push(`The permit's property type is ${String(permitType)}; the listing's is ${ourType}`);
  }
  const saleType = norm(compliance.saleType ?? property.saleType);
  const ourStatus = norm(body.projectStatus);
  if (saleType && saleType.startsWith('off') !== ourStatus.startsWith('off')) {
    found.push(
      `The permit's sale type is ${String(compliance.saleType ?? property.saleType)}; the listing is ${ourStatus}`,
    );
  }
  const permitPrice = digits(String(compliance.price ?? property.price ?? ''));
  const amounts = ((body.price as { amounts?: Record<string, number> } | undefined)?.amounts ?? {}) as Record<
    string,
    number
  >;
  const ourPrice = Object.values(amounts)[0] ?? 0;
  if (permitPrice > 0 && permitPrice !== ourPrice) {
    found.push(
      `The permit's price is AED ${permitPrice.toLocaleString('en')}; the listing asks AED ${ourPrice.toLocaleString('en')}`,
    );
  }
  return found;
}
