import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { initOrm, type Orm } from '../../src/server/db/orm.ts';

/**
 * Leads stored before attribution and contacts existed: the migration gives them "Direct" as
 * their source and groups them into contacts by the rule new leads follow.
 */

const name = `t_${randomBytes(6).toString('hex')}`;
let orm: Orm;
let db: pg.Client;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  orm = await initOrm(url.toString());
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await orm?.close(true);
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
});

it('groups existing leads into contacts by e-mail in any case or phone in any notation', async () => {
  await orm.migrator.up({ to: 'Migration20261122145936_rate_limits' });
  const insert = (email: string, phone: string | null, minutesAgo: number) =>
    db.query<{ id: number }>(
      `insert into inquiries (kind, first_name, last_name, email, phone, status, created_at)
       values ('contact', 'Old', 'Lead', $1, $2, 'New', now() - make_interval(mins => $3)) returning id`,
      [email, phone, minutesAgo],
    );
  const ids: number[] = [];
  for (const [email, phone, minutesAgo] of [
    ['Amira@Example.com', '+971 50 123 4567', 50],
    ['amira@example.com', null, 40],
    ['work@example.org', '050 123 4567', 30],
    ['stranger@example.com', 'n/a', 20],
    ['other@example.com', 'n/a', 10],
  ] as const)
    ids.push((await insert(email, phone, minutesAgo)).rows[0]!.id);

  await orm.migrator.up();

  const { rows } = await db.query<{
    id: number;
    source: string;
    email_key: string;
    phone_e164: string | null;
    contact_key: string;
  }>('select id, source, email_key, phone_e164, contact_key from inquiries order by id');
  expect(rows.map((row) => row.source)).toEqual(['Direct', 'Direct', 'Direct', 'Direct', 'Direct']);
  expect(rows.map((row) => [row.email_key, row.phone_e164])).toEqual([
    ['amira@example.com', '+971501234567'],
    ['amira@example.com', null],
    ['work@example.org', '+971501234567'],
    ['stranger@example.com', null],
    ['other@example.com', null],
  ]);
  const [amira, sameEmail, samePhone, stranger, other] = rows.map((row) => row.contact_key);
  expect(sameEmail).toBe(amira);
  expect(samePhone).toBe(amira);
  expect(new Set([amira, stranger, other]).size).toBe(3);
  expect(ids).toEqual(rows.map((row) => row.id));
});
