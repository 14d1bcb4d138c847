import { AuthService } from '../auth/auth.service.ts';
import { ensureAdmin } from '../users/shell-accounts.ts';
import { passwordSchema } from '../../shared/auth/schemas.ts';
import type { Env } from '../env.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { migrate, withStartupLock, type Orm } from './orm.ts';
import { seedDemoContent } from './seeders/demo-seeder.ts';
import { seedDemoActivity } from './seeders/demo-activity.ts';
import { mailSettingsFrom } from '../mail/mail-settings.ts';
import { mediaStorageFrom } from '../media/media.service.ts';
import { backfillPortalPhotos } from '../media/portal-photos.ts';
import { PROJECT_ROOT } from '../ssr/build-output.ts';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { adminPasswordBox, type GeneratedAdmin } from '../startup-notice.ts';

/**
 * What the server does before it serves, as the owning role (`orm`): refuses a guessable ADMIN_PASSWORD,
 * applies pending migrations (granting `appRole`, the role that will serve, what it needs:
 * db/privileges.ts), seeds the demo content into an empty database (unless SEED_DEMO_CONTENT=false) and
 * creates the first staff account, printing what it did. main.ts runs it in a process of its own (the
 * database CLI's `startup` command), so what it loads and allocates does not stay in the server.
 */
export async function runStartupWork(orm: Orm, env: Env, appRole: string | null): Promise<void> {
  if (env.ADMIN_PASSWORD) await refuseGuessableAdminPassword(env.ADMIN_PASSWORD);
  const { applied, admin } = await withStartupLock(orm, async () => {
    const applied = await migrate(orm, appRole);
    const em = orm.em.fork();
    const firstDemo = env.SEED_DEMO_CONTENT && (await em.count(PropertySchema, {})) === 0;
    if (firstDemo) process.stdout.write(`Seeding demo content: ${await seedDemoContent(em)}\n`);
    if (env.SEED_DEMO_CONTENT) await backfillDemoPortalPhotos(em, env);
    const auth = new AuthService({ idleMinutes: env.SESSION_IDLE_MINUTES, secureCookies: false });
    const admin = await ensureAdmin(auth, em.fork(), env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
    // Made by the staff account, so only once it exists; only on the start that seeded the demo.
    if (firstDemo && env.SEED_DEMO_ACTIVITY) {
      const activity = await seedDemoActivity(em.fork(), mailSettingsFrom(env), admin?.username ?? null);
      process.stdout.write(`Seeding demo activity: ${activity}\n`);
    }
    return { applied, admin };
  });
  if (applied.length) {
    process.stdout.write(`Applied migrations: ${applied.length}, the newest ${applied.at(-1) ?? ''}\n`);
  }
  if (admin?.generatedPassword) await announce({ username: admin.username, password: admin.generatedPassword });
}

/**
 * Under the server (main.ts starts this work in a process of its own, with an IPC channel), the new
 * account goes to the server, which prints it last, once it listens; run alone (the database CLI's
 * `startup`), it is printed here.
 */
async function announce(generatedAdmin: GeneratedAdmin): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) {
    process.stdout.write(adminPasswordBox(generatedAdmin, null));
    return;
  }
  await new Promise<void>((done, fail) =>
    send({ generatedAdmin }, undefined, {}, (error) => (error ? fail(error) : done())),
  );
}

/** ADMIN_PASSWORD held to every staff password's rules, with parseEnv's wording (env.ts checks its length only). */
async function refuseGuessableAdminPassword(password: string): Promise<void> {
  const checked = await passwordSchema.safeParseAsync(password);
  if (!checked.success) {
    const lines = checked.error.issues.map((issue) => `  ADMIN_PASSWORD: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
}

/** The portal renditions of the demo's photos (files under public/media), made once into the media store. */
async function backfillDemoPortalPhotos(em: EntityManager, env: Env): Promise<void> {
  const units = await em.find(PropertySchema, {}, { fields: ['imageUrl', 'photos'] });
  const urls = units.flatMap((unit) => [unit.imageUrl, ...unit.photos]);
  const made = await backfillPortalPhotos(mediaStorageFrom(env), urls, join(PROJECT_ROOT, 'public'));
  if (made) process.stdout.write(`Made ${made} portal renditions of the demo photos\n`);
}
