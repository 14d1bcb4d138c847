import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { request } from '@playwright/test';
import { E2E_BASE_URL, E2E_INBOUND_SMTP_PORT, E2E_PF_URL, E2E_PORT } from '../../playwright.config.ts';
import { ensureServerBuild, ensureWebBuild } from '../../scripts/build-if-stale.ts';
import { copyDemoPortalPhotos, demoPortalPhotos } from '../support/demo-portal-photos.ts';
import { FakeRateService } from '../support/fake-rate-service.ts';
import { FakeWhatsAppCloud } from '../support/fake-whatsapp/fake-cloud-api.ts';
import { requireBuild } from '../support/production-build.ts';
import { stopOrphanedPostgres } from '../support/postmaster.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { startServer } from '../support/server-process.ts';
import { fileMail, MAILBOX_DIR } from './mailbox.ts';
import { signIn, STAFF, STAFF_STATE } from './staff.ts';
import { WHATSAPP_IDENTITY_ENV } from './whatsapp.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Starts the production build (rebuilt first if the code is newer) on a fresh embedded PostgreSQL in a
 * temporary data directory, as `npm start` runs it, and signs staff in once (STAFF_STATE). Returns the
 * teardown: it stops the app (which stops its PostgreSQL) and removes the directory.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The build the pages come from, rebuilt when the code changed since (`npm test` has just built it).
  await ensureWebBuild();
  requireBuild();
  // The same compiled entry point `npm start` runs, rebuilt if server code changed since the build.
  await ensureServerBuild();
  const dataDir = await mkdtemp(`/tmp/e2e-${process.pid}-`);
  // The demo photos' portal renditions, which the app's first start would make: made once per `npm test`.
  const photos = await demoPortalPhotos();
  await copyDemoPortalPhotos(photos.dir, dataDir);
  if (photos.owned) await rm(photos.dir, { recursive: true, force: true });
  // The Property Finder webhook secret of this run; the workers, started after this, inherit it to sign with.
  process.env.E2E_PF_WEBHOOK_SECRET ??= randomBytes(24).toString('hex');
  // The currency ticker reads a local stand-in for the public rate service.
  const rates = new FakeRateService();
  // The app's mail server: a real SMTP server that files each message for the tests to read (mailbox.ts).
  await rm(MAILBOX_DIR, { recursive: true, force: true });
  await mkdir(MAILBOX_DIR, { recursive: true });
  let filed = 0;
  const smtp = await startSmtpSink({
    onMail: (mail) => fileMail(++filed, mail.raw),
  });
  // WhatsApp's Cloud API: the fake, written from Meta's documentation. The workers, started after this,
  // inherit its identity to sign the buyer's messages with (whatsapp.ts).
  const meta = new FakeWhatsAppCloud();
  await meta.start();
  process.env[WHATSAPP_IDENTITY_ENV] = JSON.stringify(meta.identity);
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      PORT: String(E2E_PORT),
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '24440',
      PUBLIC_URL: E2E_BASE_URL,
      // The tests stand in for a proxy on loopback: each picks a client address with X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      ADMIN_USERNAME: STAFF.username,
      ADMIN_PASSWORD: STAFF.password,
      LOG_LEVEL: 'warn',
      PROPERTY_FINDER_WEBHOOK_SECRET: process.env.E2E_PF_WEBHOOK_SECRET,
      PROPERTY_FINDER_API_URL: E2E_PF_URL,
      // Outgoing webhooks keep their secrets sealed, and the tests' receiver listens on loopback.
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      OUTBOUND_ALLOW_PRIVATE_NETWORKS: 'true',
      EXCHANGE_RATES_URL: await rates.start(),
      SMTP_URL: smtp.url,
      // Agents' e-mails from a lead's page answer to reply+<token>@ this domain (conversations.spec.ts).
      INBOUND_EMAIL_DOMAIN: 'reply.e2e.example',
      // Buyers' replies to those: handed to the app's own SMTP receiver (conversations.spec.ts).
      INBOUND_SMTP_PORT: String(E2E_INBOUND_SMTP_PORT),
      WHATSAPP_API_URL: meta.url,
      WHATSAPP_PHONE_NUMBER_ID: meta.account.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: meta.accessToken,
      WHATSAPP_APP_SECRET: meta.appSecret,
      WHATSAPP_VERIFY_TOKEN: randomBytes(16).toString('hex'),
      PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
    },
    90_000,
  );

  const staff = await request.newContext({ baseURL: E2E_BASE_URL });
  await signIn(staff);
  await staff.storageState({ path: STAFF_STATE });
  await staff.dispose();

  return async () => {
    await server.stop(20_000);
    await stopOrphanedPostgres(join(dataDir, 'pg'));
    await rates.stop();
    await meta.stop();
    await smtp.stop();
    await rm(MAILBOX_DIR, { recursive: true, force: true });
    // PostgreSQL may still be flushing its last files as it exits: retry the removal briefly.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    await rm(STAFF_STATE, { force: true });
  };
}
