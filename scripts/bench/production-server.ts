/**
 * The production build, started for a benchmark as `npm start` runs it (the compiled server, one
 * process) on a temporary embedded PostgreSQL with the demo content: `startProductionServer()`, then
 * `stop()`, which ends the server (it stops PostgreSQL) and removes the data directory.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../build-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ProductionServer {
  /** 'http://127.0.0.1:<port>', no trailing slash. */
  base: string;
  /** A scratch directory that `stop()` removes with the database (for reports and the like). */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startProductionServer({
  port,
  pgPort,
  root = ROOT,
}: {
  port: number;
  pgPort: string;
  /** Another checkout with a build of its own (an A/B comparison with an older commit); this one by default. */
  root?: string;
}): Promise<ProductionServer> {
  const dist = process.env.DIST_DIR ?? 'dist';
  const bundle = root === ROOT ? SERVER_BUNDLE : resolve(root, dist, 'server-main.js');
  if (!existsSync(bundle) || !existsSync(resolve(root, dist, 'server/entry-server.js')))
    throw new Error(`No production build in ${resolve(root, dist)}/: run \`npm run build\` there first.`);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp('/tmp/bench-server-');
  let output = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: pgPort,
      PUBLIC_URL: base,
      ADMIN_PASSWORD: 'bench-password-1',
      // One load generator is one address: the per-address budget of uncached reads would measure itself.
      PUBLIC_READ_BUDGET_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    // SIGTERM reaches the server itself, which stops PostgreSQL.
    child.kill('SIGTERM');
    if (child.exitCode === null)
      await new Promise((done) => {
        const timer = setTimeout(done, 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done(undefined);
        });
      });
    // PostgreSQL may still be writing its last WAL segment for a moment after the server exits.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the app exited while starting:\n${output}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, dataDir, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app did not start within 90 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}
