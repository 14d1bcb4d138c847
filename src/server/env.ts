import { resolve } from 'node:path';
import { z } from 'zod';
import { AGENCY } from '../shared/agency.ts';
import { passwordLengthSchema } from '../shared/auth/schemas.ts';
import { TRPC_BATCH_CALLS } from '../shared/trpc/batch.ts';
import {
  baseUrl,
  booleanFlag,
  bucketName,
  encryptionKey,
  trustProxySchema,
  unsetWhenEmpty,
  wholeNumber,
} from './env-values.ts';
import { inboundMailEnv, requireInboundSmtp } from './integrations/inbound-mail/env.ts';
import { whatsappEnv } from './integrations/whatsapp/env.ts';

/**
 * Every setting the server reads, parsed once. A bad value stops start-up naming the variable. Each
 * one's `.describe()` is its line in docs/configuration.md (`scripts/generate-configuration-doc.ts`).
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('production')
    .describe('`development` under `npm run dev`, `test` in the tests'),
  HOST: z.string().min(1).default('127.0.0.1').describe('Address to listen on (`0.0.0.0` in the container)'),
  PORT: wholeNumber(0, 65535, 3000).describe('HTTP port'),
  DATABASE_URL: z.url().optional().describe('PostgreSQL to use; unset, an embedded one runs in `DATA_DIR`'),
  MIGRATION_DATABASE_URL: unsetWhenEmpty(z.url()).describe(
    "The role owning the schema, for migrations and restores; unset, `DATABASE_URL`'s role does both (and the app " +
      'warns at start if it could rewrite the audit trail). See [Database roles](deployment.md#database-roles)',
  ),
  DATA_DIR: z.string().min(1).default('./.data').describe('Embedded database, uploaded files, backups on disk'),
  EMBEDDED_PG_PORT: wholeNumber(1024, 65535, 54329).describe(
    'Loopback port of the embedded PostgreSQL (ignored with `DATABASE_URL`)',
  ),
  PUBLIC_URL: z
    .url()
    .optional()
    .describe(
      'Public origin, for canonical links and e-mails; `https:` turns on Secure cookies and HSTS. Unset: ' +
        '`http://HOST:PORT`, where it listens',
    ),
  TRUST_PROXY: trustProxySchema
    .default(false)
    .describe("Proxies whose `X-Forwarded-For` is believed: IPs/CIDRs or a hop count; unset, nobody's"),
  ADMIN_USERNAME: z
    .string()
    .min(3)
    .max(64)
    .optional()
    .describe('Make sure this staff account exists at start (unset: `admin`, created once with a printed password)'),
  // Its strength is checked by the start-up work (db/startup.ts), which alone uses it: the check's dictionary
  // would otherwise stay in the serving process.
  ADMIN_PASSWORD: passwordLengthSchema
    .optional()
    .describe("... with this password, held to any staff password's rules (12+ characters, not a common one)"),
  SESSION_IDLE_MINUTES: wholeNumber(5, 60 * 24 * 30, 120).describe('Staff sessions end after this much inactivity'),
  API_KEY_IDLE_DAYS: wholeNumber(1, 3650, 90).describe(
    "An integrator's API key stops working after this many days without a request (revoke it to end it at once)",
  ),
  SECURE_COOKIES: booleanFlag.optional().describe('Force the Secure cookie flag on or off; unset, from `PUBLIC_URL`'),
  STAFF_2FA_REQUIRED: booleanFlag
    .default(false)
    .describe('Every staff account must sign in with a second factor (an app code or a passkey)'),
  SECRETS_ENCRYPTION_KEY: unsetWhenEmpty(encryptionKey).describe(
    '32 bytes (64 hex or base64) sealing secrets at rest (2FA, integrations, webhooks); unset on the embedded ' +
      'database, generated into `DATA_DIR`. `TOTP_ENCRYPTION_KEY` is its former name and still read',
  ),
  SECRETS_ENCRYPTION_KEY_PREVIOUS: unsetWhenEmpty(encryptionKey).describe(
    'The key before a rotation, read only (see [Rotating the encryption key](#rotating-the-encryption-key))',
  ),
  EXCHANGE_RATES_URL: z
    .url()
    .default('https://open.er-api.com/v6/latest/AED')
    .describe('AED-based rate service for the currency ticker'),
  PROPERTY_FINDER_API_URL: z
    .url()
    .default('https://atlas.propertyfinder.com')
    .describe('Property Finder Enterprise API (lead polling, webhook subscription)'),
  PROPERTY_FINDER_API_KEY: unsetWhenEmpty(z.string().trim().min(1).max(200)).describe(
    'Enterprise API key; wins over the Integrations screen; with the secret, turns polling on',
  ),
  PROPERTY_FINDER_API_SECRET: unsetWhenEmpty(z.string().trim().min(1).max(200)).describe(
    'Enterprise API secret; wins over the Integrations screen',
  ),
  PROPERTY_FINDER_POLL_SECONDS: wholeNumber(10, 86_400, 300).describe(
    "How often leads are polled from `GET /v1/leads` (the webhooks' fallback)",
  ),
  MAP_TILES_URL: z
    .url()
    .default('https://tiles.openfreemap.org')
    .describe('Open map tile service for the location page'),
  INQUIRY_RATE_LIMIT_PER_MINUTE: wholeNumber(1, undefined, 10).describe('Leads one address may send per minute'),
  VIEWING_MAX_FUTURE_PER_CONTACT: wholeNumber(1, undefined, 3).describe(
    'Future viewings one e-mail address, and one phone number, may have booked on the site at once',
  ),
  VIEWING_BOOKINGS_PER_HOUR: wholeNumber(1, undefined, 5).describe(
    "Viewings one address may book on the site per hour (on top of the leads' per-minute limit)",
  ),
  LEAD_REMINDER_MINUTES: wholeNumber(1, 10080, 30).describe(
    'Remind the agent when their lead is still New after this long',
  ),
  PUBLIC_MAIL_PER_RECIPIENT_PER_DAY: wholeNumber(1, 1000, 3).describe(
    'E-mails the public forms send one typed address in any 24 h (acknowledgements, shortlist, cost breakdown, ' +
      'alert and newsletter confirmations, viewing mails); more are not sent',
  ),
  SEED_DEMO_CONTENT: booleanFlag.default(true).describe('Seed demo content into an empty database'),
  SEED_DEMO_ACTIVITY: booleanFlag
    .default(true)
    .describe(
      "With SEED_DEMO_CONTENT, a first start's demo also gets a fortnight of leads, viewings and tasks (the tests turn it off)",
    ),
  SMTP_URL: unsetWhenEmpty(
    z.url({ protocol: /^smtps?$/, error: 'expected smtp://user:pass@host:port or smtps://...' }),
  ).describe('Outgoing mail server, `smtp://user:pass@host:port` (`smtps://` for TLS); unset, mail is held'),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .max(254)
    .default('Six Senses Residences <no-reply@sixsenses-palm-residences.ae>')
    .describe('Sender of every e-mail'),
  PROPERTY_FINDER_WEBHOOK_SECRET: unsetWhenEmpty(z.string().min(8)).describe(
    'Secret Property Finder signs lead webhooks with (`X-Signature`); wins over the Integrations screen',
  ),
  BAYUT_WEBHOOK_SECRET: unsetWhenEmpty(z.string().min(8)).describe(
    'Secret Bayut and dubizzle sign lead webhooks with; wins over the Integrations screen',
  ),
  ...whatsappEnv,
  BAYUT_FEED_TOKEN: unsetWhenEmpty(
    z.string().regex(/^[\w-]{32,200}$/, 'expected 32 or more letters, digits, - or _'),
  ).describe('The token the listing feeds ask for; set, it replaces the one staff rotate'),
  LEADS_EMAIL: z
    .email()
    .default(AGENCY.email)
    .describe("The agency's leads inbox; every lead's notification goes here and to its agent"),
  // Conversations (issue #44): where buyers' answers to the console's e-mails come back.
  INBOUND_EMAIL_DOMAIN: unsetWhenEmpty(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'expected a domain such as reply.example.com',
      ),
  ).describe(
    "Domain of the leads' reply addresses (`reply+<signed token>@` it): an agent's e-mail from a lead's page " +
      'answers to it, and its MX record (or a forward) must bring mail to the inbound receiver; unset, replies go ' +
      'to `MAIL_FROM` and are matched by their `In-Reply-To`',
  ),
  MAIL_RETRY_SECONDS: wholeNumber(1, 3600, 30).describe(
    'First retry delay of a failed delivery (doubling, 8 attempts, then failed)',
  ),
  MAIL_STALE_LOCK_SECONDS: wholeNumber(5, 14_400, 120).describe(
    'A queue job locked this long belongs to a killed process and is run again',
  ),
  OUTBOUND_ALLOW_PRIVATE_NETWORKS: booleanFlag
    .default(false)
    .describe('Let outgoing webhooks reach private, loopback and link-local addresses: development and tests only'),
  WEBHOOK_TIMEOUT_SECONDS: wholeNumber(1, 30, 10).describe(
    'One outgoing webhook attempt may take this long before it counts as failed',
  ),
  PAGE_CACHE: booleanFlag
    .default(true)
    .describe('Keep rendered anonymous pages and public API reads in memory until content changes'),
  AUDIT_RETENTION_DAYS: wholeNumber(30, 36_500, 730).describe(
    'Days the audit trail keeps an event, at least 30 ([audit trail](audit-trail.md))',
  ),
  TRPC_MAX_BATCH_CALLS: wholeNumber(TRPC_BATCH_CALLS, 100, TRPC_BATCH_CALLS).describe(
    "Calls one tRPC request may batch (400 above); never below the browser's",
  ),
  PUBLIC_READ_BUDGET_PER_MINUTE: wholeNumber(10, 100_000, 600).describe(
    'Anonymous reads one address may make per minute that the read cache cannot answer (429 above)',
  ),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(5, 3600, 30).describe(
    'A request (headers and body) still arriving after this long is cut off with 408',
  ),
  UPLOAD_TIMEOUT_SECONDS: wholeNumber(30, 3600, 600).describe(
    'The same for a photo upload past the staff gate: 12 MB in 10 min needs 160 kbit/s',
  ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('Pino log level; names, e-mails, phones and messages are always redacted'),
  LOG_FORMAT: z
    .enum(['auto', 'json', 'pretty'])
    .default('auto')
    .describe('`pretty`: one readable line per entry; `json`: for log collectors; `auto`: pretty in a terminal'),
  METRICS_TOKEN: unsetWhenEmpty(z.string().trim().min(16, 'at least 16 characters').max(200)).describe(
    'Bearer token (16+ characters) of the Prometheus scrape of `/metrics`; unset, `/metrics` does not exist',
  ),
  SHUTDOWN_GRACE_SECONDS: wholeNumber(1, 300, 10).describe(
    'On SIGTERM, time requests and jobs in flight get to finish before exit',
  ),
  S3_BUCKET: unsetWhenEmpty(bucketName).describe(
    'Keep uploaded photos in this S3 bucket, not `DATA_DIR/uploads` ([media storage](deployment.md))',
  ),
  S3_REGION: unsetWhenEmpty(z.string().trim().min(1).max(64)).describe(
    "Required with `S3_BUCKET`: the bucket's region (`us-east-1` for MinIO, `auto` for Cloudflare R2)",
  ),
  S3_ENDPOINT: unsetWhenEmpty(baseUrl('http://127.0.0.1:9000')).describe(
    'An S3-compatible service (MinIO, R2, ...), addressed path-style; unset, AWS S3 itself',
  ),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().trim().min(1).max(256)).describe(
    "Required with `S3_BUCKET`: a key allowed to put, get, head and delete the bucket's `uploads/` objects",
  ),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1).max(256)).describe('Required with `S3_BUCKET`: its secret'),
  S3_PUBLIC_URL: unsetWhenEmpty(baseUrl('https://media.example.com')).describe(
    "Public base of the bucket's objects (a CDN); new photos link there. Unset, the app streams them",
  ),
  BACKUP_DAILY: booleanFlag
    .default(true)
    .describe('Back up the database (and uploads on disk) nightly at 02:15 UTC ([backups](backups.md))'),
  BACKUP_KEEP_DAILY: wholeNumber(1, 366, 7).describe('Backups kept: the newest of each of this many days'),
  BACKUP_KEEP_WEEKLY: wholeNumber(0, 520, 4).describe('... and the newest of each of this many weeks'),
  BACKUP_S3_BUCKET: unsetWhenEmpty(bucketName).describe(
    'A private bucket for the backups, on the same S3 service and keys; unset, `backups/` in `S3_BUCKET`',
  ),
  ...inboundMailEnv,
});

/** The S3 settings that must come with S3_BUCKET, and those that mean nothing without it. */
const S3_REQUIRED = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_PUBLIC_URL', 'BACKUP_S3_BUCKET'] as const;

/** S3 is on when S3_BUCKET is set; half a configuration is refused rather than quietly ignored. */
function requireCompleteS3(env: z.infer<typeof envSchema>, ctx: z.RefinementCtx): void {
  if (env.S3_BUCKET) {
    for (const name of S3_REQUIRED) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when S3_BUCKET is set' });
    }
    return;
  }
  const set = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => env[name]);
  if (set.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set`,
    });
  }
}

/** MIGRATION_DATABASE_URL names the owner of DATABASE_URL's database: without it, it means nothing. */
function requireDatabaseUrl(env: z.infer<typeof envSchema>, ctx: z.RefinementCtx): void {
  if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'required when MIGRATION_DATABASE_URL is set' });
  }
}

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

/**
 * The address the server listens on as a URL, PUBLIC_URL's default: a server on PORT=3100 links to
 * port 3100. A wildcard address (every interface) is reached at localhost.
 */
export function listeningUrl({ HOST, PORT }: { HOST: string; PORT: number }): string {
  const host = HOST === '0.0.0.0' || HOST === '::' ? 'localhost' : HOST.includes(':') ? `[${HOST}]` : HOST;
  return `http://${host}:${PORT}`;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const renamed = source.SECRETS_ENCRYPTION_KEY
    ? source
    : { ...source, SECRETS_ENCRYPTION_KEY: source.TOTP_ENCRYPTION_KEY };
  const result = envSchema
    .superRefine(requireCompleteS3)
    .superRefine(requireDatabaseUrl)
    .superRefine(requireInboundSmtp)
    .safeParse(renamed);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...result.data,
    DATA_DIR: resolve(result.data.DATA_DIR),
    PUBLIC_URL: result.data.PUBLIC_URL ?? listeningUrl(result.data),
  };
}
