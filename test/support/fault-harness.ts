import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/server/db/embedded-postgres.ts';
import { overHttp, signedIn, type AppClient, type Credentials } from './app-client.ts';
import { copyDemoPortalPhotos } from './demo-portal-photos.ts';
import { requireBuild } from './production-build.ts';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * What the fault scenarios share: a real PostgreSQL they start and stop themselves, the real app as a
 * child process (the compiled server in production mode, as `npm start` runs it) pointed at it, hard
 * deadlines, and clean-up of every process and directory even when a scenario fails.
 */

const TEMP_PREFIX = '/tmp/sixsenses-faults-';

const cleanups: Array<() => Promise<void>> = [];
const children = new Set<ServerProcess>();

// If the test process itself goes down, no app may outlive it (PostgreSQL has its own exit hook).
process.once('exit', () => {
  for (const running of children) if (running.child.exitCode === null) running.child.kill('SIGKILL');
});

/** Registers a clean-up of the scenario's own (a process it started, say) for `cleanUp` to run. */
export function addCleanUp(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

/** Runs every registered clean-up, newest first; call it from `afterAll`. */
export async function cleanUp(): Promise<void> {
  while (cleanups.length) await cleanups.pop()!().catch(() => undefined);
}

/** Rejects when `work` takes longer than `ms`: no scenario may hang the suite. */
export async function withDeadline<T>(label: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no result within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function tempDir(name: string): Promise<string> {
  const dir = await mkdtemp(`${TEMP_PREFIX}${name}-`);
  // mkdtemp makes it 0700; as root, PostgreSQL runs as user `postgres`, which must be able to enter it.
  await chmod(dir, 0o755);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A DATA_DIR for an app: a copy of the run's, which holds the demo photos' portal renditions its start-up
 * would otherwise make (demo-portal-photos.ts), where the project provides one.
 */
export async function appDataDir(): Promise<string> {
  const dir = await tempDir('data');
  const template = inject('faultDataTemplate') as string | undefined;
  if (template) await copyDemoPortalPhotos(template, dir);
  return dir;
}

export interface FaultDatabase {
  /** As the superuser, which owns the schema (the app's MIGRATION_DATABASE_URL) and runs the scenario's checks. */
  url: string;
  /** As the app's role, which the app serves with (its DATABASE_URL), as in production. */
  appUrl: string;
  /** Stops PostgreSQL (fast shutdown): every connection of the app breaks. */
  stop(): Promise<void>;
  /** Starts it again on the same data directory and port. */
  start(): Promise<void>;
  /** A direct connection for the scenario's own checks (not through the app). */
  query<T extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<T[]>;
}

/**
 * A real PostgreSQL of the scenario's own on `port`, in a temporary directory: a copy of the run's
 * migrated cluster where the project provides one (fault-cluster-setup.ts), else initdb here.
 */
export async function startDatabase(port: number): Promise<FaultDatabase> {
  const dataDir = await tempDir('pg');
  const template = inject('faultClusterTemplate') as string | undefined;
  // `cp -a` keeps the files' owner: as root, the cluster belongs to the `postgres` user that runs it.
  if (template) await promisify(execFile)('cp', ['-a', `${template}/.`, dataDir]);
  let running: EmbeddedDatabase | null = await startEmbeddedPostgres(dataDir, port);
  const { url, appUrl } = running;
  cleanups.push(async () => {
    await running?.stop();
    running = null;
  });
  return {
    url,
    appUrl,
    async stop() {
      await running?.stop();
      running = null;
    },
    async start() {
      running ??= await startEmbeddedPostgres(dataDir, port);
    },
    async query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<T>(sql, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The set-up every scenario file shares: before its tests, its own PostgreSQL on `pgPort` and what
 * `start` runs on it (the apps, the fakes of outside systems); after them, every clean-up registered,
 * even when a test or the set-up itself failed.
 */
export function faultScenario(
  pgPort: number,
  start: (database: FaultDatabase) => Promise<void>,
  timeoutMs = 180_000,
): void {
  beforeAll(async () => start(await startDatabase(pgPort)), timeoutMs);
  afterAll(cleanUp, 60_000);
}

/** Settings of a crash scenario: jobs the killed process had locked come back after 10 s, not two minutes. */
export const CRASH_RECOVERY = { MAIL_STALE_LOCK_SECONDS: '10' };

export const ADMIN_PASSWORD = 'fault-suite-admin-password';

/** The staff account every scenario's app is started with. */
export const ADMIN = { username: 'admin', password: ADMIN_PASSWORD };

export interface FaultApp {
  url: string;
  running: ServerProcess;
  /** A client of the app (support/app-client.ts) signed in as `credentials`, ADMIN unless told; `headers` on every request. */
  staff(credentials?: Credentials, headers?: Record<string, string>): Promise<AppClient>;
  /** kill -9: no shutdown hook runs, requests in flight are cut. */
  kill(): Promise<void>;
  /** Starts the app again with the same settings. */
  restart(): Promise<void>;
  alive(): boolean;
}

/** The real app on `port`, using `database`; `env` adds or overrides settings. */
export async function startApp(
  port: number,
  database: FaultDatabase,
  env: Record<string, string> = {},
): Promise<FaultApp> {
  requireBuild();
  const settings = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: database.appUrl,
    MIGRATION_DATABASE_URL: database.url,
    // Apps that share one (several instances) bring their own.
    DATA_DIR: env.DATA_DIR ?? (await appDataDir()),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // A closed loopback port: the currency ticker's outside service is not part of these scenarios.
    EXCHANGE_RATES_URL: 'http://127.0.0.1:9/closed',
    ...env,
  };
  const launch = async () => {
    const running = await startServer(settings, 90_000);
    children.add(running);
    void running.exited.then(() => children.delete(running));
    return running;
  };
  const url = `http://127.0.0.1:${port}`;
  const app: FaultApp = {
    url,
    running: await launch(),
    staff: (credentials = ADMIN, headers = {}) => signedIn(overHttp(url), credentials, headers),
    async kill() {
      app.running.child.kill('SIGKILL');
      await app.running.exited;
    },
    async restart() {
      app.running = await launch();
    },
    alive: () => app.running.child.exitCode === null && app.running.child.signalCode === null,
  };
  cleanups.push(() => app.running.stop());
  return app;
}

/** Percentile of a list of latencies in milliseconds, rounded. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

/** One line of figures on stdout, where `npm run test:faults` shows it. */
export function report(scenario: string, figures: Record<string, unknown>): void {
  const parts = Object.entries(figures).map(
    ([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
  );
  process.stdout.write(`[faults] ${scenario}: ${parts.join(' ')}\n`);
}
