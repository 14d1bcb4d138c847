import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The name of portalEventJob (portal-event-job.ts), which turns one stored event into a lead; queued
 * here in the statement that stores the event, so by its name.
 */
export const PORTAL_EVENT_JOB = 'portal_event';

export type PortalSource = 'property-finder' | 'bayut' | 'dubizzle';
/** Every system whose webhook events are stored and processed here: the portals, and WhatsApp. */
export type EventSource = PortalSource | 'whatsapp';

export interface PortalEventInput {
  source: EventSource;
  eventId: string;
  type: string;
  payload: unknown;
  receivedAt: Date;
}

/**
 * Stores the event once (unique on source + eventId) and queues its processing in the same transaction.
 * One statement (atomic by itself, and inside the caller's transaction when there is one), so a
 * burst of deliveries costs one round trip each: the insert, and the job only when the row is new.
 */
export async function storePortalEvent(em: EntityManager, event: PortalEventInput): Promise<{ stored: boolean }> {
  const rows = await em.execute<Array<{ id: number }>>(
    `with stored as (
       insert into portal_events (source, event_id, type, payload, received_at, attempts)
       values (?, ?, ?, ?::jsonb, ?, 0)
       on conflict (source, event_id) do nothing
       returning id)
     select id, graphile_worker.add_job(?, json_build_object('id', id), job_key => ?::text || id) from stored`,
    [
      event.source,
      event.eventId,
      event.type,
      JSON.stringify(event.payload ?? null),
      event.receivedAt.toISOString(),
      PORTAL_EVENT_JOB,
      'portal-event:',
    ],
  );
  return { stored: rows.length > 0 };
}
