import {
  inquiryAssignInput,
  inquiryCreateSchema,
  inquiryListInput,
  inquiryNoteInput,
  inquiryStatusInput,
} from '../../shared/inquiries/schemas.ts';
import type { z } from 'zod';
import { byIdInput } from '../../shared/validation.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { invalidField, TooManyRequestsError } from '../errors.ts';
import { leadsExportEntry } from '../audit/audit-entries.ts';
import { publicProcedure, router, staffProcedure } from '../trpc/init.ts';
import { inquiriesToCsv } from './inquiry-csv.ts';
import { InquiryPipelineService } from './inquiry-pipeline.service.ts';
import { InquiryRepository, type InquiryListFilter } from './inquiry.repository.ts';
import { LeadIntake } from './lead-intake.ts';
import { leadScopeOf } from './lead-scope.ts';
import { websiteLead } from './website-lead.ts';

const CSV_EXPORT_LIMIT = 10_000;
const NOT_AN_AGENT = 'Your staff account is not linked to an agent';

/** "My leads" are the leads of the agent the signed-in account is linked to; an unlinked account has none to ask for. */
function resolveAssignee(filter: z.output<typeof inquiryListInput>, user: SessionUser): InquiryListFilter {
  const { assignedTo, ...rest } = filter;
  if (assignedTo !== 'me') return { ...rest, assignedTo };
  if (user.agentId === null) throw invalidField('assignedTo', NOT_AN_AGENT, assignedTo);
  return { ...rest, assignedTo: user.agentId };
}

export const inquiriesRouter = router({
  /** Public: a visitor's lead. Limited per address so a script cannot flood the inbox. */
  create: publicProcedure.input(inquiryCreateSchema).mutation(async ({ ctx, input }) => {
    const wait = await ctx.services.inquiryLimiter.hit(ctx.clientIp);
    if (wait > 0) throw new TooManyRequestsError(wait, 'Too many requests. Please try again in a minute.');
    const inquiry = await new LeadIntake(ctx.em, ctx.services.mail).receive(websiteLead(input, ctx.locale));
    return { success: true as const, id: inquiry.id };
  }),

  list: staffProcedure('leads.read')
    .input(inquiryListInput)
    .query(({ ctx, input }) =>
      new InquiryRepository(ctx.em, leadScopeOf(ctx.user)).list(resolveAssignee(input, ctx.user)),
    ),

  /** The sources leads have come from, for the inbox's source filter. */
  sources: staffProcedure('leads.read').query(({ ctx }) =>
    new InquiryRepository(ctx.em, leadScopeOf(ctx.user)).sources(),
  ),

  byId: staffProcedure('leads.read')
    .input(byIdInput)
    .query(({ ctx, input }) => new InquiryPipelineService(ctx.em, ctx.user).detail(input.id)),

  setStatus: staffProcedure('leads.work')
    .input(inquiryStatusInput)
    .mutation(({ ctx, input }) => new InquiryPipelineService(ctx.em, ctx.user).setStatus(input.id, input.status)),

  assign: staffProcedure('leads.assign')
    .input(inquiryAssignInput)
    .mutation(({ ctx, input }) => new InquiryPipelineService(ctx.em, ctx.user).assign(input.id, input.agentId)),

  addNote: staffProcedure('leads.work')
    .input(inquiryNoteInput)
    .mutation(({ ctx, input }) => new InquiryPipelineService(ctx.em, ctx.user).addNote(input.id, input.note)),

  newSinceLastVisit: staffProcedure('leads.read').query(({ ctx }) =>
    new InquiryPipelineService(ctx.em, ctx.user).newSinceLastVisit(),
  ),

  markInboxSeen: staffProcedure('leads.read').mutation(async ({ ctx }) => {
    await new InquiryPipelineService(ctx.em, ctx.user).markInboxSeen();
    return { success: true as const };
  }),

  /** The filtered list as a spreadsheet-safe CSV file. */
  exportCsv: staffProcedure('leads.export')
    .input(inquiryListInput)
    .query(async ({ ctx, input }) => {
      const filter = resolveAssignee({ ...input, limit: CSV_EXPORT_LIMIT, offset: 0 }, ctx.user);
      const { items } = await ctx.services.audit.recordExport(
        ctx,
        (em) => new InquiryRepository(em, leadScopeOf(ctx.user)).list(filter),
        ({ items }) => leadsExportEntry(filter, items.length),
      );
      const date = new Date().toISOString().slice(0, 10);
      return { filename: `leads-${date}.csv`, csv: inquiriesToCsv(items) };
    }),
});
