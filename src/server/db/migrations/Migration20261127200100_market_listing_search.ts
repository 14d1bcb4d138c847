import { Migration } from '@mikro-orm/migrations';

/**
 * The public market pages at 50,000 listings (issue #34): the server filters, sorts, counts and
 * averages the active listings in SQL. Price and bedrooms are already numbers (the feed import parses
 * them); what SQL also needs is the type the pages group by (Apartment, Penthouse or Villa:
 * `marketListingType`), kept as a generated column so every way a row arrives (the feed import, the
 * demo seeder, a bulk insert) fills it, existing rows included. Partial indexes over the active
 * listings serve each sort per source; a missing price counts as 0 and missing bedrooms as 0, as on
 * the page, so the indexes are on those expressions.
 */
export class Migration20261127200100_market_listing_search extends Migration {
  override name = 'Migration20261127200100_market_listing_search';

  override up(): void {
    this.addSql(
      `alter table "scraped_listings" add column "type_group" varchar(10) generated always as (case` +
        ` when "title" ~* 'sky\\s*villa' then 'Apartment'` +
        ` when lower(coalesce("property_type", '')) like '%penthouse%' then 'Penthouse'` +
        ` when lower(coalesce("property_type", '')) like '%villa%' then 'Villa'` +
        ` else 'Apartment' end) stored;`,
    );
    this.addSql(
      `create index "scraped_listings_active_newest_index" on "scraped_listings" ("source", "created_at" desc, "id" desc) where "off_market_at" is null;`,
    );
    this.addSql(
      `create index "scraped_listings_active_price_index" on "scraped_listings" ("source", (coalesce("price", 0)), "created_at" desc, "id" desc) where "off_market_at" is null;`,
    );
    this.addSql(
      `create index "scraped_listings_active_bedrooms_index" on "scraped_listings" ("source", (coalesce("bedrooms", 0)), "created_at" desc, "id" desc) where "off_market_at" is null;`,
    );
  }

  override down(): void {
    for (const index of ['newest', 'price', 'bedrooms'])
      this.addSql(`drop index if exists "scraped_listings_active_${index}_index";`);
    this.addSql(`alter table "scraped_listings" drop column if exists "type_group";`);
  }
}
