import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { readArchive } from '../../src/server/backups/backup-archive.ts';
import { backupName } from '../../src/server/backups/backup-store.ts';
import { databaseBackupJob } from '../../src/server/backups/backup-jobs.ts';
import { backUpDatabase } from '../../src/server/backups/database-backup.ts';
import { restoreDatabase } from '../../src/server/backups/database-restore.ts';
import { initOrm } from '../../src/server/db/orm.ts';
import { databaseContents } from '../support/database-contents.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Backups into an S3 bucket (s3rver on this file's own port): stored, listed, pruned, restored. */
const S3_PORT = 3762;
let s3: LocalS3;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  s3 = await startLocalS3(S3_PORT);
  dataDir = await mkdtemp(join(tmpdir(), 'sixsenses-backups-s3-'));
  t = await createTestApp({ seed: true, env: { ...s3.env, DATA_DIR: dataDir, BACKUP_KEEP_WEEKLY: '0' } });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Backups in the bucket from nights past (their contents do not matter to retention). */
async function olderBackups(days: number): Promise<void> {
  for (let day = 1; day <= days; day += 1) {
    const key = `backups/${backupName(new Date(Date.now() - day * 86_400_000))}`;
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'an older backup' }));
  }
}

describe('backups when uploads are in S3', () => {
  it("are made by the job worker's nightly task", async () => {
    // graphile-worker notes each crontab task it schedules once its runner has started.
    const crontabs = async () =>
      (
        await t.orm.em
          .fork()
          .execute<Array<{ identifier: string }>>('select identifier from graphile_worker._private_known_crontabs')
      ).map((row) => row.identifier);
    await expect.poll(crontabs, { timeout: 30_000 }).toContain(databaseBackupJob.name);
    // The crontab queues this job at 02:15 UTC; queued by hand, the same worker runs it now.
    await t.orm.em.fork().execute(`select graphile_worker.add_job(?)`, [databaseBackupJob.name]);
    await expect.poll(() => s3.keys('backups/'), { timeout: 30_000 }).toHaveLength(1);
    // The job worker would go on writing (the portal poll) between the next backup and its comparison.
    await t.app.close();
  });

  it('go to the bucket without the uploads, show on the settings screen, prune, and restore', async () => {
    await olderBackups(9);
    const result = await backUpDatabase(t.databaseUrl, t.env);
    expect(result).toMatchObject({ media: 's3', files: 0, location: `s3://${s3.bucket}/backups/` });
    // Nine older nights and this one: the seven newest days stay (weeks kept: none, to be independent of today).
    const stored = await s3.keys('backups/');
    expect(stored).toHaveLength(7);
    expect(stored.at(-1)).toBe(`backups/${result.name}`);
    // The worker's backup of today is replaced by this newer one.
    expect(result.removed).toHaveLength(4);

    const owner = await t.caller({ id: 1, username: 'owner', role: 'owner' }).backups.overview();
    expect(owner).toMatchObject({
      last: { name: result.name, bytes: result.bytes },
      count: 7,
      location: `s3://${s3.bucket}/backups/`,
      media: 's3',
      stale: false,
    });
    expect(result.bytes).toBeGreaterThan(1000);
    await expect(t.caller({ id: 1, username: 'manager', role: 'manager' }).backups.overview()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    // Restored from the bucket into a database of its own.
    const file = join(dataDir, 'downloaded.backup.gz');
    await t.services.backups.store.download(result.name, file);
    const lines = [];
    for await (const line of readArchive(file)) if (line.kind === 'H') lines.push(line.header.media);
    expect(lines).toEqual(['s3']);
    const url = new URL(inject('postgresAdminUrl'));
    url.pathname = `/${new URL(t.databaseUrl).pathname.slice(1)}_restored`;
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    await admin.query(`create database ${url.pathname.slice(1)}`);
    const orm = await initOrm(url.toString());
    try {
      await restoreDatabase(orm, file, t.services.media, { force: false });
      expect((await databaseContents(url.toString())).tables).toEqual((await databaseContents(t.databaseUrl)).tables);
    } finally {
      await orm.close(true);
      await admin.query(`drop database if exists ${url.pathname.slice(1)} with (force)`);
      await admin.end();
    }
  });

  it('go to a private bucket of their own when BACKUP_S3_BUCKET names one', async () => {
    await s3.client.send(new CreateBucketCommand({ Bucket: 'sixsenses-backups' }));
    const before = await s3.keys('backups/');
    const result = await backUpDatabase(t.databaseUrl, { ...t.env, BACKUP_S3_BUCKET: 'sixsenses-backups' });
    expect(result.location).toBe('s3://sixsenses-backups/backups/');
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: 'sixsenses-backups' }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual([`backups/${result.name}`]);
    expect(await s3.keys('backups/')).toEqual(before);
  });
});
