import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contactInquiry } from '../fixtures/payloads.ts';
import { isAlive, postmasterPid, stopOrphanedPostgres } from '../support/postmaster.ts';
import { overHttp, signedIn } from '../support/app-client.ts';
import { eventually, present } from '../support/eventually.ts';
import { freePort, startServer, type ServerProcess } from '../support/server-process.ts';

const dataDir = join(tmpdir(), `sixsenses-restart-${process.pid}`);
const pgDir = join(dataDir, 'pg');
/** The first staff account's password, as the first start generates and prints it. */
let password = '';
let env: Record<string, string>;
let running: ServerProcess | undefined;

async function leadsSeenByStaff(url: string): Promise<Array<{ email: string }>> {
  const staff = await signedIn(overHttp(url), { username: 'admin', password });
  const response = await staff.fetch('/api/inquiries');
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{ email: string }>;
}

afterAll(async () => {
  await running?.stop();
  await stopOrphanedPostgres(pgDir);
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server and its embedded database across restarts', () => {
  it('keeps an accepted lead through SIGTERM and through kill -9', async () => {
    env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      EXCHANGE_RATES_URL: 'http://127.0.0.1:9/closed',
    };

    running = await startServer(env);
    expect(running.output()).toMatch(/Seeding demo content/);
    // No ADMIN_PASSWORD: one is generated and printed last, in its box, once the site listens.
    const started = running;
    password = await eventually(() => present(/║ {2}Password {4}(\S+)/.exec(started.output())?.[1], 'the password'));
    const output = running.output();
    expect(password).toMatch(/^\S{12,}$/);
    expect(output.indexOf('Password    ')).toBeGreaterThan(output.indexOf('Six Senses Residences site on'));
    expect(output).toMatch(/Sign in at {2}http:\/\/127\.0\.0\.1:\d+\/admin\/login/);
    const health = await fetch(`${running.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const posted = await fetch(`${running.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactInquiry),
    });
    expect(posted.status).toBe(201);

    // SIGTERM: the server and PostgreSQL both stop cleanly.
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(await postmasterPid(pgDir)).toBeNull();

    running = await startServer(env);
    expect(running.output()).not.toMatch(/Seeding demo content/);
    expect((await leadsSeenByStaff(running.url)).map((lead) => lead.email)).toEqual([contactInquiry.email]);

    // kill -9 leaves PostgreSQL orphaned; the next start stops it and recovers.
    const orphan = await postmasterPid(pgDir);
    running.child.kill('SIGKILL');
    await running.exited;
    expect(orphan && isAlive(orphan)).toBe(true);

    running = await startServer(env);
    expect((await leadsSeenByStaff(running.url)).map((lead) => lead.email)).toEqual([contactInquiry.email]);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }, 180_000);
});
