import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDatabase } from '../../src/server/backups/database-restore.ts';
import type { Orm } from '../../src/server/db/orm.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import { databaseContents, type DatabaseContents } from '../support/database-contents.ts';
import { createOwnedDatabase, createTestApp, json, type TestApp } from '../support/test-app.ts';

const run = promisify(execFile);
let t: TestApp;
let dataDir: string;
let before: DatabaseContents;
const photo = { key: '2026-11/backup-test-480.webp', bytes: randomBytes(40_000) };
/** The event each restore adds to the trail it restored: not part of the backup. */
const RESTORE_EVENT = `action <> 'database.restored'`;

/** Runs `npm run db:backup` / `db:restore` (the real command) against this file's database, configured as in production. */
function shell(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/server/backups/cli.ts', ...args], {
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      MIGRATION_DATABASE_URL: t.ownerUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    },
    timeout: 120_000,
  });
}

/** A fresh ORM on the database as its owner, who restores: the test app's lost its connections when the database was dropped. */
function withOrm<T>(work: (orm: Orm) => Promise<T>): Promise<T> {
  return t.asOwner(work);
}

async function backups(): Promise<string[]> {
  return (await readdir(join(dataDir, 'backups'))).filter((name) => name.endsWith('.backup.gz'));
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sixsenses-backups-'));
  t = await createTestApp({ seed: true, env: { DATA_DIR: dataDir } });
  // Data of every kind beside the seed: a lead (with its events, e-mails and queued jobs), audit
  // events (a sign-in), an uploaded photo on the disk.
  const cookie = await t.signIn();
  const lead = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: contactInquiry });
  expect(lead.statusCode, lead.body).toBe(201);
  const note = await t.app.inject({
    method: 'POST',
    url: '/trpc/inquiries.addNote',
    headers: { cookie },
    payload: { id: json<{ id: number }>(lead).id, note: 'Called back; prefers a sea view.' },
  });
  expect(note.statusCode, note.body).toBe(200);
  await t.services.media.put(photo.key, photo.bytes, 'image/webp');
  // The worker would go on changing rows (sending the lead's e-mails) between the count and the backup.
  await t.app.close();
  before = await databaseContents(t.databaseUrl);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run db:backup and db:restore', () => {
  it('back up everything, and a destroyed database comes back with every table and upload the same', async () => {
    const backedUp = await shell('backup');
    expect(backedUp.stdout).toMatch(/Uploads: 1 files, in the backup/);
    const [name] = await backups();
    expect(name).toMatch(/^sixsenses-\d{8}-\d{6}-\d{3}Z\.backup\.gz$/);
    expect(Object.values(before.tables).some((table) => table.rows > 0)).toBe(true);
    expect(before.tables['public.inquiries']?.rows).toBe(1);
    expect(before.tables['public.audit_events']?.rows).toBeGreaterThan(0);
    expect(before.tables['graphile_worker._private_jobs']?.rows).toBeGreaterThan(0);

    // Destroyed: the database and the uploads are gone.
    const databaseName = new URL(t.databaseUrl).pathname.slice(1);
    await t.dropDatabase();
    await createOwnedDatabase(databaseName);
    await rm(join(dataDir, 'uploads'), { recursive: true, force: true });

    const restored = await shell('restore', join(dataDir, 'backups', name ?? ''));
    expect(restored.stdout).toMatch(/1 uploaded files/);
    const after = await databaseContents(t.databaseUrl, { 'public.audit_events': RESTORE_EVENT });
    expect(after.tables).toEqual(before.tables);
    // The restore's own audit event took the next number of the trail; every other sequence is as it was.
    const { 'public.audit_events_id_seq': auditSequence, ...sequences } = after.sequences;
    const { 'public.audit_events_id_seq': auditBefore, ...sequencesBefore } = before.sequences;
    expect(sequences).toEqual(sequencesBefore);
    expect(auditSequence).toBe(`${Number(auditBefore?.split(':')[0]) + 1}:true`);
    expect(await readFile(join(dataDir, 'uploads', photo.key))).toEqual(photo.bytes);
    const trail = await databaseContents(t.databaseUrl, { 'public.audit_events': `action = 'database.restored'` });
    expect(trail.tables['public.audit_events']?.rows).toBe(1);
  });

  it('refuse a database that holds data unless told (exit 1), and with --force replace it', async () => {
    const file = join(dataDir, 'backups', (await backups())[0] ?? '');
    const holding = await databaseContents(t.databaseUrl);
    await expect(shell('restore', file)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/The database is not empty .*--force/),
    });
    expect(await databaseContents(t.databaseUrl)).toEqual(holding);

    await withOrm((orm) => restoreDatabase(orm, file, t.services.media, { force: true }));
    expect((await databaseContents(t.databaseUrl)).tables).toEqual(before.tables);
  });

  it('refuse a file that is not a whole backup or names a file outside the uploads, even with --force, changing nothing', async () => {
    const whole = await readFile(join(dataDir, 'backups', (await backups())[0] ?? ''));
    const cut = join(dataDir, 'cut.backup.gz');
    await writeFile(cut, whole.subarray(0, whole.length - 100));
    const holding = await databaseContents(t.databaseUrl);
    await expect(withOrm((orm) => restoreDatabase(orm, cut, t.services.media, { force: true }))).rejects.toThrow(
      /unexpected end of file|cut short/,
    );
    // A whole archive whose upload would land outside the uploads folder.
    const lines = gunzipSync(whole).toString('utf8').split('\n');
    lines.splice(-2, 0, `F ${JSON.stringify({ key: '../escaped.txt', data: 'AA==' })}`);
    const crafted = join(dataDir, 'crafted.backup.gz');
    await writeFile(crafted, gzipSync(lines.join('\n')));
    await expect(withOrm((orm) => restoreDatabase(orm, crafted, t.services.media, { force: true }))).rejects.toThrow(
      /outside the uploads folder/,
    );
    expect(await databaseContents(t.databaseUrl)).toEqual(holding);
  });
});
