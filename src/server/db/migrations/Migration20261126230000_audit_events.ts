import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail. Append-only in the database itself: a trigger refuses every UPDATE, every
 * TRUNCATE and every DELETE, except a DELETE made by the retention clean-up, which sets
 * `audit.retention_days` for its own transaction and may then remove only events older than that
 * (never fewer than 30 days), so even that path cannot empty the recent trail.
 */
export class Migration20261126230000_audit_events extends Migration {
  override name = 'Migration20261126230000_audit_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_events" ("id" serial primary key, "at" timestamptz not null default now(), "actor_user_id" int null, "actor_username" varchar(64) null, "action" varchar(40) not null, "client_address" varchar(64) null, "subject" varchar(160) not null, "details" jsonb not null default '{}');`,
    );
    this.addSql(`create index "audit_events_at_index" on "audit_events" ("at");`);
    this.addSql(`create index "audit_events_actor_username_index" on "audit_events" ("actor_username");`);
    this.addSql(`create index "audit_events_action_index" on "audit_events" ("action");`);
    this.addSql(`
      create function audit_events_append_only() returns trigger language plpgsql as $$
      declare
        retention_days int;
      begin
        if tg_op = 'DELETE' then
          retention_days := nullif(current_setting('audit.retention_days', true), '')::int;
          if retention_days >= 30 and old.at < now() - make_interval(days => retention_days) then
            return old;
          end if;
        end if;
        raise exception 'audit_events is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end;
      $$;`);
    this.addSql(
      `create trigger audit_events_append_only before update or delete on "audit_events" for each row execute function audit_events_append_only();`,
    );
    this.addSql(
      `create trigger audit_events_no_truncate before truncate on "audit_events" for each statement execute function audit_events_append_only();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_events" cascade;`);
    this.addSql(`drop function if exists audit_events_append_only();`);
  }
}
