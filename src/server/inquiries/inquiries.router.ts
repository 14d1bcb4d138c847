import {
  inquiryAssignInput,
  inquiryCreateSchema,
  inquiryListInput,
  inquiryNoteInput,
  inquiryStatusInput,
} from '../../shared/inquiries/schemas.ts';
import type { z } from 'zod';
import { syncListInput } from '../../shared/api/responses.ts';
import { byIdInput } from '../../shared/validation.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { invalidField, TooManyRequestsError } from '../errors.ts';
import { leadsExportEntry } from '../audit/audit-entries.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { publicProcedure, router, staffProcedure } from '../trpc/init.ts';
import { inquiriesCsv } from './inquiry-csv.ts';
import { InquiryPipelineService } from './inquiry-pipeline.service.ts';
import { InquiryRepository, type InquiryListFilter } from './inquiry.repository.ts';
import { LeadIntake } from './lead-intake.ts';
import { websiteLead } from './website-lead.ts';
import { collectingEvery } from '../idle-collection.ts';
import { hasMarketingConsent } from '../../shared/inquiries/consent.ts';
import { rememberBuyer } from '../returning-buyers/returning-buyer.service.ts';

const NOT_AN_AGENT = 'Your staff account is not linked to an agent';

async function* noBatches(): AsyncGenerator<never> {}

/** "My leads" are the leads of the agent the signed-in account is linked to; an unlinked account has none to ask for. */
function resolveAssignee(filter: z.output<typeof inquiryListInput>, user: SessionUser): InquiryListFilter {
  const { assignedTo, ...rest } = filter;
  if (assignedTo !== 'me') return { ...rest, assignedTo };
  if (user.agentId === null) throw invalidField('assignedTo', NOT_AN_AGENT, assignedTo);
  return { ...rest, assignedTo: user.agentId };
}

export const inquiriesRouter = router({
  /**
   * Public: a visitor's lead. Limited per address so a script cannot flood the inbox. A lead that
   * agreed to news and offers also makes its browser known (the returning-buyer cookie).
   */
  create: publicProcedure.input(inquiryCreateSchema).mutation(async ({ ctx, input }) => {
    const wait = await ctx.services.inquiryLimiter.hit(ctx.clientIp);
    if (wait > 0) throw new TooManyRequestsError(wait, 'Too many requests. Please try again in a minute.');
    const remembered = hasMarketingConsent(input.consents) ? rememberBuyer() : null;
    const inquiry = await new LeadIntake(ctx.em, ctx.services.mail).receive(
      websiteLead(input, ctx.locale),
      remembered?.withLead,
    );
    if (remembered) ctx.returningBuyer.set(remembered.token);
    return { success: true as const, id: inquiry.id };
  }),

  list: staffProcedure('leads.read')
    .input(inquiryListInput)
    .query(({ ctx, input }) =>
      new InquiryRepository(ctx.em, StaffScope.of(ctx.user)).list(resolveAssignee(input, ctx.user)),
    ),

  /** Integrators' incremental sync: the leads changed since a time or a cursor, oldest change first. */
  changes: staffProcedure('leads.read')
    .input(syncListInput)
    .query(({ ctx, input }) => new InquiryRepository(ctx.em, StaffScope.of(ctx.user)).changes(input)),

  /** The sources leads have come from, for the inbox's source filter. */
  sources: staffProcedure('leads.read').query(({ ctx }) =>
    new InquiryRepository(ctx.em, StaffScope.of(ctx.user)).sources(),
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

  /**
   * The filtered list, whole, as a spreadsheet-safe CSV file streamed from the database (issue #34;
   * the 10,000-row stop is gone). The export is recorded with its row count, and the owners' notice
   * queued, before a row is read: it holds the leads matching at that moment, from the newest then
   * down, so leads arriving meanwhile stay out. `csv()` opens the stream, which the REST route pipes
   * to the response; over tRPC's HTTP, which cannot stream here, the answer is the name and count.
   */
  exportCsv: staffProcedure('leads.export')
    .input(inquiryListInput)
    .query(async ({ ctx, input }) => {
      const filter = resolveAssignee({ ...input, cursor: undefined }, ctx.user);
      const scope = StaffScope.of(ctx.user);
      const { newest, rowCount } = await ctx.services.audit.recordExport(
        ctx,
        async (em) => {
          const leads = new InquiryRepository(em, scope);
          const newest = await leads.newestKey(filter);
          return { newest, rowCount: newest ? await leads.count(filter, { key: newest, inclusive: true }) : 0 };
        },
        ({ rowCount }) => leadsExportEntry(filter, rowCount),
      );
      const date = new Date().toISOString().slice(0, 10);
      const batches = newest ? new InquiryRepository(ctx.em, scope).batches(filter, newest) : noBatches();
      // Pages of 500: a collection every 20 of them (10,000 leads) keeps the export's memory flat.
      const collected = collectingEvery(batches, 20);
      return { filename: `leads-${date}.csv`, rowCount, csv: () => inquiriesCsv(collected) };
    }),
});
