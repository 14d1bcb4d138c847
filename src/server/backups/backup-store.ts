import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Env } from '../env.ts';
import { S3Bucket, s3SettingsFrom, type S3Env, type S3Settings } from '../integrations/s3/s3-client.ts';

/** `sixsenses-20261127-021500-123Z.backup.gz`: the time it was taken, in UTC, sorts by name. */
const NAME = /^sixsenses-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})Z\.backup\.gz$/;

export function backupName(at: Date): string {
  const [date = '', time = ''] = at.toISOString().replace(/[-:]/g, '').split('T');
  return `sixsenses-${date}-${time.slice(0, 6)}-${time.slice(7, 10)}Z.backup.gz`;
}

/** When the backup named `name` was taken, or null for any other file. */
export function backupTime(name: string): Date | null {
  const parts = NAME.exec(name);
  if (!parts) return null;
  const [, y, mo, d, h, mi, s, ms] = parts.map(Number);
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s, ms));
}

export interface StoredBackup {
  name: string;
  at: Date;
  bytes: number;
}

/**
 * Where finished backups are kept: DATA_DIR/backups, or `backups/` in the S3 bucket when one is
 * configured. Only a finished archive ever carries a backup's name, so every listed one is whole.
 */
export interface BackupStore {
  /** For people: the directory or the bucket's address. */
  readonly location: string;
  /** Moves the finished archive `file` into the store under `name`. */
  save(file: string, name: string): Promise<void>;
  list(): Promise<StoredBackup[]>;
  remove(name: string): Promise<void>;
  /** Copies the backup `name` to the local file `to`. */
  download(name: string, to: string): Promise<void>;
}

class DiskBackupStore implements BackupStore {
  constructor(readonly location: string) {}

  async save(file: string, name: string): Promise<void> {
    await mkdir(this.location, { recursive: true, mode: 0o700 });
    await rename(file, join(this.location, name));
  }

  async list(): Promise<StoredBackup[]> {
    const names = await readdir(this.location).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'ENOENT') return [];
      throw error;
    });
    const found: StoredBackup[] = [];
    for (const name of names) {
      const at = backupTime(name);
      if (at) found.push({ name, at, bytes: (await stat(join(this.location, name))).size });
    }
    return found.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.location, name), { force: true });
  }

  async download(name: string, to: string): Promise<void> {
    await pipeline(createReadStream(join(this.location, name)), createWriteStream(to));
  }
}

const PREFIX = 'backups/';

class S3BackupStore implements BackupStore {
  readonly location: string;
  private readonly bucket: S3Bucket;

  constructor(private readonly settings: S3Settings) {
    this.location = `s3://${settings.bucket}/${PREFIX}`;
    this.bucket = new S3Bucket(settings);
  }

  async save(file: string, name: string): Promise<void> {
    const { sdk, client } = await this.bucket.connect();
    const { size } = await stat(file);
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: PREFIX + name,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: 'application/gzip',
      }),
    );
    await rm(file, { force: true });
  }

  async list(): Promise<StoredBackup[]> {
    const { sdk, client } = await this.bucket.connect();
    const found: StoredBackup[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = (object.Key ?? '').slice(PREFIX.length);
        const at = backupTime(name);
        if (at) found.push({ name, at, bytes: object.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  async remove(name: string): Promise<void> {
    const { sdk, client } = await this.bucket.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: PREFIX + name }));
  }

  async download(name: string, to: string): Promise<void> {
    const { sdk, client } = await this.bucket.connect();
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: PREFIX + name }));
    await pipeline(S3Bucket.stream(object.Body, name), createWriteStream(to));
  }
}

export type BackupStoreEnv = S3Env & Pick<Env, 'DATA_DIR' | 'BACKUP_S3_BUCKET'>;

/**
 * The store the configuration names, like the uploads: the S3 bucket when S3_BUCKET is set (or the
 * private BACKUP_S3_BUCKET on the same service), else DATA_DIR/backups.
 */
export function backupStoreFrom(env: BackupStoreEnv): BackupStore {
  const s3 = s3SettingsFrom(env);
  if (!s3) return new DiskBackupStore(join(env.DATA_DIR, 'backups'));
  return new S3BackupStore(env.BACKUP_S3_BUCKET ? { ...s3, bucket: env.BACKUP_S3_BUCKET } : s3);
}
