import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

/**
 * Least privilege in the database (issue #40). Two roles: the owning role, which runs the migrations
 * (ours and graphile-worker's) and so owns every table, and the app's role, which serves. The app's
 * role reads and writes rows, but owns nothing, is no superuser, and on the audit trail may only add
 * and read: it can neither rewrite nor empty it, nor switch off its trigger (ALTER TABLE needs the
 * owner, `session_replication_role` a superuser). Old events go through the owner's
 * `remove_expired_audit_events` function (see its migration).
 *
 * The database remembers who the app's role is: the owner's default privileges name it. That is
 * what makes every table a later migration adds readable and writable by the app at once, and lets
 * each run of the migrations, from any tool and after a restore, grant it again what exists.
 */

/** The schemas the app works in: ours, and graphile-worker's queue. */
const SCHEMAS = ['public', 'graphile_worker'] as const;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The role a connection string signs in as (PGUSER or the system user when the URL names none, as pg does). */
export function roleOf(url: string): string {
  return new pg.Client({ connectionString: url }).user ?? '';
}

async function run(orm: MikroORM, sql: string, params: unknown[] = []): Promise<Array<Record<string, unknown>>> {
  return orm.em.getConnection().execute(sql, params);
}

/**
 * Names `appRole` as the app's role in the owner's default privileges, then grants it what already
 * exists. Run by the owning role (`orm`); a role that is the owner itself gets nothing.
 */
export async function registerAppRole(orm: MikroORM, appRole: string): Promise<void> {
  const [me] = await run(orm, 'select current_user as name');
  if (me?.name === appRole) return;
  const role = quote(appRole);
  // Without IN SCHEMA: for every schema of this database, graphile-worker's included.
  await run(orm, `alter default privileges grant select, insert, update, delete on tables to ${role}`);
  await run(orm, `alter default privileges grant usage, select on sequences to ${role}`);
  await run(orm, `alter default privileges grant usage on schemas to ${role}`);
  await grantAppRoles(orm);
}

/**
 * Grants each app's role the owner's default privileges name what it needs on what exists now (after
 * migrations: a restore rebuilds the schema, an upgraded database had tables before the role), and
 * takes back from it any change to the audit trail, which the default privileges gave a new table.
 */
export async function grantAppRoles(orm: MikroORM): Promise<void> {
  const registered = await run(
    orm,
    `select distinct grantee.rolname as name
       from pg_default_acl acl, aclexplode(acl.defaclacl) entry
       join pg_roles grantee on grantee.oid = entry.grantee
      where acl.defaclrole = (select oid from pg_roles where rolname = current_user)
        and acl.defaclnamespace = 0 and acl.defaclobjtype = 'r'
        -- The owner's own entry is in that list too: it is not an app's role.
        and entry.grantee <> acl.defaclrole`,
  );
  const present = await run(
    orm,
    `select nspname as name from pg_namespace where nspname in (${SCHEMAS.map((s) => `'${s}'`).join(', ')})`,
  );
  const [audit] = await run(
    orm,
    `select to_regclass('public.audit_events') is not null as has_table,
            to_regprocedure('public.remove_expired_audit_events(integer)') is not null as has_function`,
  );
  for (const { name } of registered) {
    const role = quote(String(name));
    for (const schema of present.map((row) => quote(String(row.name)))) {
      await run(orm, `grant usage on schema ${schema} to ${role}`);
      await run(orm, `grant select, insert, update, delete on all tables in schema ${schema} to ${role}`);
      await run(orm, `grant usage, select on all sequences in schema ${schema} to ${role}`);
    }
    await admitToJobQueue(orm, String(name));
    if (audit?.has_table) {
      await run(orm, `revoke update, delete, truncate, references, trigger on public.audit_events from ${role}`);
    }
    if (audit?.has_function) {
      await run(orm, `grant execute on function public.remove_expired_audit_events(integer) to ${role}`);
    }
  }
}

/**
 * graphile-worker turns row-level security on for its tables with no policy, which shuts out every
 * role but their owner (its README asks for one role for both, which would hand the app the right to
 * change tables). The app's role gets a policy of its own on each of them instead: every row, as the
 * owner sees them.
 */
async function admitToJobQueue(orm: MikroORM, appRole: string): Promise<void> {
  const policy = `app role ${appRole}`.slice(0, 63);
  const tables = await run(
    orm,
    `select c.relname as name from pg_class c
      where c.relnamespace = to_regnamespace('graphile_worker') and c.relkind = 'r' and c.relrowsecurity
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = ?)`,
    [policy],
  );
  for (const { name } of tables) {
    await run(
      orm,
      `create policy ${quote(policy)} on graphile_worker.${quote(String(name))} for all to ${quote(appRole)} using (true) with check (true)`,
    );
  }
}

/**
 * What is wrong with the app's connection for least privilege, or null: a superuser, or the owner of
 * the audit trail, can rewrite it (DATABASE_URL without a MIGRATION_DATABASE_URL of its own).
 */
export async function leastPrivilegeWarning(orm: MikroORM): Promise<string | null> {
  const [row] = await run(
    orm,
    `select current_user as name,
            (select rolsuper from pg_roles where rolname = current_user) as superuser,
            coalesce((select pg_has_role(current_user, relowner, 'USAGE') from pg_class
                       where oid = to_regclass('public.audit_events')), false) as owns_audit`,
  );
  if (!row?.superuser && !row?.owns_audit) return null;
  return (
    `The app is connected to PostgreSQL as "${String(row.name)}", ${row.superuser ? 'a superuser' : 'the owner of audit_events'}, ` +
    'so it could rewrite the audit trail: give DATABASE_URL a role of its own and the owning role to ' +
    'MIGRATION_DATABASE_URL (docs/deployment.md, "Database roles").'
  );
}
