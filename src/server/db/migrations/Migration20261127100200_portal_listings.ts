import { Migration } from '@mikro-orm/migrations';

/**
 * Listings out to Property Finder (issue #31): each residence's state on the portal, and the portal
 * location staff picked for the development.
 */
export class Migration20261127100200_portal_listings extends Migration {
  override name = 'Migration20261127100200_portal_listings';

  override up(): void {
    this.addSql(
      `create table "portal_listings" ("id" serial primary key, "property_id" int not null references "properties" ("id") on update cascade on delete cascade, "portal" varchar(20) not null, "external_id" varchar(60) null, "state" varchar(20) not null default 'not-listed', "wish" varchar(10) null, "reasons" jsonb not null default '[]', "actions" jsonb not null default '[]', "last_sync_at" timestamptz null, "last_error" text null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "portal_listings" add constraint "portal_listings_property_id_portal_unique" unique ("property_id", "portal");`,
    );
    this.addSql(
      `create table "property_finder_locations" ("id" int primary key, "location_id" int not null, "name" varchar(300) not null, "chosen_by" varchar(100) not null, "chosen_at" timestamptz not null);`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "portal_listings" cascade;`);
    this.addSql(`drop table if exists "property_finder_locations" cascade;`);
  }
}
