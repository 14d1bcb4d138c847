import { LockMode } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { defineJob, type JobContext } from '../../jobs/define-job.ts';
import { bayutLead } from '../bayut/webhook.ts';
import { applyListingEvent, isListingEvent } from '../property-finder/listing-events.ts';
import { PROPERTY_FINDER_LEAD_EVENTS, propertyFinderLead } from '../property-finder/webhook.ts';
import { processWhatsAppEvent } from '../whatsapp/whatsapp-events.ts';
import type { PortalLead } from './portal-lead.ts';
import { takePortalLead } from './portal-lead-intake.ts';
import { PortalEventSchema, type PortalEvent } from './portal-event.entity.ts';
import { PORTAL_EVENT_JOB } from './portal-events.ts';

/** The lead an event carries, or null for an event that is not about a lead (processed as ignored). */
export function leadOfEvent(event: Pick<PortalEvent, 'source' | 'type' | 'payload'>): PortalLead | null {
  if (event.source === 'whatsapp') return null;
  if (event.source === 'property-finder') {
    const isLeadEvent = (PROPERTY_FINDER_LEAD_EVENTS as readonly string[]).includes(event.type);
    return isLeadEvent ? propertyFinderLead(event.payload) : null;
  }
  return bayutLead(event.payload, event.source, event.type);
}

/**
 * The `portal_event` job: one stored event into a lead (see takePortalLead). Idempotent: a processed
 * event is skipped, and the lead is unique per portal lead id. A failure is recorded on the event
 * and thrown, so graphile-worker tries the job again with its exponential backoff.
 */
async function processPortalEvent(context: JobContext, id: number): Promise<void> {
  const em = context.orm.em.fork();
  try {
    // The event is marked processed in the transaction that takes its lead in: both or neither.
    await em.fork().transactional(async (tem) => {
      const event = await tem.findOne(PortalEventSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!event || event.processedAt) return;
      // WhatsApp's messages and statuses go to the conversations (issue #44).
      const whatsapp = event.source === 'whatsapp' ? await processWhatsAppEvent(tem, context, event) : null;
      // Property Finder's listing events (issue #31) move a residence's portal state instead.
      const listingOutcome =
        !whatsapp && event.source === 'property-finder' && isListingEvent(event.type)
          ? await applyListingEvent(tem, event.type, event.payload)
          : null;
      const lead = listingOutcome || whatsapp ? null : leadOfEvent(event);
      const result = lead ? await takePortalLead(tem, context.services.mail, lead, event.type) : null;
      tem.assign(event, {
        attempts: event.attempts + 1,
        processedAt: new Date(),
        outcome: whatsapp?.outcome ?? listingOutcome ?? result?.outcome ?? 'ignored',
        inquiry: whatsapp?.inquiryId ?? result?.inquiryId ?? null,
        lastError: null,
      });
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    await em.execute('update portal_events set attempts = attempts + 1, last_error = ? where id = ?', [message, id]);
    context.log.warn({ err: error, portalEventId: id }, 'portal event: processing failed, will retry');
    throw error;
  }
}

export const portalEventJob = defineJob({
  name: PORTAL_EVENT_JOB,
  payload: z.object({ id: z.number().int().positive() }),
  run: ({ id }, context) => processPortalEvent(context, id),
});
