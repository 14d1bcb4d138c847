import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';

/**
 * A backup is one gzip file of lines, each a letter and JSON (row text straight from PostgreSQL,
 * never parsed in between, so numbers and dates keep every digit):
 *   H {header}                 what made it, and the migrations its schema had
 *   T {schema, table, columns} the rows that follow belong to this table
 *   R {row}                    one row, as row_to_json wrote it
 *   Q {schema, sequence, lastValue, isCalled}
 *   F {key, data}              one uploaded file (base64), when uploads are on the local disk
 *   E {tables, rows, files}    the end: an archive without it was cut short
 */
export const ARCHIVE_FORMAT = 'sixsenses-backup';
export const ARCHIVE_VERSION = 1;

/** The schemas of ours: the app's tables, and the job queue's (pending reminders and e-mail jobs). */
export const BACKED_UP_SCHEMAS = ['public', 'graphile_worker'] as const;
/** graphile-worker versions its schema itself: its own migration table stays as the restore installs it. */
const SKIPPED_TABLES = new Set(['graphile_worker.migrations']);

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  postgres: string;
  /** Our migrations applied to the database backed up, in order. */
  migrations: string[];
  /** Where uploads were: 'disk' (in this archive) or 's3' (in the bucket, not in this archive). */
  media: 'disk' | 's3';
}

export interface ArchiveSummary {
  tables: number;
  rows: number;
  files: number;
}

export interface TableStart {
  schema: string;
  table: string;
  columns: string[];
}

export interface SequenceState {
  schema: string;
  sequence: string;
  lastValue: string;
  isCalled: boolean;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

const FETCH_ROWS = 1000;

async function* filesUnder(root: string): AsyncGenerator<string> {
  const entries = await readdir(root, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes the database at `connectionString` (one snapshot: a repeatable-read, read-only
 * transaction sees every table as of the same moment, while the app goes on writing) and the files
 * under `mediaRoot` (null when uploads live in S3) to `file`.
 */
export async function writeArchive(connectionString: string, mediaRoot: string | null, file: string) {
  const client = new pg.Client({ connectionString });
  const gzip = createGzip();
  const done = (async () => {
    const out = createWriteStream(file, { mode: 0o600 });
    gzip.pipe(out);
    await once(out, 'close');
  })();
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const summary: ArchiveSummary = { tables: 0, rows: 0, files: 0 };
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const version = await client.query<{ server_version: string }>('show server_version');
    const migrated = await client.query<{ found: boolean }>(
      `select to_regclass('public.mikro_orm_migrations') is not null as found`,
    );
    if (!migrated.rows[0]?.found)
      throw new Error('the database has no tables yet (no migrations applied): nothing to back up');
    const migrations = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
    const header: ArchiveHeader = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      postgres: version.rows[0]?.server_version ?? 'unknown',
      migrations: migrations.rows.map((row) => row.name),
      media: mediaRoot ? 'disk' : 's3',
    };
    await write(`H ${JSON.stringify(header)}`);
    const tables = await client.query<{ schema: string; table: string; columns: string[] }>(
      `select n.nspname as schema, c.relname as table,
              array_agg(a.attname::text order by a.attnum) as columns
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where c.relkind = 'r' and n.nspname = any($1)
        group by n.nspname, c.relname order by n.nspname, c.relname`,
      [BACKED_UP_SCHEMAS],
    );
    for (const { schema, table, columns } of tables.rows) {
      if (SKIPPED_TABLES.has(`${schema}.${table}`)) continue;
      await write(`T ${JSON.stringify({ schema, table, columns } satisfies TableStart)}`);
      summary.tables += 1;
      const list = columns.map(quoteIdent).join(', ');
      await client.query(
        `declare rows no scroll cursor for select row_to_json(r)::text as line
           from (select ${list} from ${quoteIdent(schema)}.${quoteIdent(table)}) r`,
      );
      for (;;) {
        const batch = await client.query<{ line: string }>(`fetch ${FETCH_ROWS} from rows`);
        // One write per batch: a write per row costs more in the stream than the row itself.
        if (batch.rows.length > 0) await write(batch.rows.map((row) => `R ${row.line}`).join('\n'));
        summary.rows += batch.rows.length;
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await client.query('close rows');
    }
    const sequences = await client.query<{ schema: string; sequence: string }>(
      `select n.nspname as schema, c.relname as sequence from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname = any($1) order by 1, 2`,
      [BACKED_UP_SCHEMAS],
    );
    for (const { schema, sequence } of sequences.rows) {
      const state = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${quoteIdent(schema)}.${quoteIdent(sequence)}`,
      );
      const { last_value: lastValue = '1', is_called: isCalled = false } = state.rows[0] ?? {};
      await write(`Q ${JSON.stringify({ schema, sequence, lastValue, isCalled } satisfies SequenceState)}`);
    }
    await client.query('commit');
  } finally {
    await client.end().catch(() => undefined);
  }
  if (mediaRoot) {
    for await (const path of filesUnder(mediaRoot)) {
      const key = relative(mediaRoot, path).split(sep).join('/');
      await write(`F ${JSON.stringify({ key, data: (await readFile(path)).toString('base64') })}`);
      summary.files += 1;
    }
  }
  await write(`E ${JSON.stringify(summary)}`);
  gzip.end();
  await done;
  return summary;
}

export type ArchiveLine =
  | { kind: 'H'; header: ArchiveHeader }
  | { kind: 'T'; start: TableStart }
  | { kind: 'R'; row: string }
  | { kind: 'Q'; sequence: SequenceState }
  | { kind: 'F'; key: string; data: Buffer }
  | { kind: 'E'; summary: ArchiveSummary };

/** The archive's lines in order; throws on a file that is not a whole backup of ours. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveLine> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let first = true;
  let ended = false;
  for await (const line of lines) {
    const kind = line.slice(0, 1);
    const body = line.slice(2);
    if (first && kind !== 'H') throw new Error(`${file} is not a backup made by npm run db:backup`);
    first = false;
    if (kind === 'R') yield { kind, row: body };
    else if (kind === 'H') {
      const header = JSON.parse(body) as ArchiveHeader;
      if (header.format !== ARCHIVE_FORMAT || header.version > ARCHIVE_VERSION) {
        throw new Error(
          `${file} is a backup of another format or a newer version (${header.format} ${header.version})`,
        );
      }
      yield { kind, header };
    } else if (kind === 'T') yield { kind, start: JSON.parse(body) as TableStart };
    else if (kind === 'Q') yield { kind, sequence: JSON.parse(body) as SequenceState };
    else if (kind === 'F') {
      const { key, data } = JSON.parse(body) as { key: string; data: string };
      yield { kind, key, data: Buffer.from(data, 'base64') };
    } else if (kind === 'E') {
      ended = true;
      yield { kind, summary: JSON.parse(body) as ArchiveSummary };
    } else throw new Error(`${file}: unexpected line "${line.slice(0, 40)}"`);
  }
  if (!ended) throw new Error(`${file} is cut short (no end record): it is not a whole backup`);
}
