import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail. Append-only in the database itself: triggers refuse every UPDATE, every
 * TRUNCATE and every DELETE, except a DELETE made by the retention clean-up, which sets
 * `audit.retention_days` for its own transaction and may then remove only events older than that
 * (never fewer than 30 days), so even that path cannot empty the recent trail.
 */
export class Migration20261126230000_audit_events extends Migration {
  override name = 'Migration20261126230000_audit_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_events" ("id" serial primary key, "at" timestamptz not null, "actor_user_id" int null, "actor_username" varchar(64) null, "action" varchar(40) not null, "client_address" varchar(64) null, "subject" varchar(160) not null, "details" jsonb not null);`,
    );
    this.addSql(`create index "audit_events_at_index" on "audit_events" ("at");`);
    this.addSql(`create index "audit_events_actor_username_index" on "audit_events" ("actor_username");`);
    this.addSql(`create index "audit_events_action_index" on "audit_events" ("action");`);
    // As the schema generator writes the triggers the entity declares (audit-event.entity.ts), so
    // that a migration generated later finds them in place and leaves them.
    this.addSql(
      `create or replace function "audit_events_append_only_fn"() returns trigger as $$ begin if tg_op = 'DELETE' and coalesce(nullif(current_setting('audit.retention_days', true), '')::int, 0) >= 30 and old.at < now() - make_interval(days => nullif(current_setting('audit.retention_days', true), '')::int) then return old; end if; raise exception 'audit_events is append-only: % refused', tg_op using errcode = 'insufficient_privilege'; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "append_only" BEFORE UPDATE OR DELETE on "audit_events" for each ROW execute function "audit_events_append_only_fn"();`,
    );
    this.addSql(
      `create or replace function "audit_events_no_truncate_fn"() returns trigger as $$ begin raise exception 'audit_events is append-only: TRUNCATE refused' using errcode = 'insufficient_privilege'; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "no_truncate" BEFORE TRUNCATE on "audit_events" for each STATEMENT execute function "audit_events_no_truncate_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_events" cascade;`);
    this.addSql(`drop function if exists "audit_events_append_only_fn"();`);
    this.addSql(`drop function if exists "audit_events_no_truncate_fn"();`);
  }
}
