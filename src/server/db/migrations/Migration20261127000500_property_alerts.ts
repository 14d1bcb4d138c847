import { Migration } from '@mikro-orm/migrations';

/**
 * Alerts (issue #33): a visitor's saved finder filters with double opt-in, the listing changes staff
 * make that can be news to them, and which change was matched (and mailed) to which alert, once.
 */
export class Migration20261127000500_property_alerts extends Migration {
  override name = 'Migration20261127000500_property_alerts';

  override up(): void {
    this.addSql(
      `create table "property_alerts" ("id" serial primary key, "email" varchar(254) not null, "contact_key" varchar(80) null, "locale" varchar(5) not null, "frequency" varchar(10) not null, "criteria" jsonb not null, "token_hash" varchar(64) null, "unsubscribe_token" varchar(64) not null, "consent_version" varchar(60) null, "consent_page" varchar(300) null, "consented_at" timestamptz null, "sent_at" timestamptz not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, "confirmed_at" timestamptz null, "cancelled_at" timestamptz null, "last_sent_at" timestamptz null, constraint "property_alerts_frequency_check" check ("frequency" in ('instant', 'daily', 'weekly')));`,
    );
    this.addSql(`create index "property_alerts_email_index" on "property_alerts" ("email");`);
    this.addSql(`create index "property_alerts_contact_key_index" on "property_alerts" ("contact_key");`);
    this.addSql(`create index "property_alerts_expires_at_index" on "property_alerts" ("expires_at");`);
    this.addSql(
      `alter table "property_alerts" add constraint "property_alerts_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "property_alerts" add constraint "property_alerts_unsubscribe_token_unique" unique ("unsubscribe_token");`,
    );
    this.addSql(
      `create table "listing_changes" ("id" serial primary key, "property_id" int not null references "properties" ("id") on delete cascade, "kind" varchar(20) not null, "price" varchar(40) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "listing_changes_property_id_index" on "listing_changes" ("property_id");`);
    this.addSql(`create index "listing_changes_created_at_index" on "listing_changes" ("created_at");`);
    this.addSql(
      `create table "alert_matches" ("id" serial primary key, "alert_id" int not null references "property_alerts" ("id") on delete cascade, "change_id" int not null references "listing_changes" ("id") on delete cascade, "created_at" timestamptz not null, "sent_at" timestamptz null);`,
    );
    this.addSql(`create index "alert_matches_alert_id_index" on "alert_matches" ("alert_id");`);
    this.addSql(
      `alter table "alert_matches" add constraint "alert_matches_alert_id_change_id_unique" unique ("alert_id", "change_id");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "alert_matches" cascade;`);
    this.addSql(`drop table if exists "listing_changes" cascade;`);
    this.addSql(`drop table if exists "property_alerts" cascade;`);
  }
}
