import type { EntityManager } from '@mikro-orm/postgresql';
import { marketListingType, type MarketListingView } from '../../shared/market-listings/types.ts';
import { ScrapedListingSchema, type ScrapedListing } from './scraped-listing.entity.ts';

export function toMarketListingView(listing: ScrapedListing): MarketListingView {
  return {
    id: listing.id,
    externalId: listing.externalId,
    title: listing.title,
    source: listing.source,
    type: marketListingType(listing.propertyType, listing.title),
    price: listing.price ?? null,
    priceUnit: listing.priceUnit ?? null,
    bedrooms: listing.bedrooms ?? null,
    bathrooms: listing.bathrooms ?? null,
    area: listing.size ?? null,
    location: listing.location ?? null,
    imageUrl: listing.imageUrl ?? null,
    propertyUrl: listing.url,
    agentName: listing.agentName ?? null,
    listedDate: listing.listedDate ?? null,
    createdAt: listing.createdAt.toISOString(),
  };
}

export class MarketListingRepository {
  constructor(private readonly em: EntityManager) {}

  /** Listings still on the market, newest first. */
  async listActive(): Promise<MarketListingView[]> {
    const listings = await this.em.find(
      ScrapedListingSchema,
      { offMarketAt: null },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return listings.map(toMarketListingView);
  }
}
