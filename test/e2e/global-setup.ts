import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { E2E_BASE_URL, E2E_PORT } from '../../playwright.config.ts';
import { ensureServerBuild, ensureWebBuild } from '../../scripts/build-if-stale.ts';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../scripts/build-server.ts';
import { requireBuild } from '../support/production-build.ts';
import { startFakeRateService } from './public-fake-rates.ts';
import { STATE_FILE } from './server-state.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 90_000;

/**
 * Starts the production build (rebuilt first if the code is newer) on a fresh embedded PostgreSQL in a
 * temporary data directory, and waits until /healthz answers. The teardown stops it and removes
 * the directory.
 */
export default async function globalSetup(): Promise<void> {
  // The build the pages come from, rebuilt when the code changed since (`npm test` has just built it).
  await ensureWebBuild();
  requireBuild();
  // The same compiled entry point `npm start` runs, rebuilt if server code changed since the build.
  await ensureServerBuild();
  const dataDir = await mkdtemp(`/tmp/e2e-${process.pid}-`);
  // The currency ticker reads a local stand-in for the public rate service.
  const exchangeRatesUrl = await startFakeRateService();
  // No NODE_ENV: the compiled server picks its mode itself, exactly as under `npm start`.
  const { NODE_ENV: _runnerMode, ...inherited } = process.env;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(E2E_PORT),
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '24440',
      PUBLIC_URL: E2E_BASE_URL,
      // The tests stand in for a proxy on loopback: each picks a client address with X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      EXCHANGE_RATES_URL: exchangeRatesUrl,
      PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  await writeFile(STATE_FILE, JSON.stringify({ pid: child.pid, dataDir }));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The app exited with code ${child.exitCode} while starting:\n${output}`);
    try {
      const response = await fetch(`${E2E_BASE_URL}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`The app did not become healthy within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}
