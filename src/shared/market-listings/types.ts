export const MARKET_SOURCES = ['PropertyFinder.ae', 'Bayut'] as const;
/** The portal a market listing was read from. */
export type MarketSource = (typeof MARKET_SOURCES)[number];

/** A listing in the simplified market-listings response. */
export interface MarketListingView {
  id: number;
  externalId: string;
  title: string;
  source: MarketSource;
  /** Apartment, Penthouse or Villa. */
  type: 'Apartment' | 'Penthouse' | 'Villa';
  /** Whole AED, or null when the portal shows no price. */
  price: number | null;
  priceUnit: 'sale' | 'per year' | null;
  bedrooms: number | null;
  bathrooms: number | null;
  /** Square feet. */
  area: number | null;
  location: string | null;
  imageUrl: string | null;
  propertyUrl: string;
  agentName: string | null;
  listedDate: string | null;
  createdAt: string;
}

export interface MarketListingsResponse {
  properties: MarketListingView[];
}

/** Portal types reduced to the three the market pages group by; anything else counts as Apartment. */
export function marketListingType(propertyType: string | null | undefined, title: string): MarketListingView['type'] {
  if (/sky\s*villa/i.test(title)) return 'Apartment';
  const type = (propertyType ?? '').toLowerCase();
  if (type.includes('penthouse')) return 'Penthouse';
  if (type.includes('villa')) return 'Villa';
  return 'Apartment';
}
