import { Migration } from '@mikro-orm/migrations';

/**
 * Deals (issue #47): the deal, its parties, its payment ledger and its stage history. Deals are synced
 * to integrators like leads, so they carry the change stamps and trigger of the sync stamps' migration.
 */
export class Migration20261129220000_deals extends Migration {
  override name = 'Migration20261129220000_deals';

  override up(): void {
    this.addSql(
      `create table "deals" ("id" serial primary key, "kind" text not null, "stage" text not null, "inquiry_id" int null, "property_id" int null, "agent_id" int null, "price_aed" numeric(14,2) not null, "other_agency_name" text null, "other_agency_split_pct" numeric(5,2) null, "expected_close_on" date null, "commission_rate_pct" numeric(5,2) null, "commission_amount_aed" numeric(14,2) null, "agent_split_pct" numeric(5,2) null, "lost_reason" text null, "report_reference" text null, "report_filed_on" date null, "frozen_at" timestamptz null, "frozen_reason" text null, "closed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null default now(), "change_xid" xid8 not null default pg_current_xact_id());`,
    );
    this.addSql(`create index "deals_stage_index" on "deals" ("stage");`);
    this.addSql(`create index "deals_inquiry_id_index" on "deals" ("inquiry_id");`);
    this.addSql(`create index "deals_property_id_index" on "deals" ("property_id");`);
    this.addSql(`create index "deals_agent_id_index" on "deals" ("agent_id");`);
    this.addSql(`create index "deals_updated_at_index" on "deals" ("updated_at");`);
    this.addSql(`create index "deals_change_key_index" on "deals" ("change_xid", "id");`);
    this.addSql(
      `alter table "deals" add constraint "deals_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "deals" add constraint "deals_property_id_foreign" foreign key ("property_id") references "properties" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "deals" add constraint "deals_agent_id_foreign" foreign key ("agent_id") references "agents" ("id") on delete set null;`,
    );
    this.addSql(
      `create trigger "deals_stamp_change" before insert or update on "deals" for each row execute function stamp_change();`,
    );

    this.addSql(
      `create table "deal_parties" ("id" serial primary key, "deal_id" int not null, "side" text not null, "kind" text not null, "name" text not null, "email" text null, "phone" text null, "id_document_type" text null, "id_document_number" text null, "id_document_country" text null, "id_document_expires_on" date null, "nationality" text null, "date_of_birth" date null, "address" text null, "occupation" text null, "source_of_funds" text null, "trade_licence_number" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "deal_parties_deal_id_index" on "deal_parties" ("deal_id");`);
    this.addSql(
      `alter table "deal_parties" add constraint "deal_parties_deal_id_foreign" foreign key ("deal_id") references "deals" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "deal_payments" ("id" serial primary key, "deal_id" int not null, "method" text not null, "amount_aed" numeric(14,2) not null, "received_at" timestamptz not null, "created_by" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "deal_payments_deal_id_index" on "deal_payments" ("deal_id");`);
    this.addSql(
      `alter table "deal_payments" add constraint "deal_payments_deal_id_foreign" foreign key ("deal_id") references "deals" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "deal_payments" add constraint "deal_payments_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `create table "deal_stage_events" ("id" serial primary key, "deal_id" int not null, "from_stage" text null, "to_stage" text not null, "at" timestamptz not null, "by_user_id" int null, "note" text null);`,
    );
    this.addSql(`create index "deal_stage_events_deal_id_index" on "deal_stage_events" ("deal_id");`);
    this.addSql(
      `alter table "deal_stage_events" add constraint "deal_stage_events_deal_id_foreign" foreign key ("deal_id") references "deals" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "deal_stage_events" add constraint "deal_stage_events_by_user_id_foreign" foreign key ("by_user_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "deal_stage_events" cascade;`);
    this.addSql(`drop table if exists "deal_payments" cascade;`);
    this.addSql(`drop table if exists "deal_parties" cascade;`);
    this.addSql(`drop table if exists "deals" cascade;`);
  }
}
