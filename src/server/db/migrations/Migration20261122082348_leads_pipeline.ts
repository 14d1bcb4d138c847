import { Migration } from '@mikro-orm/migrations';

export class Migration20261122082348_leads_pipeline extends Migration {
  override name = 'Migration20261122082348_leads_pipeline';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "inquiry_events" ("id" serial primary key, "inquiry_id" int not null, "type" varchar(20) not null, "from_status" varchar(20) null, "to_status" varchar(20) null, "agent_id" int null, "note" text null, "user_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "inquiry_events_inquiry_id_index" on "inquiry_events" ("inquiry_id");`);

    this.addSql(`alter table "inquiries" add "assigned_agent_id" int null, add "status_changed_at" timestamptz null;`);
    this.addSql(
      `alter table "inquiries" add constraint "inquiries_assigned_agent_id_foreign" foreign key ("assigned_agent_id") references "agents" ("id") on delete set null;`,
    );
    this.addSql(`create index "inquiries_assigned_agent_id_index" on "inquiries" ("assigned_agent_id");`);

    this.addSql(`alter table "users" add "inquiries_seen_at" timestamptz null;`);

    this.addSql(
      `alter table "inquiry_events" add constraint "inquiry_events_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inquiry_events" add constraint "inquiry_events_agent_id_foreign" foreign key ("agent_id") references "agents" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "inquiry_events" add constraint "inquiry_events_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "inquiry_events" cascade;`);

    this.addSql(`alter table "inquiries" drop constraint "inquiries_assigned_agent_id_foreign";`);

    this.addSql(`drop index "inquiries_assigned_agent_id_index";`);
    this.addSql(`alter table "inquiries" drop column "assigned_agent_id", drop column "status_changed_at";`);

    this.addSql(`alter table "users" drop column "inquiries_seen_at";`);
  }
}
