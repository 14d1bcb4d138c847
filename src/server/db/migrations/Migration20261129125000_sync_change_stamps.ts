import { Migration } from '@mikro-orm/migrations';

/**
 * Incremental sync (issue #43): leads and viewings carry when they last changed (`updated_at`) and the
 * transaction that changed them (`change_xid`), stamped by a trigger on every insert and update however
 * the row is written (the ORM, a bulk update, a job), and indexed for the sync list's keyset order
 * (src/server/sync/change-feed.ts says why the order is the transaction, not the time).
 */
export class Migration20261129125000_sync_change_stamps extends Migration {
  override name = 'Migration20261129125000_sync_change_stamps';

  override up(): void {
    this.addSql(`create or replace function stamp_change() returns trigger language plpgsql as $$
      begin
        new.change_xid := pg_current_xact_id();
        if tg_op = 'UPDATE' then new.updated_at := now(); end if;
        return new;
      end $$;`);
    this.addSql(`alter table "inquiries" add column "updated_at" timestamptz null;`);
    this.addSql(
      `update "inquiries" set "updated_at" = greatest("created_at", "status_changed_at", "first_response_at");`,
    );
    this.addSql(
      `alter table "inquiries" alter column "updated_at" set default now(), alter column "updated_at" set not null;`,
    );
    for (const table of ['inquiries', 'viewings']) {
      this.addSql(`alter table "${table}" add column "change_xid" xid8 not null default pg_current_xact_id();`);
      this.addSql(`create index "${table}_change_key_index" on "${table}" ("change_xid", "id");`);
      this.addSql(`create index "${table}_updated_at_index" on "${table}" ("updated_at");`);
      this.addSql(
        `create trigger "${table}_stamp_change" before insert or update on "${table}" for each row execute function stamp_change();`,
      );
    }
  }

  override down(): void {
    for (const table of ['inquiries', 'viewings']) {
      this.addSql(`drop trigger if exists "${table}_stamp_change" on "${table}";`);
      this.addSql(`drop index if exists "${table}_updated_at_index";`);
      this.addSql(`alter table "${table}" drop column if exists "change_xid";`);
    }
    this.addSql(`alter table "inquiries" drop column if exists "updated_at";`);
    this.addSql(`drop function if exists stamp_change();`);
  }
}
