import { callLogInput, conversationSendInput, timelineInput } from '../../shared/conversations/schemas.ts';
import { notFound } from '../errors.ts';
import { InquiryRepository } from '../inquiries/inquiry.repository.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { router, staffProcedure } from '../trpc/init.ts';
import { ConversationSending, LEAD_NOT_FOUND } from './conversation-sending.tsx';
import { messageTemplatesRouter } from './message-templates.router.ts';
import { readTimeline } from './timeline.ts';

export const conversationsRouter = router({
  /** A lead's timeline: the history of its contact's leads the caller may see. */
  timeline: staffProcedure('conversations.read')
    .input(timelineInput)
    .query(async ({ ctx, input }) => {
      const scope = StaffScope.of(ctx.user);
      const lead = await new InquiryRepository(ctx.em, scope).findInScope(input.inquiryId);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      const whatsapp = (await ctx.services.whatsapp?.configured(ctx.em)) ?? false;
      return readTimeline(ctx.em, scope, lead, whatsapp, ctx.services.clock.now());
    }),

  /** The composer: an e-mail through the outbox, or WhatsApp messages through the send job. */
  send: staffProcedure('conversations.write')
    .input(conversationSendInput)
    .mutation(({ ctx, input }) => new ConversationSending(ctx.em, ctx.services, ctx.user).send(input)),

  logCall: staffProcedure('conversations.write')
    .input(callLogInput)
    .mutation(({ ctx, input }) => new ConversationSending(ctx.em, ctx.services, ctx.user).logCall(input)),

  /** The composer's message templates and their filling for a lead. */
  templates: messageTemplatesRouter,
});
