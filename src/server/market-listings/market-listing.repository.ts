import type { EntityManager } from '@mikro-orm/postgresql';
import type { MarketSearchPage, MarketSummaryView, SourceFilter } from '../../shared/market-listings/search.ts';
import type { MarketSearchInput } from '../../shared/market-listings/search-schema.ts';
import type { MarketListingView } from '../../shared/market-listings/types.ts';
import { searchMarketListings, summarizeMarketListings } from './market-listing-search.ts';
import { ACTIVE_LISTING_COLUMNS, listingFromRow, type ListingRow } from './market-listing-rows.ts';

export class MarketListingRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Every listing still on the market, newest first (the whole simplified response integrators
   * read): the shown columns as plain rows, no entities.
   */
  async listActive(): Promise<MarketListingView[]> {
    const rows = await this.em.execute<ListingRow[]>(
      `select ${ACTIVE_LISTING_COLUMNS} from "scraped_listings" where "off_market_at" is null` +
        ` order by "created_at" desc, "id" desc`,
    );
    return rows.map(listingFromRow);
  }

  /** One page of the active listings that pass the market page's filters, in its order, and how many pass. */
  search(search: MarketSearchInput): Promise<MarketSearchPage> {
    return searchMarketListings(this.em, search);
  }

  /** The market pages' counts and averages over a source's active listings. */
  summary(source: SourceFilter): Promise<MarketSummaryView> {
    return summarizeMarketListings(this.em, source);
  }
}
