import { outboxListInput, outboxMessageInput, type SuppressionView } from '../../shared/mail/outbox.ts';
import { byIdInput } from '../../shared/validation.ts';
import { notFound } from '../errors.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { OutboxRepository } from './outbox.repository.ts';
import type { Suppression } from './suppression.entity.ts';
import { findSuppression, suppress } from './suppressions.ts';

function toSuppressionView(suppression: Suppression | null): SuppressionView | null {
  return suppression
    ? {
        email: suppression.email,
        reason: suppression.reason,
        by: suppression.by ?? null,
        at: suppression.at.toISOString(),
      }
    : null;
}

/** The console's view of outgoing mail, and the suppression list as it concerns one lead. */
export const outboxRouter = router({
  list: protectedProcedure.input(outboxListInput).query(({ ctx, input }) => new OutboxRepository(ctx.em).list(input)),

  byId: protectedProcedure
    .input(outboxMessageInput)
    .query(({ ctx, input }) => new OutboxRepository(ctx.em).detail(input.id)),

  resend: protectedProcedure
    .input(outboxMessageInput)
    .mutation(({ ctx, input }) => new OutboxRepository(ctx.em).resend(input.id)),

  /** Whether the person behind a lead is on the suppression list, and why. */
  suppressionForInquiry: protectedProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const inquiry = await ctx.em.findOne(InquirySchema, { id: input.id }, { fields: ['email'] });
    if (!inquiry) throw notFound('Inquiry not found');
    return toSuppressionView(await findSuppression(ctx.em, inquiry.email));
  }),

  /** Staff mark a lead's person "do not contact": no marketing mail reaches the address again. */
  markDoNotContact: protectedProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    const inquiry = await ctx.em.findOne(InquirySchema, { id: input.id }, { fields: ['email'] });
    if (!inquiry) throw notFound('Inquiry not found');
    return toSuppressionView(await suppress(ctx.em, inquiry.email, 'do-not-contact', ctx.user.username));
  }),
});
