import type { EntityManager } from '@mikro-orm/postgresql';
import { ConversationMessageSchema } from '../../conversations/conversation-message.entity.ts';
import { markDoNotContact, recordDeliveryStatus } from '../../conversations/delivery.ts';
import { recordInbound } from '../../conversations/inbound.ts';
import type { JobContext } from '../../jobs/define-job.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { PortalEvent } from '../portals/portal-event.entity.ts';
import { deliveryOf, e164, inboundOf, isStop } from './inbound.ts';
import { OPT_OUT_CODE } from './meta-codes.ts';
import { visitOf } from './visit-references.ts';
import { mediaOf, whatsappMediaJob } from './whatsapp-media-job.ts';
import { whatsappMessageEvent, whatsappStatusEvent } from './webhook-payload.ts';

/** How long a status for a message we do not know yet is retried before it counts as someone else's. */
const UNKNOWN_STATUS_RETRY_MS = 10 * 60 * 1000;

export interface WhatsAppEventOutcome {
  outcome: string;
  inquiryId: number | null;
}

/**
 * Whether an event is for the number this app sends from: one Meta app may serve several numbers,
 * and another number's customers are not ours. Unknown (not configured yet), everything is taken.
 */
async function forOurNumber(em: EntityManager, context: JobContext, phoneNumberId: string): Promise<boolean> {
  const ours = (await context.services.whatsappSetup.configuration(em)).phoneNumberId;
  return !ours || ours === phoneNumberId;
}

/**
 * One stored WhatsApp event (see whatsappEvents), inside the portal event job's transaction: a
 * customer's message joins the contact's open lead or opens one (recordInbound); "STOP" or Meta's
 * marketing opt-out makes the contact do-not-contact; an image or document is fetched by its own job; a status moves the sent message on, never
 * back (recordDeliveryStatus). A payload that no longer reads throws: the job retries, the screen
 * shows the error.
 */
export async function processWhatsAppEvent(
  em: EntityManager,
  context: JobContext,
  event: Pick<PortalEvent, 'type' | 'payload'>,
): Promise<WhatsAppEventOutcome> {
  const ignored = { outcome: 'ignored', inquiryId: null };
  if (event.type === 'message') {
    const { phoneNumberId, message, contact } = whatsappMessageEvent.parse(event.payload);
    if (!(await forOurNumber(em, context, phoneNumberId))) return ignored;
    const inbound = inboundOf(message, contact);
    if (!inbound) return ignored;
    // The site's button prefilled a reference: the web visit it stands for becomes the new lead's attribution.
    const reference = inbound.attribution?.reference;
    const visit = reference ? await visitOf(em, reference) : null;
    if (inbound.attribution && visit) inbound.attribution.visit = visit;
    const recorded = await recordInbound(context.services, em, inbound);
    if (isStop(inbound.text)) {
      await markDoNotContact(em, { phone: e164(message.from) }, 'wrote "STOP" on WhatsApp', context.services.mail);
    }
    if (!recorded) return ignored;
    const media = recorded.duplicate ? null : mediaOf(message, recorded.messageId);
    if (media) await enqueue(em, whatsappMediaJob, media);
    return {
      outcome: recorded.duplicate ? 'duplicate' : recorded.newLead ? 'lead' : 'message',
      inquiryId: recorded.inquiryId,
    };
  }
  if (event.type === 'status') {
    const { phoneNumberId, status } = whatsappStatusEvent.parse(event.payload);
    if (!(await forOurNumber(em, context, phoneNumberId))) return ignored;
    const update = deliveryOf(status);
    if (!update) return ignored;
    const sent = await em.findOne(
      ConversationMessageSchema,
      { channel: 'whatsapp', externalId: update.externalId },
      { fields: ['inquiry'] },
    );
    // Meta can report a message before the send job has stored its id: a fresh status for an unknown
    // id is tried again later; an old one is for a message sent from elsewhere, and is left.
    if (!sent && Date.now() - update.at.getTime() < UNKNOWN_STATUS_RETRY_MS) {
      throw new Error(`WhatsApp status ${update.status} for ${update.externalId}: no such message yet`);
    }
    await recordDeliveryStatus(em, update);
    if (status.errors?.some((error) => error.code === OPT_OUT_CODE)) {
      const reason = 'stopped marketing messages from the agency on WhatsApp';
      await markDoNotContact(em, { phone: e164(status.recipient_id) }, reason, context.services.mail);
    }
    // Linked to the message's lead, so erasing the person clears this event's body (their number) too.
    return { outcome: `status ${update.status}`, inquiryId: sent?.inquiry.id ?? null };
  }
  return ignored;
}
