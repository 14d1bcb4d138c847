import pg from 'pg';
import type { Orm } from '../db/orm.ts';
import { migrate } from '../db/orm.ts';
import { installJobQueue } from '../jobs/queue.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { quoteIdent, readArchive, type ArchiveHeader, type ArchiveSummary, type TableStart } from './backup-archive.ts';

/** Refused: the target database already holds tables (and --force was not given). */
export class DatabaseNotEmptyError extends Error {
  constructor(tables: number) {
    super(
      `The database is not empty (${tables} tables in schema public). Restore into an empty database, ` +
        'or pass --force to drop everything in it first.',
    );
  }
}

/**
 * Reads the whole archive once before anything is touched: a damaged or cut-short file is refused
 * while the database is still as it was (with --force too).
 */
async function verifiedHeader(file: string): Promise<ArchiveHeader> {
  let header: ArchiveHeader | undefined;
  for await (const line of readArchive(file)) {
    if (line.kind === 'H') header = line.header;
    if (line.kind === 'F' && !MEDIA_KEY.test(line.key)) {
      throw new Error(`${file} names an upload outside the uploads folder (${JSON.stringify(line.key)}): refused`);
    }
  }
  if (!header) throw new Error(`${file} is empty`);
  return header;
}

/** A file under the uploads folder: relative, no `.` or `..` segment, no backslash. */
const MEDIA_KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/;

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

/** Inserts rows (row_to_json text) into one table, in batches, straight from JSON to the record type. */
class TableLoader {
  private rows: string[] = [];
  private chars = 0;
  constructor(
    private readonly client: pg.Client,
    private readonly start: TableStart,
  ) {}

  async add(row: string): Promise<void> {
    this.rows.push(row);
    this.chars += row.length;
    if (this.rows.length >= BATCH_ROWS || this.chars >= BATCH_CHARS) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const table = `${quoteIdent(this.start.schema)}.${quoteIdent(this.start.table)}`;
    const columns = this.start.columns.map(quoteIdent).join(', ');
    await this.client.query(
      `insert into ${table} (${columns}) overriding system value
       select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
      [`[${this.rows.join(',')}]`],
    );
    this.rows = [];
    this.chars = 0;
  }
}

export interface RestoreResult extends ArchiveSummary {
  header: ArchiveHeader;
  /** Migrations newer than the backup that ran after it was loaded. */
  migrated: string[];
}

/**
 * Restores `file` into the database of `orm`: the schema is built by our migrations up to the ones
 * the backup had, its rows and sequences are loaded in one transaction, its uploads written to
 * `media`, and then the later migrations bring it up to date. An empty database only, unless `force`.
 * `orm` is the owning role (it rebuilds the schema); the app's role gets its grants again at the end
 * (`appRole`, or the one the database already names: db/privileges.ts).
 */
export async function restoreDatabase(
  orm: Orm,
  file: string,
  media: MediaStorage,
  options: { force: boolean; appRole?: string | null },
): Promise<RestoreResult> {
  const header = await verifiedHeader(file);
  const url = orm.config.get('clientUrl');
  if (!url) throw new Error('the restore needs the database URL');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_tables where schemaname = 'public'`,
    );
    const tables = rows[0]?.count ?? 0;
    if (tables > 0 && !options.force) throw new DatabaseNotEmptyError(tables);
    if (tables > 0 || options.force) {
      await client.query('drop schema if exists graphile_worker cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
    }
    const known = new Set((await orm.migrator.getPending()).map((migration) => migration.name));
    const unknown = header.migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new Error(
        `The backup was made by a newer version of the app (migrations ${unknown.join(', ')} are unknown here): ` +
          'restore it with that version.',
      );
    }
    const last = header.migrations.at(-1);
    if (last) await orm.migrator.up({ to: last });
    await installJobQueue(url);

    // Foreign keys and triggers (the audit trail's guard) stay quiet while rows arrive in table order.
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    let loader: TableLoader | undefined;
    let summary: ArchiveSummary | undefined;
    for await (const line of readArchive(file)) {
      if (line.kind === 'T') {
        await loader?.flush();
        // What the migrations put there themselves (the migration log, seeded rows) is in the backup too.
        await client.query(`delete from ${quoteIdent(line.start.schema)}.${quoteIdent(line.start.table)}`);
        loader = new TableLoader(client, line.start);
      } else if (line.kind === 'R') {
        if (!loader) throw new Error(`${file}: a row before any table`);
        await loader.add(line.row);
      } else if (line.kind === 'Q') {
        await loader?.flush();
        loader = undefined;
        const { schema, sequence, lastValue, isCalled } = line.sequence;
        await client.query('select setval($1::regclass, $2::bigint, $3)', [
          `${quoteIdent(schema)}.${quoteIdent(sequence)}`,
          lastValue,
          isCalled,
        ]);
      } else if (line.kind === 'F') {
        await media.put(line.key, line.data, 'image/webp');
      } else if (line.kind === 'E') {
        await loader?.flush();
        summary = line.summary;
      }
    }
    if (!summary) throw new Error(`${file} is cut short`);
    await client.query('commit');
    const migrated = await migrate(orm, options.appRole);
    return { ...summary, header, migrated };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
