/**
 * Builds the web client, the SSR bundle and the compiled server (`npm run build`) only when dist/ is
 * missing or older than what it is built from, then prints one line. `npm start` runs it before the
 * server. When only server code changed, only the server bundle is rebuilt (a second or two).
 *
 * Usage: tsx scripts/build-if-stale.ts [--force]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_APP, SERVER_BUNDLE, SERVER_DB_CLI } from './build-server.ts';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const DIST = process.env.DIST_DIR ?? 'dist';
const STAMP = join(ROOT, DIST, '.build-stamp');
/** What the build reads; a change to any of them makes dist/ stale. */
const SOURCES = [
  'src/web',
  'src/shared',
  'messages',
  'project.inlang/settings.json',
  'public',
  'vite.config.ts',
  'scripts/vite',
  'package-lock.json',
];
/** The site's languages: each has its own client build (scripts/build-client.ts). */
const { locales } = JSON.parse(await readFile(join(ROOT, 'project.inlang/settings.json'), 'utf8')) as {
  locales: string[];
};
/** Files the build itself needs to find in dist/. */
const OUTPUTS = [
  `${DIST}/server/entry-server.js`,
  ...locales.map((locale) => `${DIST}/client/.vite/route-assets.${locale}.json`),
  `${DIST}/server-main.js`,
];
/** What the compiled server is built from (migrations are not bundled: they load at start-up). */
const SERVER_SOURCES = [
  'src/server',
  'src/shared',
  'messages',
  'project.inlang/settings.json',
  'mikro-orm.config.ts',
  'package-lock.json',
];
const SERVER_IGNORED = /\.test\.tsx?$|\/src\/server\/db\/migrations\/|\/src\/shared\/paraglide\//;
/**
 * Derived or irrelevant to the bundle: the generated route tree and compiled messages (rewritten by
 * every build and dev run; their sources are watched instead) and test code.
 */
const IGNORED = /(?:^|\/)routeTree\.gen\.ts$|\/src\/shared\/paraglide\/|\.test\.tsx?$|\/src\/web\/test\//;

/** The newest modification time under `path`, with the file it belongs to. */
async function newest(path: string, ignored = IGNORED): Promise<{ mtimeMs: number; file: string }> {
  let best = { mtimeMs: 0, file: path };
  if (!existsSync(path)) return best;
  const info = await stat(path);
  if (!info.isDirectory()) return ignored.test(path) ? best : { mtimeMs: info.mtimeMs, file: path };
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const candidate = await newest(join(path, entry.name), ignored);
    if (candidate.mtimeMs > best.mtimeMs) best = candidate;
  }
  return best;
}

async function staleReason(): Promise<string | null> {
  const missing = OUTPUTS.find((output) => !existsSync(join(ROOT, output)));
  if (missing) return `${missing} is missing`;
  // Built when its last stamp was written (this script) or, for `npm run build`, when its oldest
  // output was: a build that stopped half way leaves an old output behind.
  const outputs = await Promise.all(OUTPUTS.map(async (output) => (await stat(join(ROOT, output))).mtimeMs));
  const stamped = existsSync(STAMP) ? (await stat(STAMP)).mtimeMs : 0;
  const built = Math.max(stamped, Math.min(...outputs));
  for (const source of SOURCES) {
    const latest = await newest(join(ROOT, source));
    if (latest.mtimeMs > built) return `${relative(ROOT, latest.file)} changed`;
  }
  return null;
}

async function serverStaleReason(): Promise<string | null> {
  for (const output of [SERVER_BUNDLE, SERVER_APP, SERVER_DB_CLI]) {
    if (!existsSync(output)) return `${relative(ROOT, output)} is missing`;
  }
  const built = (await stat(SERVER_BUNDLE)).mtimeMs;
  for (const source of SERVER_SOURCES) {
    const latest = await newest(join(ROOT, source), SERVER_IGNORED);
    if (latest.mtimeMs > built) return `${relative(ROOT, latest.file)} changed`;
  }
  return null;
}

/** Rebuilds the compiled server when its sources are newer; the test harnesses call this before starting it. */
export async function ensureServerBuild(): Promise<string | null> {
  const reason = await serverStaleReason();
  if (reason) await buildServer();
  return reason;
}

/**
 * Rebuilds everything (`npm run build`) when the web build is missing or older than its sources: the
 * browser tests call this, so they never test yesterday's build of today's code.
 */
export async function ensureWebBuild(): Promise<string | null> {
  const reason = await staleReason();
  if (reason) {
    process.stdout.write(`web build: rebuilding (${reason})\n`);
    await rebuild();
  }
  return reason;
}

/** `npm run build`, then the stamp that says when it succeeded. */
async function rebuild(): Promise<void> {
  await runBuild();
  await writeFile(STAMP, `${new Date().toISOString()}\n`);
}

/** Runs the package's "build" script with the project's binaries first on PATH; output is shown only on failure. */
async function runBuild(): Promise<void> {
  const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: { build: string } };
  const child = spawn(pkg.scripts.build, {
    cwd: ROOT,
    shell: true,
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) {
    process.stderr.write(output);
    throw new Error(`web build failed (exit code ${code})`);
  }
}

async function main(): Promise<void> {
  const reason = process.argv.includes('--force') ? 'forced' : await staleReason();
  if (!reason) {
    const started = performance.now();
    const serverReason = await ensureServerBuild();
    process.stdout.write(
      serverReason
        ? `web build: up to date; server rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s (${serverReason})\n`
        : 'web build: up to date\n',
    );
    return;
  }
  const started = performance.now();
  process.stdout.write(
    `Building the site before it starts (${reason}): a minute or two on a fresh clone, seconds after that.\n`,
  );
  const stopTicking = tickWhileBuilding(started);
  try {
    await rebuild();
  } finally {
    stopTicking();
  }
  process.stdout.write(`web build: rebuilt in ${seconds(started)} s (${reason})\n`);
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

/**
 * Says the build is still going while it runs (its own output is shown only when it fails): a line
 * every 15 s, or, in a terminal, one line that counts up in place.
 */
function tickWhileBuilding(started: number): () => void {
  const terminal = process.stdout.isTTY === true;
  const timer = setInterval(
    () =>
      process.stdout.write(
        terminal ? `\r  still building… ${seconds(started)} s` : `  still building… ${seconds(started)} s\n`,
      ),
    terminal ? 1_000 : 15_000,
  );
  return () => {
    clearInterval(timer);
    if (terminal) process.stdout.write('\r\x1b[2K');
  };
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
