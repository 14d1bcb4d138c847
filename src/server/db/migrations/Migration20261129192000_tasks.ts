import { Migration } from '@mikro-orm/migrations';

/** Tasks on leads (or of their own) with their due time and reminder (issue #45). */
export class Migration20261129192000_tasks extends Migration {
  override name = 'Migration20261129192000_tasks';

  override up(): void {
    this.addSql(
      `create table "tasks" ("id" serial primary key, "inquiry_id" int null, "assignee_id" int not null, "type" varchar(20) not null, "due_at" timestamptz not null, "note" text null, "status" varchar(10) not null default 'open', "origin" varchar(10) not null default 'staff', "plan_id" int null, "created_by_id" int null, "created_at" timestamptz not null, "closed_at" timestamptz null, "closed_by_id" int null, "reminded_at" timestamptz null);`,
    );
    this.addSql(`create index "tasks_inquiry_id_index" on "tasks" ("inquiry_id");`);
    this.addSql(`create index "tasks_assignee_status_due_index" on "tasks" ("assignee_id", "status", "due_at");`);
    this.addSql(
      `alter table "tasks" add constraint "tasks_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_assignee_id_foreign" foreign key ("assignee_id") references "agents" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_closed_by_id_foreign" foreign key ("closed_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "tasks" cascade;`);
  }
}
