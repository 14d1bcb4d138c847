import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, runMigrations } from 'graphile-worker';

/** Jobs the mail worker runs; their payloads carry ids only, the rows hold the rest. */
export const SEND_MESSAGE_TASK = 'send_outbox_message';
export const LEAD_REMINDER_TASK = 'lead_reminder';
export const NEWSLETTER_SIGNUP_EXPIRY_TASK = 'newsletter_signup_expiry';
/** Turns one stored portal event (src/server/integrations/portal-leads) into a lead. */
export const PORTAL_EVENT_TASK = 'portal_event';
/** Polls Property Finder's GET /v1/leads and queues itself again (src/server/integrations/property-finder). */
export const PROPERTY_FINDER_POLL_TASK = 'property_finder_poll';
/** One attempt at an outgoing webhook delivery (src/server/integrations/webhooks). */
export const WEBHOOK_DELIVERY_TASK = 'webhook_delivery';
export const PROPERTY_ALERTS_TASK = 'property_alerts';
/** A visitor's reminder of their viewing, 24 or 2 hours before (src/server/viewings). */
export const VIEWING_REMINDER_TASK = 'viewing_reminder';
/** Brings one residence's Property Finder listing to what staff asked (src/server/integrations/property-finder). */
export const PF_LISTING_SYNC_TASK = 'pf_listing_sync';
/** Reads a listing back from Property Finder when no webhook said how its publish went. */
export const PF_LISTING_CHECK_TASK = 'pf_listing_check';
/** Daily: takes down the Property Finder listings whose permit has expired. */
export const PF_LISTING_PERMITS_TASK = 'pf_listing_permits';

export interface JobPayloads {
  [SEND_MESSAGE_TASK]: { id: number };
  [LEAD_REMINDER_TASK]: { inquiryId: number };
  /** Runs when a sign-up's link expires; deletes every unconfirmed sign-up past its expiry. */
  [NEWSLETTER_SIGNUP_EXPIRY_TASK]: Record<string, never>;
  [PORTAL_EVENT_TASK]: { id: number };
  [PROPERTY_FINDER_POLL_TASK]: Record<string, never>;
  [WEBHOOK_DELIVERY_TASK]: { id: number };
  /** Matches the listing changes to the confirmed alerts and mails those that are due (src/server/alerts). */
  [PROPERTY_ALERTS_TASK]: Record<string, never>;
  [VIEWING_REMINDER_TASK]: { viewingId: number; sequence: number; hours: number };
  [PF_LISTING_SYNC_TASK]: { propertyId: number };
  [PF_LISTING_CHECK_TASK]: { propertyId: number };
  [PF_LISTING_PERMITS_TASK]: Record<string, never>;
}

export const quietQueueLogger = new Logger(() => () => undefined);

/**
 * Installs or upgrades graphile-worker's own schema (it versions its migrations itself), so a fresh
 * database, a test database and an upgraded one all have `graphile_worker.add_job` before any lead.
 */
export async function installJobQueue(connectionString: string | undefined): Promise<void> {
  if (!connectionString) throw new Error('the job queue needs the database URL');
  await runMigrations({ connectionString, logger: quietQueueLogger });
}

/**
 * Queues a job through the caller's EntityManager, so inside a transaction the job exists exactly
 * when the rows that need it commit (and vanishes with them on rollback).
 */
export async function addJob<T extends keyof JobPayloads>(
  em: EntityManager,
  task: T,
  payload: JobPayloads[T],
  options: { runAt?: Date; jobKey?: string } = {},
): Promise<void> {
  await em.execute(`select graphile_worker.add_job(?, ?::json, run_at => ?::timestamptz, job_key => ?)`, [
    task,
    JSON.stringify(payload),
    options.runAt?.toISOString() ?? null,
    options.jobKey ?? null,
  ]);
}
