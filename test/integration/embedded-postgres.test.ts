import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';

/** A port of this file's own (the shared test cluster is on 24000-24399). */
const PORT = 24996;

describe('the embedded PostgreSQL', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sixsenses-embedded-'));
    // As root, PostgreSQL runs as user `postgres`, which must be able to enter the directory.
    await chmod(dataDir, 0o755);
    // Initialised once, so the start under test is only the postmaster binding its port.
    const first = await startEmbeddedPostgres(dataDir, PORT);
    await first.stop();
  }, 60_000);

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('waits while its port is held for a moment (as by a client connection), then starts', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(PORT, '127.0.0.1', resolve));
    const released = new Promise<void>((resolve) => setTimeout(() => holder.close(() => resolve()), 2000));
    const started = performance.now();
    const database = await startEmbeddedPostgres(dataDir, PORT);
    try {
      await released;
      expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        expect((await client.query<{ answer: number }>('select 42 as answer')).rows).toEqual([{ answer: 42 }]);
      } finally {
        await client.end();
      }
    } finally {
      await database.stop();
    }
  }, 60_000);
});
