import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MarketListingView, MarketSource } from '../../shared/market-listings/types.ts';

/** A listing read from a portal feed (PropertyFinder.ae or Bayut). Never deleted: marked off-market. */
export const ScrapedListingSchema = defineEntity({
  name: 'ScrapedListing',
  tableName: 'scraped_listings',
  uniques: [{ properties: ['source', 'externalId'] }],
  properties: {
    id: p.integer().primary(),
    externalId: p.string().length(120),
    title: p.string().length(300),
    propertyType: p.string().length(40).nullable().index(),
    price: p.bigint('number').nullable(),
    priceUnit: p.string().length(20).$type<NonNullable<MarketListingView['priceUnit']>>().nullable().index(),
    bedrooms: p.integer().nullable(),
    bathrooms: p.integer().nullable(),
    size: p.integer().nullable(),
    url: p.text(),
    imageUrl: p.text().nullable(),
    location: p.string().length(300).nullable(),
    agentName: p.string().length(120).nullable(),
    listedDate: p.string().length(40).nullable(),
    source: p.string().length(40).$type<MarketSource>().index(),
    offMarketAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type ScrapedListing = InferEntity<typeof ScrapedListingSchema>;
