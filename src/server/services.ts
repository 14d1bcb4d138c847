import type { FastifyBaseLogger } from 'fastify';
import { ApiKeyService } from './api-keys/api-keys.service.ts';
import { AuditTrail } from './audit/audit-trail.ts';
import { SecondFactorFailures } from './auth/two-factor/second-factor-failures.ts';
import { AuthService } from './auth/auth.service.ts';
import { SignInThrottle } from './auth/sign-in-throttle.ts';
import { PasskeyService, relyingPartyOf } from './auth/two-factor/passkeys.service.ts';
import { SecretBox } from './security/secret-box.ts';
import { PropertyFinderService } from './integrations/property-finder/property-finder.service.ts';
import { TwoFactorService } from './auth/two-factor/two-factor.service.ts';
import { PublicReadCache } from './ssr/public-read-cache.ts';
import type { Orm } from './db/orm.ts';
import { backupsFrom, type Backups } from './backups/backup-overview.ts';
import { AuditRetention } from './audit/audit-retention.ts';
import type { Env } from './env.ts';
import { ExchangeRateService } from './exchange-rates/exchange-rate.service.ts';
import { WebhookSender } from './integrations/webhooks/webhook-sender.ts';
import { inboundMailSettingsFrom, type InboundMailSettings } from './integrations/inbound-mail/settings.ts';
import { WhatsAppService } from './integrations/whatsapp/whatsapp.service.ts';
import { mailSettingsFrom, type MailSettings } from './mail/mail-settings.ts';
import { outboxSender, type OutboxSender } from './mail/outbox-sender.ts';
import type { MediaStorage } from './media/media-storage.ts';
import { mediaStorageFrom } from './media/media.service.ts';
import { postgresRateLimitStore, RequestLimit } from './rate-limit/rate-limit.ts';
import type { WhatsAppChannel } from './conversations/channels.ts';
import { ContentVersion } from './ssr/content-version.ts';
import { Clock } from './clock.ts';
import { PublicReadBudget } from './trpc/public-read-budget.ts';
import type { ViewingLimits } from './viewings/viewing-limits.ts';

/** Long-lived singletons the procedures reach through their context, and the jobs through theirs. */
export interface Services {
  auth: AuthService;
  /** Integrators' API keys: made and revoked by owners, checked (and metered) on /api requests that carry one. */
  apiKeys: ApiKeyService;
  /** The append-only audit trail: `record` an event with the change it describes (audit-trail.ts). */
  audit: AuditTrail;
  /** How long the trail keeps its events (AUDIT_RETENTION_DAYS); the daily job removes older ones. */
  auditRetention: AuditRetention;
  /** Authenticator apps and recovery codes; whether an account must set up a second factor. */
  twoFactor: TwoFactorService;
  /** Seals secrets kept in the database (SECRETS_ENCRYPTION_KEY); `encrypts` says whether a key is set. */
  secretBox: SecretBox;
  passkeys: PasskeyService;
  exchangeRates: ExchangeRateService;
  inquiryLimiter: RequestLimit;
  newsletterLimiter: RequestLimit;
  /** What one visitor may book on the site: viewings per address and hour, future viewings per e-mail and phone. */
  viewingLimits: ViewingLimits;
  /**
   * What outgoing messages need to know about the site (links, the leads inbox, the reminder time:
   * a lead still New after it is late, and the dashboard lists it).
   */
  mail: MailSettings;
  /** Sends the outbox's messages through the mail server (SMTP_URL, MAIL_FROM), retrying after MAIL_RETRY_SECONDS. */
  outbox: OutboxSender;
  /** What the public pages show, as a version staff writes raise (and the page cache follows). */
  contentVersion: ContentVersion;
  /** Answers of the public reads the pages show, kept while the content version holds (see PublicReadCache). */
  publicReads: PublicReadCache;
  /** Anonymous public reads per address that the read cache does not answer. */
  publicReadBudget: PublicReadBudget;
  /** Where uploaded photos are kept: DATA_DIR/uploads, or the S3 bucket every instance shares. */
  media: MediaStorage;
  /** Property Finder: its credentials in force, its client (one per credentials), the credentials screen. */
  propertyFinder: PropertyFinderService;
  /** Sends outgoing webhooks: whether private networks may be reached, how long an attempt may take. */
  webhookSender: WebhookSender;
  /** Where backups are kept, the schedule's settings, and a backup made with them (src/server/backups). */
  backups: Backups;
  /** The portal XML feeds: the site's address (the feed URLs) and BAYUT_FEED_TOKEN when set. */
  portalFeeds: { publicUrl: string; envToken: string | undefined };
  /** The ways buyers' e-mail comes in: the SMTP receiver (INBOUND_SMTP_*) and the IMAP poll (INBOUND_IMAP_*). */
  inboundMail: InboundMailSettings;
  /** WhatsApp's configuration (environment, else the Integrations screen), its webhook check, the screen. */
  whatsappSetup: WhatsAppService;
  /** Sends WhatsApp messages (the composer's channel); null when WhatsApp can never be set up here. */
  whatsapp: WhatsAppChannel | null;
  /** The time tasks' "overdue", "due today" and reminders read: real time, set by tests (clock.ts). */
  clock: Clock;
}

declare module './jobs/define-job.ts' {
  interface JobContext {
    /** The same Services the procedures get. */
    services: Services;
  }
}

/** Public reads are a handful of lists and the landing's pieces; dated keys (the permit rule's day) add a few. */
const PUBLIC_READS_MAX = 200;
/** As long as a rendered page is kept: a safety net behind the content version. */
const PUBLIC_READS_TTL_MS = 5 * 60 * 1000;

export function createServices(env: Env, log: FastifyBaseLogger, orm: Orm): Services {
  // Every limit counts in the app's database, so several app instances share one budget.
  const rateLimits = postgresRateLimitStore(orm);
  const perMinute = { limit: env.INQUIRY_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 };
  const contentVersion = new ContentVersion({ orm, log });
  const mail = mailSettingsFrom(env);
  const auth = new AuthService({
    idleMinutes: env.SESSION_IDLE_MINUTES,
    secureCookies: env.SECURE_COOKIES ?? env.PUBLIC_URL.startsWith('https:'),
    throttle: new SignInThrottle(rateLimits),
  });
  const secretBox = SecretBox.fromSetting(env.SECRETS_ENCRYPTION_KEY, env.SECRETS_ENCRYPTION_KEY_PREVIOUS);
  const audit = new AuditTrail(mail);
  const secondFactorFailures = new SecondFactorFailures(rateLimits, audit);
  const twoFactor = new TwoFactorService(auth, secretBox, env.STAFF_2FA_REQUIRED, secondFactorFailures);
  const whatsappSetup = new WhatsAppService({ env, secretBox, orm });
  return {
    auth,
    apiKeys: new ApiKeyService({ idleDays: env.API_KEY_IDLE_DAYS, store: rateLimits, audit }),
    secretBox,
    twoFactor,
    passkeys: new PasskeyService(
      relyingPartyOf(env.PUBLIC_URL),
      twoFactor.challenges,
      new RequestLimit(rateLimits, { name: 'passkey-sign-in', limit: 20, windowSeconds: 60 }),
      secondFactorFailures,
    ),
    exchangeRates: new ExchangeRateService({ url: env.EXCHANGE_RATES_URL, log }),
    inquiryLimiter: new RequestLimit(rateLimits, { name: 'lead', ...perMinute }),
    newsletterLimiter: new RequestLimit(rateLimits, { name: 'newsletter', ...perMinute }),
    viewingLimits: {
      perAddress: new RequestLimit(rateLimits, {
        name: 'viewing',
        limit: env.VIEWING_BOOKINGS_PER_HOUR,
        windowSeconds: 3600,
      }),
      maxFuturePerContact: env.VIEWING_MAX_FUTURE_PER_CONTACT,
    },
    mail,
    audit,
    auditRetention: new AuditRetention(env.AUDIT_RETENTION_DAYS),
    outbox: outboxSender({ orm, env, log }),
    contentVersion,
    publicReads: new PublicReadCache(contentVersion, { max: PUBLIC_READS_MAX, ttlMs: PUBLIC_READS_TTL_MS }),
    media: mediaStorageFrom(env),
    publicReadBudget: new PublicReadBudget(env.PUBLIC_READ_BUDGET_PER_MINUTE),
    propertyFinder: new PropertyFinderService({ env, secretBox, log }),
    webhookSender: new WebhookSender(env.OUTBOUND_ALLOW_PRIVATE_NETWORKS, env.WEBHOOK_TIMEOUT_SECONDS * 1000),
    backups: backupsFrom(env),
    portalFeeds: { publicUrl: env.PUBLIC_URL, envToken: env.BAYUT_FEED_TOKEN },
    inboundMail: inboundMailSettingsFrom(env, rateLimits),
    whatsappSetup,
    whatsapp: whatsappSetup.possible ? whatsappSetup : null,
    clock: new Clock(),
  };
}
