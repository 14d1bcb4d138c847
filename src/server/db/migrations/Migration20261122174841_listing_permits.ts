import { Migration } from '@mikro-orm/migrations';

/**
 * Dubai advertising compliance: each listing's advertising permit and who last changed its status,
 * and the console's settings (a row per key). No setting row is written here: an agency that
 * upgrades keeps advertising as before until staff turn "Advertise only with a valid permit" on
 * (the demo seed turns it on).
 */
export class Migration20261122174841_listing_permits extends Migration {
  override name = 'Migration20261122174841_listing_permits';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "properties" add column "permit_number" varchar(12) null, add column "permit_issued_on" date null, add column "permit_expires_on" date null, add column "permit_url" text null, add column "status_changed_at" timestamptz null, add column "status_changed_by" varchar(100) null;`,
    );
    this.addSql(`create index "properties_permit_expires_on_index" on "properties" ("permit_expires_on");`);
    this.addSql(
      `create table "console_settings" ("key" varchar(100) not null, "value" jsonb not null, "updated_at" timestamptz not null, "updated_by" varchar(100) null, primary key ("key"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "console_settings" cascade;`);
    this.addSql(`drop index if exists "properties_permit_expires_on_index";`);
    this.addSql(
      `alter table "properties" drop column "permit_number", drop column "permit_issued_on", drop column "permit_expires_on", drop column "permit_url", drop column "status_changed_at", drop column "status_changed_by";`,
    );
  }
}
