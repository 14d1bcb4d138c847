import { outboxListInput, type SuppressionView } from '../../shared/mail/outbox.ts';
import { byIdInput } from '../../shared/validation.ts';
import { notFound } from '../errors.ts';
import { InquiryRepository } from '../inquiries/inquiry.repository.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { staffProcedure, router } from '../trpc/init.ts';
import { OutboxRepository } from './outbox.repository.ts';
import type { Suppression } from './suppression.entity.ts';
import { findSuppression, suppress } from './suppressions.ts';

const MESSAGE_NOT_FOUND = 'Message not found';
const INQUIRY_NOT_FOUND = 'Inquiry not found';

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
  list: staffProcedure('leads.read')
    .input(outboxListInput)
    .query(({ ctx, input }) => new OutboxRepository(ctx.em, StaffScope.of(ctx.user)).list(input)),

  byId: staffProcedure('leads.read')
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const message = await new OutboxRepository(ctx.em, StaffScope.of(ctx.user)).detail(input.id);
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      return message;
    }),

  resend: staffProcedure('outbox.resend')
    .input(byIdInput)
    .mutation(async ({ ctx, input }) => {
      const copy = await new OutboxRepository(ctx.em, StaffScope.of(ctx.user)).resend(input.id);
      if (!copy) throw notFound(MESSAGE_NOT_FOUND);
      return copy;
    }),

  /** Whether the person behind a lead is on the suppression list, and why. */
  suppressionForInquiry: staffProcedure('leads.read')
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const email = await new InquiryRepository(ctx.em, StaffScope.of(ctx.user)).emailOf(input.id);
      if (!email) throw notFound(INQUIRY_NOT_FOUND);
      return toSuppressionView(await findSuppression(ctx.em, email));
    }),

  /** Staff mark a lead's person "do not contact": no marketing mail reaches the address again. */
  markDoNotContact: staffProcedure('leads.work')
    .input(byIdInput)
    .mutation(async ({ ctx, input }) => {
      const email = await new InquiryRepository(ctx.em, StaffScope.of(ctx.user)).emailOf(input.id);
      if (!email) throw notFound(INQUIRY_NOT_FOUND);
      return toSuppressionView(await suppress(ctx.em, email, 'do-not-contact', ctx.user.username));
    }),
});
