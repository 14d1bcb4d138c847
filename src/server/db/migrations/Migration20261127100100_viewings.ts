import { Migration } from '@mikro-orm/migrations';

/**
 * Viewings (issue #32): a viewing per lead of kind "viewing", and each agent's working hours. The
 * database itself refuses a double booking: a generated `period` range and an exclusion constraint
 * (btree_gist lets the agent's id share a GiST index with the range) over the booked viewings.
 */
export class Migration20261127100100_viewings extends Migration {
  override name = 'Migration20261127100100_viewings';

  override up(): void {
    this.addSql(`create extension if not exists btree_gist;`);
    // Every agent starts with DEFAULT_WORKING_HOURS (src/shared/viewings/schemas.ts) as they were here.
    this.addSql(
      `alter table "agents" add column "working_hours" jsonb not null default '{"week":{"mon":{"from":"09:00","to":"18:00"},"tue":{"from":"09:00","to":"18:00"},"wed":{"from":"09:00","to":"18:00"},"thu":{"from":"09:00","to":"18:00"},"fri":{"from":"09:00","to":"18:00"},"sat":{"from":"10:00","to":"16:00"},"sun":null},"slotMinutes":60,"bufferMinutes":30,"horizonDays":60,"daysOff":[]}';`,
    );
    this.addSql(
      `create table "viewings" ("id" serial primary key, "inquiry_id" int not null references "inquiries" ("id") on delete cascade, "agent_id" int not null references "agents" ("id") on delete cascade, "property_id" int null references "properties" ("id") on delete set null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "mode" varchar(10) not null, "status" varchar(10) not null default 'booked', "sequence" int not null default 0, "uid" varchar(100) not null, "link_key" varchar(64) not null, "video_link" varchar(300) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "period" tstzrange generated always as (tstzrange("starts_at", "ends_at", '[)')) stored, constraint "viewings_mode_check" check ("mode" in ('in-person', 'video')), constraint "viewings_status_check" check ("status" in ('booked', 'cancelled')), constraint "viewings_period_check" check ("ends_at" > "starts_at"));`,
    );
    this.addSql(`alter table "viewings" add constraint "viewings_inquiry_id_unique" unique ("inquiry_id");`);
    this.addSql(`alter table "viewings" add constraint "viewings_uid_unique" unique ("uid");`);
    this.addSql(`create index "viewings_agent_id_index" on "viewings" ("agent_id");`);
    this.addSql(`create index "viewings_starts_at_index" on "viewings" ("starts_at");`);
    this.addSql(
      `alter table "viewings" add constraint "viewings_no_double_booking" exclude using gist ("agent_id" with =, "period" with &&) where ("status" = 'booked');`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "viewings" cascade;`);
    this.addSql(`alter table "agents" drop column if exists "working_hours";`);
  }
}
