import { Migration } from '@mikro-orm/migrations';

/** Follow-up plans, their steps, their runs on leads and the ledger of steps done (issue #45); tasks name their plan. */
export class Migration20261129223000_plans extends Migration {
  override name = 'Migration20261129223000_plans';

  override up(): void {
    this.addSql(
      `create table "plans" ("id" serial primary key, "name" varchar(120) not null, "active" boolean not null default true, "auto_start" boolean not null default false, "rule" jsonb not null, "sending_from" varchar(5) not null, "sending_to" varchar(5) not null, "pause_call_seconds" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create table "plan_steps" ("id" serial primary key, "plan_id" int not null, "position" int not null, "action" varchar(10) not null, "delay_amount" int not null, "delay_unit" varchar(10) not null, "template_id" int null, "task_type" varchar(20) null, "task_note" text null, "answers_request" boolean not null default false);`,
    );
    this.addSql(
      `alter table "plan_steps" add constraint "plan_steps_plan_position_unique" unique ("plan_id", "position");`,
    );
    this.addSql(
      `alter table "plan_steps" add constraint "plan_steps_plan_id_foreign" foreign key ("plan_id") references "plans" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "plan_steps" add constraint "plan_steps_template_id_foreign" foreign key ("template_id") references "message_templates" ("id") on delete set null;`,
    );
    this.addSql(
      `create table "plan_runs" ("id" serial primary key, "plan_id" int not null, "inquiry_id" int not null, "state" varchar(10) not null, "next_step" int not null default 0, "next_step_at" timestamptz null, "generation" int not null default 0, "halt_reason" varchar(20) null, "halted_at" timestamptz null, "messages_sent" int not null default 0, "replied_at" timestamptz null, "unsubscribe_token" varchar(64) not null, "started_at" timestamptz not null, "active_since" timestamptz not null, "started_by_id" int null);`,
    );
    this.addSql(`create index "plan_runs_plan_id_index" on "plan_runs" ("plan_id");`);
    this.addSql(`create index "plan_runs_inquiry_id_index" on "plan_runs" ("inquiry_id");`);
    this.addSql(
      `alter table "plan_runs" add constraint "plan_runs_unsubscribe_token_unique" unique ("unsubscribe_token");`,
    );
    // One open plan per lead: a second start, by hand or by rule, fails on this rather than racing.
    this.addSql(
      `create unique index "plan_runs_one_open_per_lead" on "plan_runs" ("inquiry_id") where "state" in ('active', 'paused');`,
    );
    this.addSql(
      `alter table "plan_runs" add constraint "plan_runs_plan_id_foreign" foreign key ("plan_id") references "plans" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "plan_runs" add constraint "plan_runs_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "plan_runs" add constraint "plan_runs_started_by_id_foreign" foreign key ("started_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create table "plan_step_records" ("id" serial primary key, "run_id" int not null, "position" int not null, "outcome" varchar(20) not null, "message_id" int null, "task_id" int null, "at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "plan_step_records" add constraint "plan_step_records_run_position_unique" unique ("run_id", "position");`,
    );
    this.addSql(
      `alter table "plan_step_records" add constraint "plan_step_records_run_id_foreign" foreign key ("run_id") references "plan_runs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "plan_step_records" add constraint "plan_step_records_message_id_foreign" foreign key ("message_id") references "conversation_messages" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_plan_id_foreign" foreign key ("plan_id") references "plans" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "tasks" drop constraint if exists "tasks_plan_id_foreign";`);
    this.addSql(`drop table if exists "plan_step_records" cascade;`);
    this.addSql(`drop table if exists "plan_runs" cascade;`);
    this.addSql(`drop table if exists "plan_steps" cascade;`);
    this.addSql(`drop table if exists "plans" cascade;`);
  }
}
