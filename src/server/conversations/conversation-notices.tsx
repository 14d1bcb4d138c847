import type { EntityManager } from '@mikro-orm/postgresql';
import type { Inquiry } from '../inquiries/inquiry.entity.ts';
import { absoluteUrl, type MailSettings } from '../mail/mail-settings.ts';
import { queueMessage, renderMail } from '../mail/outbox.ts';
import { ConversationMessageSchema } from './conversation-message.entity.ts';

/**
 * Writes a notice into a lead's timeline (a bounce, an opt-out) and, when `settings` are given and
 * the lead has an agent with an address, tells the agent by e-mail through the outbox on `em`.
 */
export async function noticeOnLead(
  em: EntityManager,
  inquiry: Inquiry,
  notice: { heading: string; body: string },
  settings: MailSettings | undefined,
): Promise<void> {
  em.create(ConversationMessageSchema, {
    inquiry,
    contactKey: inquiry.contactKey,
    channel: 'system',
    direction: 'in',
    subject: notice.heading,
    text: notice.body,
    status: 'received',
  });
  await em.flush();
  const agent = inquiry.assignedAgent ? await em.populate(inquiry, ['assignedAgent']) : null;
  const recipient = agent?.assignedAgent?.email;
  if (!settings || !recipient) return;
  // React Email loads with the first e-mail, not with the server (see src/server/mail/templates/).
  const { ConversationNotice } = await import('./templates/ConversationNotice.tsx');
  const leadUrl = absoluteUrl(settings, `/admin/inquiries/${inquiry.id}`);
  const mail = await renderMail(
    `${notice.heading}: lead #${inquiry.id}`,
    <ConversationNotice heading={notice.heading} body={notice.body} leadUrl={leadUrl} />,
  );
  await queueMessage(em, { ...mail, kind: 'conversation-notice', recipient, inquiryId: inquiry.id });
}
