import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { RenderedTemplate } from '../../shared/conversations/message-templates.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { callLogInput, conversationSendInput } from '../../shared/conversations/schemas.ts';
import { AgentSchema, type Agent } from '../agents/agent.entity.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { invalidField, notFound } from '../errors.ts';
import { InquirySchema, type Inquiry } from '../inquiries/inquiry.entity.ts';
import { InquiryRepository, type InquiryWithRelations } from '../inquiries/inquiry.repository.ts';
import { absoluteUrl } from '../mail/mail-settings.ts';
import { haltPlans } from '../plans/plan-halts.ts';
import type { Services } from '../services.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { UserSchema } from '../users/user.entity.ts';
import {
  ContactBlockSchema,
  ConversationMessageSchema,
  type StoredAttachment,
  type WhatsAppContent,
} from './conversation-message.entity.ts';
import type { MessageTemplate } from './message-template.entity.ts';
import { outgoingFiles } from './outgoing-files.ts';
import { queueLeadEmail, queueLeadWhatsApp, queueWhatsAppSends } from './lead-outgoing.tsx';
import { renderTemplate } from './render-template.ts';
import { whatsappWindow } from './whatsapp-window.ts';

type SendInput = z.output<typeof conversationSendInput>;

export const LEAD_NOT_FOUND = 'Inquiry not found';

/**
 * The team answered: the first message sent or call logged after the lead arrived is its first
 * response (speed to lead), and none of the contact's leads waits for an answer any more.
 */
export async function markAnswered(em: EntityManager, inquiry: Inquiry, at: Date): Promise<void> {
  if (at >= inquiry.createdAt) inquiry.firstResponseAt ??= at;
  await em.nativeUpdate(
    InquirySchema,
    { contactKey: inquiry.contactKey, awaitingReplySince: { $ne: null } },
    { awaitingReplySince: null },
  );
  inquiry.awaitingReplySince = null;
}

/** Staff writing to a lead's buyer from the lead's page, and logging their calls: only on leads they may see. */
export class ConversationSending {
  private readonly leads: InquiryRepository;

  constructor(
    private readonly em: EntityManager,
    private readonly services: Pick<Services, 'mail' | 'media' | 'whatsapp'>,
    private readonly user: SessionUser,
  ) {
    this.leads = new InquiryRepository(em, StaffScope.of(user));
  }

  private async lead(id: number): Promise<InquiryWithRelations> {
    const lead = await this.leads.findInScope(id);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    return lead;
  }

  /** The agent a message goes out under: the sender's own, else the lead's. */
  private async senderAgent(lead: InquiryWithRelations): Promise<Agent | null> {
    if (this.user.agentId) return this.em.findOne(AgentSchema, { id: this.user.agentId });
    return lead.assignedAgent ?? null;
  }

  private async refuseBlocked(lead: Inquiry, address: string | null): Promise<void> {
    const blocks = await this.em.find(ContactBlockSchema, { contactKey: lead.contactKey });
    const stop = blocks.find((block) => block.kind === 'do-not-contact');
    if (stop) throw invalidField('channel', `The buyer asked not to be contacted (${stop.reason})`);
    if (address && blocks.some((block) => block.kind === 'undeliverable' && block.address === address))
      throw invalidField('channel', `Mail to ${address} bounced: it cannot be delivered`);
  }

  /**
   * A message template filled for a lead the caller may write to (the one lead scope), naming the agent
   * the message would go out under, in the lead's language unless `language` says otherwise.
   */
  async renderTemplate(template: MessageTemplate, inquiryId: number, language?: Locale): Promise<RenderedTemplate> {
    const lead = await this.lead(inquiryId);
    return renderTemplate(template, lead, language ?? lead.language, await this.senderAgent(lead));
  }

  async send(input: SendInput): Promise<{ messageIds: number[] }> {
    const lead = await this.lead(input.inquiryId);
    return input.channel === 'email' ? this.sendEmail(lead, input) : this.sendWhatsApp(lead, input);
  }

  private async sendEmail(lead: InquiryWithRelations, input: SendInput): Promise<{ messageIds: number[] }> {
    const recipient = lead.email.trim().toLowerCase();
    if (!recipient) throw invalidField('channel', 'This lead has no e-mail address');
    await this.refuseBlocked(lead, recipient);
    const files = await outgoingFiles(this.services.media, input.attachments);
    const agent = await this.senderAgent(lead);
    const id = await this.em.transactional(async (tem) => {
      const managed = await tem.findOneOrFail(InquirySchema, { id: lead.id });
      const row = await queueLeadEmail(tem, this.services.mail, {
        lead: managed,
        agent,
        text: input.text ?? '',
        subject: input.subject,
        sentById: this.user.id,
        kind: 'conversation-reply',
        files: files.map(({ file, stored }) => ({
          attachment: {
            filename: file.filename,
            contentType: file.contentType,
            content: file.content.toString('base64'),
            encoding: 'base64' as const,
          },
          stored,
        })),
      });
      await markAnswered(tem, managed, new Date());
      await tem.flush();
      return row.id;
    });
    return { messageIds: [id] };
  }

  private async sendWhatsApp(lead: InquiryWithRelations, input: SendInput): Promise<{ messageIds: number[] }> {
    if (!(await this.services.whatsapp?.configured(this.em))) throw invalidField('channel', 'WhatsApp is not set up');
    const to = lead.phoneE164;
    if (!to) throw invalidField('channel', 'This lead has no mobile number');
    await this.refuseBlocked(lead, null);
    const window = await whatsappWindow(this.em, lead.id);
    if (!input.whatsappTemplate && !window.open)
      throw invalidField('text', 'The 24-hour window is closed: send an approved template');
    const files = await outgoingFiles(this.services.media, input.attachments);
    if (files.some((one) => !one.sitePath))
      throw invalidField('attachments', 'By WhatsApp, send documents of the site; send uploads by e-mail');
    if (files.length && !window.open)
      throw invalidField('attachments', 'The 24-hour window is closed: send an approved template');
    const contents: Array<{ text: string; content: WhatsAppContent; stored?: StoredAttachment }> = [];
    const template = input.whatsappTemplate;
    if (template) {
      contents.push({
        text: [`${template.name} (${template.language})`, ...template.parameters].join('\n'),
        content: { type: 'template', ...template },
      });
    } else if (input.text) {
      contents.push({ text: input.text, content: { type: 'text', body: input.text } });
    }
    for (const { file, sitePath, stored } of files) {
      contents.push({
        text: file.filename,
        stored,
        content: {
          type: file.contentType.startsWith('image/') ? 'image' : 'document',
          link: absoluteUrl(this.services.mail, sitePath!),
          filename: file.filename,
        },
      });
    }
    const agent = await this.senderAgent(lead);
    const ids = await this.em.transactional(async (tem) => {
      const managed = await tem.findOneOrFail(InquirySchema, { id: lead.id });
      const rows = contents.map(({ text, content, stored }) =>
        queueLeadWhatsApp(tem, managed, { to, text, content, stored, agent, sentById: this.user.id }),
      );
      await markAnswered(tem, managed, new Date());
      await queueWhatsAppSends(tem, rows);
      return rows.map((row) => row.id);
    });
    return { messageIds: ids };
  }

  /** A call staff made or took, logged from the timeline (or after the lead page's phone link); it answers the lead. */
  async logCall(input: z.output<typeof callLogInput>): Promise<{ messageId: number }> {
    const lead = await this.lead(input.inquiryId);
    const agent = await this.senderAgent(lead);
    return this.em.transactional(async (tem) => {
      const managed = await tem.findOneOrFail(InquirySchema, { id: lead.id });
      const row = tem.create(ConversationMessageSchema, {
        inquiry: managed,
        contactKey: managed.contactKey,
        channel: 'call',
        direction: input.direction,
        address: managed.phoneE164 ?? managed.phone ?? null,
        text: input.note ?? '',
        status: input.direction === 'out' ? 'sent' : 'received',
        sentBy: tem.getReference(UserSchema, this.user.id),
        agent: agent ? tem.getReference(AgentSchema, agent.id) : null,
        callOutcome: input.outcome,
        callDurationSeconds: input.durationSeconds,
      });
      await markAnswered(tem, managed, new Date());
      await haltPlans(tem, { contactKey: managed.contactKey }, 'call', new Date(), input.durationSeconds);
      await tem.flush();
      return { messageId: row.id };
    });
  }
}
