import { Migration } from '@mikro-orm/migrations';

/**
 * When each unit last went on the portal feeds (Bayut/dubizzle and the Property Finder-style one) and
 * when it came off: a unit taken down stays in the feeds as deleted for 30 days so the portals remove it.
 */
export class Migration20261127100301_portal_feed_state extends Migration {
  override name = 'Migration20261127100301_portal_feed_state';

  override up(): void {
    this.addSql(
      `alter table "properties" add column "feed_listed_at" timestamptz null, add column "feed_delisted_at" timestamptz null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "properties" drop column "feed_listed_at", drop column "feed_delisted_at";`);
  }
}
