import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { AGENCY } from '../shared/agency.ts';
import { passwordSchema } from '../shared/auth/schemas.ts';
import { TRPC_BATCH_CALLS } from '../shared/trpc/batch.ts';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** One proxy address or CIDR block, e.g. `10.0.0.7` or `172.18.0.0/16` or `fd00::/8`. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For) and scheme: nobody unless
 * configured, since a believed header lets a client pick its own address for every per-IP limit.
 * A number trusts that many hops in front of the app; a list trusts exactly those addresses.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count must be between 1 and 10' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count or comma-separated IP addresses/CIDRs, got ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** An optional setting whose empty value (`S3_BUCKET=` in a compose file) means unset. */
function unsetWhenEmpty<T extends z.ZodType<string>>(schema: T) {
  return schema.optional().or(z.literal('').transform(() => undefined));
}

/** An http(s) base URL, stored without a trailing slash so paths can be appended. */
const baseUrl = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `expected an http(s) URL such as ${example}` })
    .transform((value) => value.replace(/\/+$/, ''));

/** An S3 bucket's name, as S3 allows it. */
const bucketName = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'expected a bucket name: 3-63 lower-case letters, digits, dots, hyphens',
  );

/** 32 bytes as 64 hex digits or 44 base64 characters. */
export const encryptionKey = z
  .string()
  .trim()
  .refine(
    (value) => /^[0-9a-f]{64}$/i.test(value) || /^[A-Za-z0-9+/]{43}=$/.test(value),
    'expected 32 bytes: 64 hex digits or 44 base64 characters',
  );

/** Every setting the server reads, parsed once. A bad value stops start-up naming the variable. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** When set, the server uses this PostgreSQL; otherwise it starts an embedded one in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  /**
   * The role that owns the schema, for migrations and restores; unset, DATABASE_URL's role does both
   * (and the app warns at start if that role could rewrite the audit trail). See docs/deployment.md.
   */
  MIGRATION_DATABASE_URL: unsetWhenEmpty(z.url()),
  DATA_DIR: z.string().min(1).default('./.data'),
  /** Port of the embedded PostgreSQL (ignored with DATABASE_URL). */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** The site's address in links, canonical URLs and e-mails; by default where the server listens (see `listeningUrl`). */
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: trustProxySchema.default(false),
  ADMIN_USERNAME: z.string().min(3).max(64).optional(),
  /** The same rules as any staff password: long enough and not a common one. */
  ADMIN_PASSWORD: passwordSchema.optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(120),
  SECURE_COOKIES: booleanFlag.optional(),
  /** Every staff account must sign in with a second factor (an app code or a passkey); see README. */
  STAFF_2FA_REQUIRED: booleanFlag.default(false),
  /**
   * 32 bytes (base64 or 64 hex digits) that seal secrets at rest (authenticator apps, integration
   * credentials, webhook secrets); TOTP_ENCRYPTION_KEY is its former name and still read.
   */
  SECRETS_ENCRYPTION_KEY: unsetWhenEmpty(encryptionKey),
  /** The key before the last rotation: read only, for what it sealed (README, "Rotating the encryption key"). */
  SECRETS_ENCRYPTION_KEY_PREVIOUS: unsetWhenEmpty(encryptionKey),
  EXCHANGE_RATES_URL: z.url().default('https://open.er-api.com/v6/latest/AED'),
  /** Property Finder's Enterprise API (Atlas); key and secret here win over the console's screen. */
  PROPERTY_FINDER_API_URL: z.url().default('https://atlas.propertyfinder.com'),
  PROPERTY_FINDER_API_KEY: unsetWhenEmpty(z.string().trim().min(1).max(200)),
  PROPERTY_FINDER_API_SECRET: unsetWhenEmpty(z.string().trim().min(1).max(200)),
  /** How often the lead poll (the webhooks' fallback) asks GET /v1/leads. */
  PROPERTY_FINDER_POLL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  MAP_TILES_URL: z.url().default('https://tiles.openfreemap.org'),
  INQUIRY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Future viewings one e-mail address, and one phone number, may have booked on the site at once. */
  VIEWING_MAX_FUTURE_PER_CONTACT: z.coerce.number().int().min(1).default(3),
  /** Viewings one client address may book on the site per hour (on top of the leads' per-minute limit). */
  VIEWING_BOOKINGS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  LEAD_REMINDER_MINUTES: z.coerce.number().int().min(1).max(10080).default(30),
  /**
   * E-mails the public forms may send to one typed address (acknowledgements, shortlist, cost
   * breakdown, alert and newsletter confirmations, viewing confirmations and reminders) in any 24 hours.
   */
  PUBLIC_MAIL_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
  SEED_DEMO_CONTENT: booleanFlag.default(true),
  /** Outgoing mail server (`smtp://user:pass@host:port`, `smtps://` for TLS); unset keeps mail held in the outbox. */
  SMTP_URL: unsetWhenEmpty(
    z.url({ protocol: /^smtps?$/, error: 'expected smtp://user:pass@host:port or smtps://...' }),
  ),
  MAIL_FROM: z.string().trim().min(3).max(254).default('Six Senses Residences <no-reply@sixsenses-palm-residences.ae>'),
  /** Secrets the portals sign their lead webhooks with (issue #30); unset, their webhooks are refused. */
  PROPERTY_FINDER_WEBHOOK_SECRET: unsetWhenEmpty(z.string().min(8)),
  BAYUT_WEBHOOK_SECRET: unsetWhenEmpty(z.string().min(8)),
  /** The token the Bayut/dubizzle and Property Finder-style feeds ask for; set, it replaces the one staff rotate. */
  BAYUT_FEED_TOKEN: unsetWhenEmpty(z.string().regex(/^[\w-]{32,200}$/, 'expected 32 or more letters, digits, - or _')),
  /** The agency's shared inbox that receives every lead next to the assigned agent. */
  LEADS_EMAIL: z.email().default(AGENCY.email),
  /** Seconds before a failed delivery is tried again (doubling each time); tests shorten it. */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** A queue job locked this long belongs to a killed process and is handed back (fault tests shorten it). */
  MAIL_STALE_LOCK_SECONDS: z.coerce.number().int().min(5).max(14_400).default(120),
  /** Let outgoing webhooks reach private, loopback and link-local addresses: development and tests only. */
  OUTBOUND_ALLOW_PRIVATE_NETWORKS: booleanFlag.default(false),
  /** Seconds one outgoing webhook attempt may take before it counts as failed (tests shorten it). */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(30).default(10),
  /** Keep rendered anonymous pages in memory until content changes (off: render every request). */
  PAGE_CACHE: booleanFlag.default(true),
  /** Days the audit trail keeps an event (at least 30; the default is two years). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(36_500).default(730),
  /** Calls one tRPC request may batch (400 above); never below what the browser batches. */
  TRPC_MAX_BATCH_CALLS: z.coerce.number().int().min(TRPC_BATCH_CALLS).max(100).default(TRPC_BATCH_CALLS),
  /** Public reads one address may make per minute that the read cache does not answer (429 above). */
  PUBLIC_READ_BUDGET_PER_MINUTE: z.coerce.number().int().min(10).max(100_000).default(600),
  /** Seconds a request may take to arrive whole (headers and body); a slower one is cut off with 408. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  /** Seconds an upload of photos may take to arrive (the media route, once past the staff gate): slow lines need longer. */
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token a Prometheus scraper sends for GET /metrics; unset, /metrics does not exist. */
  METRICS_TOKEN: unsetWhenEmpty(z.string().trim().min(16, 'at least 16 characters').max(200)),
  /** Seconds a stopping server (SIGTERM) gives requests and jobs in flight to finish before it exits. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Uploaded photos go to this S3 bucket instead of DATA_DIR/uploads (src/server/media/media-storage.ts). */
  S3_BUCKET: unsetWhenEmpty(bucketName),
  S3_REGION: unsetWhenEmpty(z.string().trim().min(1).max(64)),
  /** An S3-compatible service (MinIO, R2, ...), addressed path-style; unset means AWS S3 itself. */
  S3_ENDPOINT: unsetWhenEmpty(baseUrl('http://127.0.0.1:9000')),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().trim().min(1).max(256)),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1).max(256)),
  /** Public base of the bucket's objects (a CDN, or the bucket's own URL); unset, the app streams them. */
  S3_PUBLIC_URL: unsetWhenEmpty(baseUrl('https://media.example.com')),
  /** The daily backup of the database and uploads (src/server/backups), at 02:15 UTC; off with false. */
  BACKUP_DAILY: booleanFlag.default(true),
  /** Backups kept: the newest of each of this many days, and of this many weeks (see retention.ts). */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  /** A private bucket for the backups (same service and keys as S3_BUCKET); unset, they go under backups/ there. */
  BACKUP_S3_BUCKET: unsetWhenEmpty(bucketName),
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
  const result = envSchema.superRefine(requireCompleteS3).superRefine(requireDatabaseUrl).safeParse(renamed);
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
