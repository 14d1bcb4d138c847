import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { SessionUser } from '../../src/server/auth/auth.service.ts';
import { initOrm, type Orm } from '../../src/server/db/orm.ts';
import { roleOf } from '../../src/server/db/privileges.ts';
import { seedDemoContent } from '../../src/server/db/seeders/demo-seeder.ts';
import { parseEnv, type Env } from '../../src/server/env.ts';
import { createServices, type Services } from '../../src/server/services.ts';
import { createContextInner } from '../../src/server/trpc/context.ts';
import { createCaller } from '../../src/server/trpc/app-router.ts';
import { ensureAdmin } from '../../src/server/users/shell-accounts.ts';
import { watchApiContract } from './api-contract.ts';
import { appClient, overInject, type AppClient, type Credentials } from './app-client.ts';

export const TEST_ADMIN = { username: 'staff', password: 'correct-horse-battery' };

/** A signed-in user for `caller`: an owner linked to no agent unless the test says otherwise. */
export type TestCallerUser = Pick<SessionUser, 'id' | 'username'> & Partial<SessionUser>;

export interface TestApp {
  app: FastifyInstance;
  orm: Orm;
  env: Env;
  services: Services;
  /** This file's database as the app's role, which the app serves with. */
  databaseUrl: string;
  /** The same database as the role that owns it (migrations, restores), as MIGRATION_DATABASE_URL. */
  ownerUrl: string;
  /** Runs `work` with an ORM as the owning role, closed after. */
  asOwner<T>(work: (orm: Orm) => Promise<T>): Promise<T>;
  /** A client of the app over `app.inject` with a cookie jar of its own, from `address` (default loopback). */
  client(address?: string): AppClient;
  /** A client signed in with `credentials` (TEST_ADMIN, an owner, unless told), from `address`. */
  staff(credentials?: Credentials, address?: string): Promise<AppClient>;
  /** A cookie header of a signed-in staff session (TEST_ADMIN's), for requests built by hand. */
  signIn(): Promise<string>;
  /** A tRPC caller without a request, optionally as a signed-in user (by default linked to no agent). */
  caller(user?: TestCallerUser | null): ReturnType<typeof createCaller>;
  /** Drops this file's database under the running app (connections are terminated). */
  dropDatabase(): Promise<void>;
  close(): Promise<void>;
}

/** `base` (a URL the global setup provides) pointed at database `name`. */
function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * An empty database `name` owned by the test cluster's owning role, as in production: the app's role
 * owns nothing and gets its grants from the migrations (src/server/db/privileges.ts).
 */
export async function createOwnedDatabase(name: string, options: { migrated?: boolean } = {}): Promise<void> {
  const owner = roleOf(inject('postgresOwnerUrl'));
  // Migrated: a copy of the run's template database, migrated once as a start in production does
  // (postgres-global-setup.ts).
  const template = options.migrated ? ` template ${inject('postgresTemplateDatabase')}` : '';
  await withAdminClient((client) =>
    client.query(`create database ${name} owner ${client.escapeIdentifier(owner)}${template}`),
  );
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
  await createOwnedDatabase(name, { migrated: true });
  const ownerUrl = databaseUrl(inject('postgresOwnerUrl'), name);
  const appUrl = databaseUrl(inject('postgresAppUrl'), name);
  const asOwner = async <T>(work: (orm: Orm) => Promise<T>): Promise<T> => {
    const owner = await initOrm(ownerUrl);
    try {
      return await work(owner);
    } finally {
      await owner.close(true);
    }
  };

  const env = parseEnv({
    NODE_ENV: 'test',
    DATABASE_URL: appUrl,
    MIGRATION_DATABASE_URL: ownerUrl,
    LOG_LEVEL: 'silent',
    EXCHANGE_RATES_URL: 'http://127.0.0.1:9/unreachable',
    ...options.env,
  });
  // As at a start in production: the seed as the owning role (the database is already migrated, as
  // the owner), then the app as its own. Seeded here rather than in the template: its dates count from now.
  if (options.seed) await asOwner((owner) => seedDemoContent(owner.em.fork()));
  const orm = await initOrm(appUrl);
  const app = await buildApp({ orm, env, logger: false });
  // Every /api answer the tests provoke is checked against the OpenAPI document (api-contract.ts).
  const contractBreaches = watchApiContract(app);
  const services = createServices(env, app.log, orm);
  await ensureAdmin(services.auth, orm.em.fork(), TEST_ADMIN.username, TEST_ADMIN.password);
  const client = (address?: string) => appClient(overInject(app, address));
  const staff = async (credentials: Credentials = TEST_ADMIN, address?: string) => {
    const signedIn = client(address);
    await signedIn.signIn(credentials);
    return signedIn;
  };

  return {
    app,
    orm,
    env,
    services,
    databaseUrl: appUrl,
    ownerUrl,
    asOwner,
    client,
    staff,
    async signIn() {
      return (await staff()).cookieHeader();
    },
    caller(user = null) {
      return createCaller(
        createContextInner({
          em: orm.em.fork(),
          services,
          user: user
            ? {
                agentId: null,
                role: 'owner',
                canExportLeads: false,
                complianceOfficer: false,
                mustChangePassword: false,
                ...user,
              }
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
      if (contractBreaches.length) {
        const lines = contractBreaches.map((breach) => `${breach.request}: ${breach.problem}`);
        throw new Error(`/api answers that break the OpenAPI document:\n${[...new Set(lines)].join('\n')}`);
      }
    },
  };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
