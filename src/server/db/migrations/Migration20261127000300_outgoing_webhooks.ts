import { Migration } from '@mikro-orm/migrations';

/** Outgoing webhooks: endpoints, the deliveries owed to them (an outbox), and each attempt. */
export class Migration20261127000300_outgoing_webhooks extends Migration {
  override name = 'Migration20261127000300_outgoing_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" serial primary key, "url" varchar(2000) not null, "description" varchar(200) not null default '', "events" jsonb not null, "secret" text not null, "secret_hint" varchar(4) not null, "enabled" boolean not null default true, "disabled_reason" varchar(200) null, "disabled_at" timestamptz null, "failing_since" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create table "webhook_deliveries" ("id" serial primary key, "message_id" varchar(40) not null, "endpoint_id" int not null, "event" varchar(40) not null, "inquiry_id" int null, "body" text not null, "status" varchar(10) not null default 'pending', "attempts" int not null default 0, "schedule_step" int not null default 0, "next_attempt_at" timestamptz null, "last_http_status" int null, "last_error" text null, "last_duration_ms" int null, "delivered_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_message_id_unique" unique ("message_id");`,
    );
    this.addSql(`create index "webhook_deliveries_inquiry_id_index" on "webhook_deliveries" ("inquiry_id");`);
    this.addSql(`create index "webhook_deliveries_status_index" on "webhook_deliveries" ("status");`);
    this.addSql(
      `create index "webhook_deliveries_endpoint_id_created_at_index" on "webhook_deliveries" ("endpoint_id", "created_at");`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete set null;`,
    );
    this.addSql(
      `create table "webhook_attempts" ("id" serial primary key, "delivery_id" int not null, "at" timestamptz not null, "http_status" int null, "error" text null, "duration_ms" int not null);`,
    );
    this.addSql(`create index "webhook_attempts_delivery_id_index" on "webhook_attempts" ("delivery_id");`);
    this.addSql(
      `alter table "webhook_attempts" add constraint "webhook_attempts_delivery_id_foreign" foreign key ("delivery_id") references "webhook_deliveries" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_attempts" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
  }
}
