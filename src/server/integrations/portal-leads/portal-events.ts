import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob, PORTAL_EVENT_TASK } from '../../mail/job-queue.ts';

export type PortalSource = 'property-finder' | 'bayut' | 'dubizzle';

export interface PortalEventInput {
  source: PortalSource;
  eventId: string;
  type: string;
  payload: unknown;
  receivedAt: Date;
}

/** Stores the event once (unique on source + eventId) and queues its processing in the same transaction. */
export async function storePortalEvent(em: EntityManager, event: PortalEventInput): Promise<{ stored: boolean }> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<Array<{ id: number }>>(
      `insert into portal_events (source, event_id, type, payload, received_at, attempts)
       values (?, ?, ?, ?::jsonb, ?, 0)
       on conflict (source, event_id) do nothing
       returning id`,
      [event.source, event.eventId, event.type, JSON.stringify(event.payload ?? null), event.receivedAt.toISOString()],
    );
    const id = rows[0]?.id;
    if (id === undefined) return { stored: false };
    await addJob(tx, PORTAL_EVENT_TASK, { id }, { jobKey: `portal-event:${id}` });
    return { stored: true };
  });
}
