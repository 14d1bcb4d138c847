import type { EntityManager } from '@mikro-orm/postgresql';
import { ScrapedListingSchema } from '../scraped-listing.entity.ts';
import { parseListingFeed, type ParsedFeed } from './parse-feed.ts';

export interface ImportSummary {
  source: string;
  created: number;
  updated: number;
  /** Listings of this source missing from the (full) feed, now marked off-market. */
  offMarket: number;
}

/**
 * Applies a full feed in one transaction: listings are upserted by source and external id, those
 * of the same source that the feed no longer carries are marked off-market (never deleted), and a
 * listing that comes back is on the market again. Any failure leaves the table as it was.
 */
export async function importListingFeed(
  em: EntityManager,
  feed: ParsedFeed,
  now: Date = new Date(),
): Promise<ImportSummary> {
  return em.transactional(async (tem) => {
    const existing = await tem.find(ScrapedListingSchema, { source: feed.source });
    const byExternalId = new Map(existing.map((listing) => [listing.externalId, listing]));
    const summary: ImportSummary = { source: feed.source, created: 0, updated: 0, offMarket: 0 };

    for (const item of feed.listings) {
      const current = byExternalId.get(item.externalId);
      if (current) {
        tem.assign(current, { ...item, offMarketAt: null });
        byExternalId.delete(item.externalId);
        summary.updated += 1;
      } else {
        tem.create(ScrapedListingSchema, {
          ...item,
          source: feed.source,
          offMarketAt: null,
          createdAt: now,
          updatedAt: now,
        });
        summary.created += 1;
      }
    }
    for (const missing of byExternalId.values()) {
      if (missing.offMarketAt === null || missing.offMarketAt === undefined) {
        missing.offMarketAt = now;
        summary.offMarket += 1;
      }
    }
    await tem.flush();
    return summary;
  });
}

/** Parses and imports the XML text of a feed. */
export async function importListingFeedXml(em: EntityManager, xml: string, now?: Date): Promise<ImportSummary> {
  return importListingFeed(em, parseListingFeed(xml), now);
}
