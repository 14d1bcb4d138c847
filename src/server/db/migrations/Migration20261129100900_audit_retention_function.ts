import { Migration } from '@mikro-orm/migrations';

/**
 * The app's role may only add to and read the audit trail (issue #40, see db/privileges.ts); the
 * daily retention clean-up deletes through this function, which runs with its owner's rights
 * (SECURITY DEFINER). It refuses a retention under 30 days itself, whatever the caller passes, and
 * names the retention for the trail's append-only trigger, which lets through only rows older than
 * it. Its search_path is fixed (pg_catalog, then pg_temp last) and every name in it is qualified, so
 * no object a caller could create is ever resolved in its place.
 */
export class Migration20261129100900_audit_retention_function extends Migration {
  override name = 'Migration20261129100900_audit_retention_function';

  override up(): void {
    this.addSql(
      `create or replace function public.remove_expired_audit_events(retention_days integer) returns integer ` +
        `language plpgsql security definer set search_path = pg_catalog, pg_temp as $$ ` +
        `declare removed integer; ` +
        `begin ` +
        `if retention_days is null or retention_days < 30 then ` +
        `raise exception 'the audit trail keeps every event at least 30 days (asked for %)', retention_days ` +
        `using errcode = 'invalid_parameter_value'; ` +
        `end if; ` +
        `perform pg_catalog.set_config('audit.retention_days', retention_days::text, true); ` +
        `delete from public.audit_events where at < pg_catalog.now() - pg_catalog.make_interval(days => retention_days); ` +
        `get diagnostics removed = row_count; ` +
        `perform pg_catalog.set_config('audit.retention_days', '', true); ` +
        `return removed; ` +
        `end $$;`,
    );
    // Functions are executable by everyone unless told otherwise; db/privileges.ts grants it to the app's role.
    this.addSql(`revoke execute on function public.remove_expired_audit_events(integer) from public;`);
  }

  override down(): void {
    this.addSql(`drop function if exists public.remove_expired_audit_events(integer);`);
  }
}
