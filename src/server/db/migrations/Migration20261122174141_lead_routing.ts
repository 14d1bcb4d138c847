import { Migration } from '@mikro-orm/migrations';

export class Migration20261122174141_lead_routing extends Migration {
  override name = 'Migration20261122174141_lead_routing';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "agents" add "takes_leads" boolean not null default true, add "away" boolean not null default false;`,
    );

    this.addSql(`alter table "users" add "agent_id" int null;`);
    this.addSql(`alter table "users" add constraint "users_agent_id_unique" unique ("agent_id");`);
    this.addSql(
      `alter table "users" add constraint "users_agent_id_foreign" foreign key ("agent_id") references "agents" ("id") on delete set null;`,
    );

    this.addSql(`alter table "inquiries" add "first_response_at" timestamptz null;`);
    // Leads answered before this column existed: their first move out of New or first note, from the history.
    this.addSql(
      `update "inquiries" as i set "first_response_at" = e.first_at from (select "inquiry_id", min("created_at") as first_at from "inquiry_events" where ("type" = 'status' and "from_status" = 'New') or "type" = 'note' group by "inquiry_id") as e where e."inquiry_id" = i."id";`,
    );

    this.addSql(`create table "lead_rotation" ("id" int primary key, "last_agent_id" int null);`);
    this.addSql(`insert into "lead_rotation" ("id", "last_agent_id") values (1, null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lead_rotation";`);
    this.addSql(`alter table "inquiries" drop column "first_response_at";`);
    this.addSql(`alter table "users" drop constraint "users_agent_id_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_agent_id_unique";`);
    this.addSql(`alter table "users" drop column "agent_id";`);
    this.addSql(`alter table "agents" drop column "takes_leads", drop column "away";`);
  }
}
