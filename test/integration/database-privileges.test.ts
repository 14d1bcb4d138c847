import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeExpiredAuditEvents } from '../../src/server/audit/audit-retention.ts';
import { migrate } from '../../src/server/db/orm.ts';
import { leastPrivilegeWarning } from '../../src/server/db/privileges.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Least privilege in the database (issue #40): the app serves as a role that is no superuser and owns
 * nothing, so even with full control of the app's connection the audit trail cannot be rewritten.
 * The harness runs every integration test this way (test-app.ts); this file tries what an attacker
 * holding that connection would.
 */
let t: TestApp;
let app: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  app = new pg.Client({ connectionString: t.databaseUrl });
  await app.connect();
});
afterAll(async () => {
  await app?.end();
  await t?.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Adds an event as the app does (INSERT is allowed) and returns its id. */
async function addEvent(subject: string, at = new Date()): Promise<number> {
  const { rows } = await app.query<{ id: number }>(
    `insert into audit_events (at, action, subject, details) values ($1, 'settings.changed', $2, '{}') returning id`,
    [at, subject],
  );
  return rows[0]!.id;
}

async function subjects(prefix: string): Promise<string[]> {
  const { rows } = await app.query<{ subject: string }>(
    'select subject from audit_events where subject like $1 order by subject',
    [`${prefix}%`],
  );
  return rows.map((row) => row.subject);
}

describe("the app's role", () => {
  it('is no superuser and owns neither the database nor any table', async () => {
    const { rows } = await app.query<{ superuser: boolean; owned: number; database_owner: boolean }>(
      `select rolsuper as superuser,
              (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where c.relowner = r.oid and n.nspname in ('public', 'graphile_worker')) as owned,
              (select datdba = r.oid from pg_database where datname = current_database()) as database_owner
         from pg_roles r where rolname = current_user`,
    );
    expect(rows).toEqual([{ superuser: false, owned: 0, database_owner: false }]);
    expect(await leastPrivilegeWarning(t.orm)).toBeNull();
  });

  it('adds to and reads the audit trail', async () => {
    const id = await addEvent('privileges insert');
    expect(await subjects('privileges insert')).toEqual(['privileges insert']);
    expect(id).toBeGreaterThan(0);
  });

  it('may not update, delete, truncate, quiet the triggers or switch them off', async () => {
    await addEvent('privileges kept');
    const refused = [
      `update audit_events set subject = 'forged'`,
      `delete from audit_events`,
      `truncate audit_events`,
      `set session_replication_role = replica`,
      `alter table audit_events disable trigger all`,
      `alter table audit_events disable trigger append_only`,
      `drop trigger append_only on audit_events`,
      `create or replace function public.remove_expired_audit_events(retention_days integer) returns integer language sql as 'select 0'`,
    ];
    for (const sql of refused) {
      await expect(app.query(sql), sql).rejects.toMatchObject({ code: expect.stringMatching(/^42501$/) });
    }
    // Not in a transaction of its own either.
    await app.query('begin');
    await expect(app.query('set local session_replication_role = replica')).rejects.toMatchObject({ code: '42501' });
    await app.query('rollback');
    expect(await subjects('privileges kept')).toEqual(['privileges kept']);
  });

  it('reads and writes the other tables, and those a later migration adds, without a grant of their own', async () => {
    await app.query(`insert into console_settings (key, value, updated_at) values ('privileges.test', '1', now())`);
    await app.query(`update console_settings set value = '2' where key = 'privileges.test'`);
    await app.query(`delete from console_settings where key = 'privileges.test'`);
    // As another helper's migration would: a new table with a serial key, created by the owning role.
    await t.asOwner((owner) =>
      owner.em.getConnection().execute('create table later_feature (id serial primary key, note text not null)'),
    );
    await app.query(`insert into later_feature (note) values ('granted by default')`);
    expect((await app.query('select note from later_feature')).rows).toEqual([{ note: 'granted by default' }]);
    // Running the migrations again (a restart, a restore) keeps the audit trail closed to changes.
    await t.asOwner((owner) => migrate(owner));
    await expect(app.query(`delete from audit_events`)).rejects.toMatchObject({ code: '42501' });
  });

  it('queues jobs in graphile-worker', async () => {
    await app.query(
      `select graphile_worker.add_job('privileges_probe', '{}'::json, run_at => now() + interval '1 day')`,
    );
    const { rows } = await app.query(`delete from graphile_worker._private_jobs where task_id in
      (select id from graphile_worker._private_tasks where identifier = 'privileges_probe') returning id`);
    expect(rows).toHaveLength(1);
  });
});

describe('the retention clean-up, through the owning role’s function', () => {
  it('deletes events older than the retention and none younger', async () => {
    await addEvent('retention-fn old', daysAgo(800));
    await addEvent('retention-fn month', daysAgo(40));
    await addEvent('retention-fn new', daysAgo(1));
    expect(await removeExpiredAuditEvents(t.orm.em.fork(), 730)).toBe(1);
    expect(await subjects('retention-fn')).toEqual(['retention-fn month', 'retention-fn new']);
    // 30 days is the floor: what is younger stays, whatever the caller asks.
    expect(await removeExpiredAuditEvents(t.orm.em.fork(), 30)).toBe(1);
    expect(await subjects('retention-fn')).toEqual(['retention-fn new']);
    for (const days of [29, 1, 0, -5]) {
      await expect(removeExpiredAuditEvents(t.orm.em.fork(), days)).rejects.toThrow(/at least 30 days/);
    }
    await expect(app.query('select public.remove_expired_audit_events(null)')).rejects.toThrow(/at least 30 days/);
    expect(await subjects('retention-fn')).toEqual(['retention-fn new']);
  });

  it('leaves no opening behind for the caller’s transaction', async () => {
    await addEvent('retention-tx old', daysAgo(800));
    await app.query('begin');
    try {
      await app.query('select public.remove_expired_audit_events(30)');
      await expect(app.query('delete from audit_events')).rejects.toMatchObject({ code: '42501' });
    } finally {
      await app.query('rollback');
    }
  });
});

describe('a connection as the owning role', () => {
  it('is named in the warning the app logs at start', async () => {
    await t.asOwner(async (owner) => {
      expect(await leastPrivilegeWarning(owner)).toMatch(/the owner of audit_events.*MIGRATION_DATABASE_URL/);
    });
  });
});
