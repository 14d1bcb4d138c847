import type { FastifyBaseLogger } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Orm } from '../../db/orm.ts';
import { defineJob, type JobContext } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/queue.ts';
import { storePortalEvent } from '../portals/portal-events.ts';
import { PropertyFinderError } from './answers.ts';
import { PropertyFinderPollSchema, type PollCursor } from './property-finder-poll.entity.ts';
import type { PropertyFinderService } from './property-finder.service.ts';

export const POLL_JOB_KEY = 'property-finder-poll';
const PER_PAGE = 50;
/** The first poll reads this far back. */
const FIRST_LOOKBACK_MS = 24 * 60 * 60 * 1000;
/** Each window starts this much before the last one ended, for leads the portal lists late; repeats are stored once. */
const OVERLAP_MS = 10 * 60 * 1000;

export interface LeadPollContext {
  orm: Orm;
  propertyFinder: PropertyFinderService;
  log: FastifyBaseLogger;
}

export type PollOutcome =
  { polled: false } | { polled: true; seen: number; stored: number } | { polled: true; error: string };

/** The id a polled lead is stored under: one per portal lead, so polling it again stores nothing. */
export function polledEventId(leadId: string | number): string {
  return `poll:lead:${leadId}`;
}

async function pollState(em: EntityManager) {
  return (
    (await em.findOne(PropertyFinderPollSchema, { id: 1 })) ??
    em.create(PropertyFinderPollSchema, { id: 1, cursor: null, leadsSeen: 0, leadsStored: 0 })
  );
}

/**
 * One poll of GET /v1/leads: reads the window [since, until] page by page (until fixed at the run's
 * start, so new leads cannot shift the pages) and stores each page's leads as portal events in the
 * same transaction that moves the cursor on, so a crash repeats at most one page (stored once).
 */
export async function pollPropertyFinderLeads(context: LeadPollContext, now = new Date()): Promise<PollOutcome> {
  const { orm, log } = context;
  const client = await context.propertyFinder.client(orm.em.fork());
  if (!client) return { polled: false };
  const start = await pollState(orm.em.fork());
  let cursor: PollCursor = start.cursor ?? {
    since: new Date(now.getTime() - FIRST_LOOKBACK_MS).toISOString(),
    until: null,
    page: 1,
  };
  if (!cursor.until) cursor = { ...cursor, until: now.toISOString(), page: 1 };
  let seen = 0;
  let stored = 0;
  try {
    for (;;) {
      const window: PollCursor = cursor;
      const answer = await client.listLeads({
        createdAtFrom: window.since,
        createdAtTo: window.until ?? undefined,
        page: window.page,
        perPage: PER_PAGE,
      });
      const leads = answer.data;
      // Without `pagination`, a short page is the last one.
      const totalPages = answer.pagination?.totalPages;
      const last = leads.length < PER_PAGE || (totalPages !== undefined && window.page >= totalPages);
      const next: PollCursor = last
        ? { since: new Date(Date.parse(window.until!) - OVERLAP_MS).toISOString(), until: null, page: 1 }
        : { ...window, page: window.page + 1 };
      await orm.em.fork().transactional(async (em) => {
        let storedHere = 0;
        for (const lead of leads) {
          const result = await storePortalEvent(em, {
            source: 'property-finder',
            eventId: polledEventId(lead.id),
            type: 'lead.created',
            payload: lead,
            receivedAt: new Date(),
          });
          if (result.stored) storedHere += 1;
        }
        const state = await pollState(em);
        state.cursor = next;
        state.leadsSeen += leads.length;
        state.leadsStored += storedHere;
        stored += storedHere;
      });
      seen += leads.length;
      cursor = next;
      if (last) break;
    }
    await recordRun(orm.em.fork(), now, null);
    if (stored > 0) log.info({ seen, stored }, 'property finder: polled leads stored');
    return { polled: true, seen, stored };
  } catch (error) {
    const message = error instanceof PropertyFinderError ? error.message : 'the poll failed unexpectedly';
    if (!(error instanceof PropertyFinderError)) log.error({ err: error }, 'property finder: poll failed');
    else log.warn({ status: error.status }, `property finder: poll failed: ${message}`);
    await recordRun(orm.em.fork(), now, message);
    return { polled: true, error: message };
  }
}

async function recordRun(em: EntityManager, at: Date, error: string | null): Promise<void> {
  const state = await pollState(em);
  state.lastPollAt = at;
  state.lastError = error;
  if (!error) state.lastSuccessAt = at;
  await em.flush();
}

/** Queues the next poll (one at a time: the job key replaces any waiting one). */
export async function schedulePropertyFinderPoll(em: EntityManager, runAt: Date): Promise<void> {
  await enqueue(em, propertyFinderPollJob, {}, { runAt, jobKey: POLL_JOB_KEY });
}

/** The job: polls when key and secret are set, then queues itself again after PROPERTY_FINDER_POLL_SECONDS. */
export async function runPropertyFinderPollJob(context: LeadPollContext): Promise<void> {
  try {
    await pollPropertyFinderLeads(context);
  } finally {
    const next = new Date(Date.now() + context.propertyFinder.env.PROPERTY_FINDER_POLL_SECONDS * 1000);
    await schedulePropertyFinderPoll(context.orm.em.fork(), next);
  }
}

function pollContext({ orm, services, log }: JobContext): LeadPollContext {
  return { orm, propertyFinder: services.propertyFinder, log };
}

/** Polls Property Finder's GET /v1/leads and queues itself again. */
export const propertyFinderPollJob = defineJob({
  name: 'property_finder_poll',
  payload: z.object({}),
  run: (_payload, context) => runPropertyFinderPollJob(pollContext(context)),
  // Queued as the worker starts (one job, by its key), it begins the chain.
  onWorkerStart: ({ orm, log }) =>
    schedulePropertyFinderPoll(orm.em.fork(), new Date()).catch((error: unknown) =>
      log.warn({ err: error }, 'property finder: the lead poll could not be queued'),
    ),
});
