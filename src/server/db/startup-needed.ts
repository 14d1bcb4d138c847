import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { verifyPassword } from '../auth/password.ts';
import type { Env } from '../env.ts';
import { s3SettingsFrom } from '../integrations/s3/s3-client.ts';
import { mediaStorageFrom } from '../media/media.service.ts';
import { demoRenditionsOf } from '../media/portal-photos.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { PROJECT_ROOT } from '../ssr/build-output.ts';
import { UserSchema } from '../users/user.entity.ts';
import type { Orm } from './orm.ts';

/**
 * Whether the start-up work (db/startup.ts) has anything to do, asked as the app's role with reads only,
 * so that a restart with nothing to do does not pay the second process main.ts runs it in (some 2 s).
 * Each answer that is not a sure "done" (a table the role cannot read, a rendition the bucket does not
 * show, an error of any kind) is "needed": the work itself then decides, as on every start before.
 */
export async function startupWorkNeeded(orm: Orm, env: Env): Promise<boolean> {
  try {
    const checks = [
      () => migrationsPending(orm),
      () => jobQueuePending(orm),
      () => grantsMissing(orm),
      () => adminPending(orm, env),
      () => demoPending(orm, env),
    ];
    for (const check of checks) if (await check()) return true;
    return false;
  } catch {
    return true;
  }
}

async function rows(orm: Orm, sql: string): Promise<Array<Record<string, unknown>>> {
  return orm.em.getConnection().execute(sql);
}

/** A migration file of this build (read by name, not imported) not in MikroORM's table of applied ones. */
async function migrationsPending(orm: Orm): Promise<boolean> {
  const folder = resolve(orm.config.get('baseDir'), orm.config.get('migrations').path ?? '');
  const known = (await readdir(folder))
    .filter((file) => /\.(?:js|ts)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.replace(/\.(?:js|ts)$/, ''));
  const applied = new Set((await rows(orm, 'select name from mikro_orm_migrations')).map((row) => String(row.name)));
  return known.some((name) => !applied.has(name));
}

/** graphile-worker's schema below the revision of the installed package (its `sql/` files, 000001.sql on). */
async function jobQueuePending(orm: Orm): Promise<boolean> {
  const sql = join(dirname(createRequire(import.meta.url).resolve('graphile-worker')), '../sql');
  const revisions = (await readdir(sql)).map((file) => Number.parseInt(file, 10)).filter(Number.isFinite);
  const [row] = await rows(orm, 'select max(id) as id from graphile_worker.migrations');
  return Number(row?.id ?? 0) < Math.max(...revisions);
}

/** A table or schema the app's role may not read (an earlier version's database, a restore): grants to give. */
async function grantsMissing(orm: Orm): Promise<boolean> {
  const [row] = await rows(
    orm,
    `select exists (select 1 from pg_namespace
                     where nspname in ('public', 'graphile_worker')
                       and not has_schema_privilege(current_user, oid, 'usage'))
         or exists (select 1 from pg_tables
                     where schemaname in ('public', 'graphile_worker')
                       and not has_table_privilege(current_user, format('%I.%I', schemaname, tablename), 'select'))
         as missing`,
  );
  return row?.missing !== false;
}

/**
 * No staff account yet, or ADMIN_PASSWORD set and not the admin's password (the work sets it, after
 * holding it to the password rules; one that already opens the account passed them when it was set).
 */
async function adminPending(orm: Orm, env: Env): Promise<boolean> {
  const em = orm.em.fork();
  if (!env.ADMIN_PASSWORD) return (await em.count(UserSchema, {})) === 0;
  const admin = await em.findOne(UserSchema, { username: env.ADMIN_USERNAME ?? 'admin' });
  return !admin || !(await verifyPassword(env.ADMIN_PASSWORD, admin.password));
}

/**
 * The demo to seed (an empty database), or a portal rendition of a demo photo the media store lacks:
 * looked up on disk, or at the bucket's public URL (no S3 client in this process); a bucket without one
 * is left to the work.
 */
async function demoPending(orm: Orm, env: Env): Promise<boolean> {
  if (!env.SEED_DEMO_CONTENT) return false;
  const units = await orm.em.fork().find(PropertySchema, {}, { fields: ['imageUrl', 'photos'] });
  if (units.length === 0) return true;
  const photos = units.flatMap((unit) => [unit.imageUrl, ...unit.photos]);
  const keys = (await demoRenditionsOf(photos, join(PROJECT_ROOT, 'public'))).map((rendition) => rendition.key);
  const s3 = s3SettingsFrom(env);
  if (s3 && !s3.publicUrl) return keys.length > 0;
  const storage = mediaStorageFrom(env);
  const present = await Promise.all(keys.map((key) => (s3 ? answersOk(storage.urlOf(key)) : storage.exists(key))));
  return present.includes(false);
}

/**
 * Whether a HEAD of `url` answers 2xx, by node:http(s), which the server has loaded anyway: the first
 * `fetch` would load undici's implementation, some 13 MB an idle server would keep.
 */
function answersOk(url: string): Promise<boolean> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const sent = request(url, { method: 'HEAD', timeout: 5_000 }, (response) => {
      response.resume();
      resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300);
    });
    sent.on('timeout', () => sent.destroy());
    sent.on('error', () => resolve(false));
    sent.end();
  });
}
