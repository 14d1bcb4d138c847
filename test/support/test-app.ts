import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { SessionUser } from '../../src/server/auth/auth.service.ts';
import { initOrm, migrate, type Orm } from '../../src/server/db/orm.ts';
import { seedDemoContent } from '../../src/server/db/seeders/demo-seeder.ts';
import { parseEnv, type Env } from '../../src/server/env.ts';
import { createServices, type Services } from '../../src/server/services.ts';
import { createContextInner } from '../../src/server/trpc/context.ts';
import { createCaller } from '../../src/server/trpc/app-router.ts';
import { ensureAdmin } from '../../src/server/users/shell-accounts.ts';

export const TEST_ADMIN = { username: 'staff', password: 'correct-horse-battery' };

/** A signed-in user for `caller`: an owner linked to no agent unless the test says otherwise. */
export type TestCallerUser = Pick<SessionUser, 'id' | 'username'> & Partial<SessionUser>;

export interface TestApp {
  app: FastifyInstance;
  orm: Orm;
  env: Env;
  services: Services;
  databaseUrl: string;
  /** A cookie header of a signed-in staff session. */
  signIn(): Promise<string>;
  /** A tRPC caller without a request, optionally as a signed-in user (by default linked to no agent). */
  caller(user?: TestCallerUser | null): ReturnType<typeof createCaller>;
  /** Drops this file's database under the running app (connections are terminated). */
  dropDatabase(): Promise<void>;
  close(): Promise<void>;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database of its own (migrated, optionally seeded) and the app on it, for one test file. */
export async function createTestApp(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    EXCHANGE_RATES_URL: 'http://127.0.0.1:9/unreachable',
    ...options.env,
  });
  const orm = await initOrm(databaseUrl);
  await migrate(orm);
  if (options.seed) await seedDemoContent(orm.em.fork());
  const app = await buildApp({ orm, env, logger: false });
  const services = createServices(env, app.log, orm);
  await ensureAdmin(services.auth, orm.em.fork(), TEST_ADMIN.username, TEST_ADMIN.password);

  return {
    app,
    orm,
    env,
    services,
    databaseUrl,
    async signIn() {
      const response = await app.inject({ method: 'POST', url: '/trpc/auth.login', payload: TEST_ADMIN });
      // `__Host-ssr_session` when the app sets Secure cookies (an https PUBLIC_URL), else `ssr_session`.
      const cookie = response.cookies.find((c) => c.name === 'ssr_session' || c.name === '__Host-ssr_session');
      if (!cookie) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      return `${cookie.name}=${cookie.value}`;
    },
    caller(user = null) {
      return createCaller(
        createContextInner({
          em: orm.em.fork(),
          services,
          user: user
            ? { agentId: null, role: 'owner', canExportLeads: false, mustChangePassword: false, ...user }
            : null,
        }),
      );
    },
    async dropDatabase() {
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    },
    async close() {
      await app.close();
      await orm.close(true);
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
