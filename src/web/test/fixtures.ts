import type { MarketListingView } from '../../shared/market-listings/types.ts';
import type { PropertyView } from '../../shared/properties/types.ts';

/** The seeded Royal Penthouse, as the finder and its page receive it. */
export const ROYAL_PENTHOUSE: PropertyView = {
  id: 135,
  title: 'Royal Penthouse',
  type: 'Penthouse',
  description: 'A penthouse crowning the residences.',
  price: '72000000',
  bedrooms: 4,
  bathrooms: '5',
  area: '9140',
  imageUrl: '/media/properties/royal-penthouse-1.webp',
  photos: [],
  featured: true,
  status: 'Available',
  availability: 'Available',
  location: null,
  virtualTourUrl: null,
  floorPlanUrl: null,
  imageTexts: {},
  view: null,
  floor: null,
  parking: null,
  furnished: null,
  completionStatus: null,
  features: [],
  privateAmenities: [],
  agentId: null,
  agent: null,
  permitNumber: '7014033686',
  permitIssuedOn: '2026-10-01',
  permitExpiresOn: '2027-10-01',
  permitUrl: 'https://trakheesi.dubailand.gov.ae/permits/verify/7014033686',
  paymentPlan: [],
  serviceChargePerSqft: 38,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let nextMarketListingId = 1;

/** A PropertyFinder.ae sale of a 2-bedroom apartment at AED 10M, each with an id of its own, changed by `overrides`. */
export function marketListing(overrides: Partial<MarketListingView> = {}): MarketListingView {
  const id = nextMarketListingId++;
  return {
    id,
    externalId: String(id),
    title: `Listing ${id}`,
    source: 'PropertyFinder.ae',
    type: 'Apartment',
    price: 10_000_000,
    priceUnit: 'sale',
    bedrooms: 2,
    bathrooms: 3,
    area: 2_000,
    location: null,
    imageUrl: null,
    propertyUrl: 'https://example.test',
    agentName: null,
    listedDate: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}
