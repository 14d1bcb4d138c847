import type { EntityManager } from '@mikro-orm/postgresql';
import { WHATSAPP_WINDOW_MS } from '../../shared/conversations/constants.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { ConversationMessageSchema } from './conversation-message.entity.ts';

/**
 * Meta's customer service window: free text may go out for 24 hours after the contact's last
 * WhatsApp message (on any of their leads); after that only an approved template. `closesAt` is
 * null when the contact never wrote on WhatsApp.
 */
export async function whatsappWindow(
  em: EntityManager,
  inquiryId: number,
  now = new Date(),
): Promise<{ open: boolean; closesAt: Date | null }> {
  const inquiry = await em.findOneOrFail(InquirySchema, { id: inquiryId }, { fields: ['contactKey'] });
  const last = await em.findOne(
    ConversationMessageSchema,
    { contactKey: inquiry.contactKey, channel: 'whatsapp', direction: 'in' },
    { orderBy: { createdAt: 'desc' }, fields: ['createdAt'] },
  );
  if (!last) return { open: false, closesAt: null };
  const closesAt = new Date(last.createdAt.getTime() + WHATSAPP_WINDOW_MS);
  return { open: closesAt > now, closesAt };
}
