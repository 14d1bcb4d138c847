import { Migration } from '@mikro-orm/migrations';

/**
 * Portal leads in (issue #30): every event a portal sends (webhook or poll) is kept once in
 * `portal_events`, unique on (source, event_id), and processed into a lead by a job.
 */
export class Migration20261127000100_portal_events extends Migration {
  override name = 'Migration20261127000100_portal_events';

  override up(): void {
    this.addSql(
      `create table "portal_events" ("id" serial primary key, "source" varchar(20) not null, "event_id" varchar(120) not null, "type" varchar(60) not null, "payload" jsonb not null, "received_at" timestamptz not null, "processed_at" timestamptz null, "outcome" varchar(20) null, "attempts" int not null default 0, "last_error" text null, "inquiry_id" int null);`,
    );
    this.addSql(`create index "portal_events_received_at_index" on "portal_events" ("received_at");`);
    this.addSql(`create index "portal_events_inquiry_id_index" on "portal_events" ("inquiry_id");`);
    this.addSql(
      `alter table "portal_events" add constraint "portal_events_source_event_id_unique" unique ("source", "event_id");`,
    );
    this.addSql(
      `alter table "portal_events" add constraint "portal_events_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "portal_events" cascade;`);
  }
}
