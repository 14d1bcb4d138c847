import pg from 'pg';

/** One table's rows as a count and a checksum of their contents (every column, every row, in a fixed order). */
export interface TableContents {
  rows: number;
  md5: string;
}

export interface DatabaseContents {
  tables: Record<string, TableContents>;
  /** Each sequence's `last_value:is_called`. */
  sequences: Record<string, string>;
}

const SCHEMAS = ['public', 'graphile_worker'];

/**
 * What a database holds, to compare before a backup and after its restore. `where` narrows a
 * table's rows (by qualified name): what the restore itself adds, such as its own audit event.
 */
export async function databaseContents(url: string, where: Record<string, string> = {}): Promise<DatabaseContents> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const contents: DatabaseContents = { tables: {}, sequences: {} };
    const tables = await client.query<{ schema: string; name: string }>(
      `select schemaname as schema, tablename as name from pg_tables
        where schemaname = any($1) and not (schemaname = 'graphile_worker' and tablename = 'migrations')
        order by 1, 2`,
      [SCHEMAS],
    );
    for (const { schema, name } of tables.rows) {
      const qualified = `${schema}.${name}`;
      const filter = where[qualified] ? `where ${where[qualified]}` : '';
      const { rows } = await client.query<TableContents>(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as md5
           from "${schema}"."${name}" t ${filter}`,
      );
      contents.tables[qualified] = rows[0] ?? { rows: 0, md5: '' };
    }
    const sequences = await client.query<{ schema: string; name: string }>(
      `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname = any($1) order by 1, 2`,
      [SCHEMAS],
    );
    for (const { schema, name } of sequences.rows) {
      const { rows } = await client.query<{ state: string }>(
        `select last_value || ':' || is_called as state from "${schema}"."${name}"`,
      );
      contents.sequences[`${schema}.${name}`] = rows[0]?.state ?? '';
    }
    return contents;
  } finally {
    await client.end();
  }
}
