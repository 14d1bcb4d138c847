import { Migration } from '@mikro-orm/migrations';

/**
 * Portal leads (issue #30): a lead keeps its portal's lead id (unique per source, so webhook, polling
 * and replays make one lead), channel and what the portal showed; webhook deliveries refused before
 * parsing are counted in `portal_webhook_rejections` (nothing of their body kept); every property
 * gets a `reference` (SSPJ-0001), what the portals know our listings by.
 */
export class Migration20261127000101_portal_leads extends Migration {
  override name = 'Migration20261127000101_portal_leads';

  override up(): void {
    this.addSql(
      `alter table "inquiries" add column "portal_lead_id" varchar(120) null, add column "portal_channel" varchar(20) null, add column "portal_details" jsonb null;`,
    );
    this.addSql(
      `alter table "inquiries" add constraint "inquiries_source_portal_lead_id_unique" unique ("source", "portal_lead_id");`,
    );
    this.addSql(
      `create table "portal_webhook_rejections" ("id" serial primary key, "source" varchar(20) not null, "at" timestamptz not null, "reason" varchar(40) not null, "detail" varchar(300) null);`,
    );
    this.addSql(
      `create index "portal_webhook_rejections_source_at_index" on "portal_webhook_rejections" ("source", "at");`,
    );
    this.addSql(`alter table "properties" add column "reference" varchar(40) not null default '';`);
    this.addSql(`update "properties" set "reference" = 'SSPJ-' || lpad("id"::text, 4, '0');`);
    this.addSql(`alter table "properties" add constraint "properties_reference_unique" unique ("reference");`);
    this.addSql(
      `create function "properties_reference_trg_func"() returns trigger as $$ begin if new.reference is null or new.reference = '' then new.reference := 'SSPJ-' || lpad(new.id::text, 4, '0'); end if; return new; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "properties_reference" before insert on "properties" for each row execute function "properties_reference_trg_func"();`,
    );
  }

  override down(): void {
    this.addSql(`drop trigger if exists "properties_reference" on "properties";`);
    this.addSql(`drop function if exists "properties_reference_trg_func"();`);
    this.addSql(`alter table "properties" drop column "reference";`);
    this.addSql(`drop table if exists "portal_webhook_rejections" cascade;`);
    this.addSql(`alter table "inquiries" drop constraint "inquiries_source_portal_lead_id_unique";`);
    this.addSql(
      `alter table "inquiries" drop column "portal_lead_id", drop column "portal_channel", drop column "portal_details";`,
    );
  }
}
