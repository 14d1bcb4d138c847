import type { Env } from '../env.ts';
import { backupStoreFrom, type BackupStore } from './backup-store.ts';
import { backUpDatabase, type BackupResult } from './database-backup.ts';

/** A nightly backup older than this (a day and some slack) means the schedule is not running. */
const STALE_AFTER_MS = 26 * 60 * 60 * 1000;

/** The backups service: where backups are kept, the schedule's settings, and a backup made with them. */
export interface Backups {
  store: BackupStore;
  scheduled: boolean;
  keepDaily: number;
  keepWeekly: number;
  /** Whether the uploads are in the backups (local disk) or stay in the S3 bucket. */
  media: 'disk' | 's3';
  /** Backs up the database at `connectionString` (and the uploads on disk) into the store, then applies retention. */
  backUp(connectionString: string): Promise<BackupResult>;
}

export function backupsFrom(env: Env): Backups {
  const store = backupStoreFrom(env);
  return {
    store,
    scheduled: env.BACKUP_DAILY,
    keepDaily: env.BACKUP_KEEP_DAILY,
    keepWeekly: env.BACKUP_KEEP_WEEKLY,
    media: env.S3_BUCKET ? 's3' : 'disk',
    backUp: (connectionString) => backUpDatabase(connectionString, env, store),
  };
}

/** What the console's settings screen shows about backups: the newest, how many are kept, where. */
export async function backupOverview(source: Backups) {
  const stored = await source.store.list();
  const last = stored.at(-1);
  return {
    last: last ? { name: last.name, at: last.at.toISOString(), bytes: last.bytes } : null,
    /** The nightly backup should have replaced it by now. */
    stale: source.scheduled && last !== undefined && Date.now() - last.at.getTime() > STALE_AFTER_MS,
    count: stored.length,
    location: source.store.location,
    scheduled: source.scheduled,
    keepDaily: source.keepDaily,
    keepWeekly: source.keepWeekly,
    media: source.media,
  };
}
