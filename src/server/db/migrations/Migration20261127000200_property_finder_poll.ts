import { Migration } from '@mikro-orm/migrations';

/**
 * Property Finder lead polling (issue #30): one row holds where the poll of GET /v1/leads has got
 * to (its cursor) and how its last run went, so a restart carries on where it stopped.
 */
export class Migration20261127000200_property_finder_poll extends Migration {
  override name = 'Migration20261127000200_property_finder_poll';

  override up(): void {
    this.addSql(
      `create table "property_finder_polls" ("id" int primary key, "cursor" jsonb null, "last_poll_at" timestamptz null, "last_success_at" timestamptz null, "last_error" text null, "leads_seen" int not null default 0, "leads_stored" int not null default 0);`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "property_finder_polls" cascade;`);
  }
}
