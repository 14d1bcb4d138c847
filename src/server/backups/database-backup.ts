import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../env.ts';
import { writeArchive, type ArchiveSummary } from './backup-archive.ts';
import { backupName, backupStoreFrom, type BackupStore, type BackupStoreEnv } from './backup-store.ts';
import { backupsToDelete } from './retention.ts';

export type BackupEnv = BackupStoreEnv & Pick<Env, 'BACKUP_KEEP_DAILY' | 'BACKUP_KEEP_WEEKLY'>;

export interface BackupResult extends ArchiveSummary {
  name: string;
  bytes: number;
  /** Where it went: the directory or the bucket's address. */
  location: string;
  /** Whether the uploads are in it (disk) or stay in the S3 bucket. */
  media: 'disk' | 's3';
  /** Older backups that retention removed. */
  removed: string[];
}

/**
 * Backs up the database at `connectionString` and the uploads (when they are on the local disk)
 * into the configured store, then applies retention. The archive is written under a temporary
 * name and only a finished one gets its backup name, so a failure leaves every older backup as it
 * was and removes none.
 */
export async function backUpDatabase(
  connectionString: string,
  env: BackupEnv,
  store: BackupStore = backupStoreFrom(env),
): Promise<BackupResult> {
  const at = new Date();
  const name = backupName(at);
  const staging = join(env.DATA_DIR, 'backups');
  await mkdir(staging, { recursive: true, mode: 0o700 });
  const partial = join(staging, `${name}.partial`);
  const media = env.S3_BUCKET ? 's3' : 'disk';
  try {
    const summary = await writeArchive(
      connectionString,
      media === 'disk' ? join(env.DATA_DIR, 'uploads') : null,
      partial,
    );
    await store.save(partial, name);
    const stored = await store.list();
    const bytes = stored.find((backup) => backup.name === name)?.bytes ?? 0;
    const expired = backupsToDelete(stored, { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY });
    for (const backup of expired) await store.remove(backup.name);
    return {
      ...summary,
      name,
      bytes,
      location: store.location,
      media,
      removed: expired.map((b) => b.name),
    };
  } finally {
    await rm(partial, { force: true });
  }
}
