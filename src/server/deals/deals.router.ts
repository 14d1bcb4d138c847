import {
  dealCreateInput,
  dealListInput,
  dealMoveInput,
  dealPatchInput,
  dealUpdateInput,
  partyAddInput,
  partyUpdateInput,
  paymentAddInput,
} from '../../shared/deals/schemas.ts';
import { byIdInput } from '../../shared/validation.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { notFound } from '../errors.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import type { Context } from '../trpc/context.ts';
import { router, staffProcedure, z } from '../trpc/init.ts';
import { DealLedger } from './deal-ledger.ts';
import { DealRepository } from './deal.repository.ts';
import { DEAL_NOT_FOUND, DealWork } from './deal.service.ts';
import { dealDocumentsOf } from './documents/deal-documents.ts';

const work = (ctx: Context & { user: SessionUser }) => new DealWork(ctx.em, ctx.services, ctx.user, ctx);
const ledger = (ctx: Context & { user: SessionUser }) => new DealLedger(work(ctx));
const repository = (ctx: Context & { user: SessionUser }) => new DealRepository(ctx.em, StaffScope.of(ctx.user));

export const dealsRouter = router({
  /** The deals that changed, a page at a time (the sync list's cursor), with filters: GET /api/deals. */
  list: staffProcedure('deals.read')
    .input(dealListInput)
    .query(({ ctx, input }) => repository(ctx).page(input)),

  /** The board: open deals and those closed in the last 30 days. */
  board: staffProcedure('deals.read').query(({ ctx }) => repository(ctx).board(ctx.services.clock.now())),

  byId: staffProcedure('deals.read')
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const deal = await repository(ctx).view(input.id);
      if (!deal) throw notFound(DEAL_NOT_FOUND);
      // The papers only here, for the deal page: not in the /api answers nor the webhooks' bodies.
      return { ...deal, documents: await dealDocumentsOf(ctx.em, deal.id) };
    }),

  /** What the "Start a deal" form of a lead begins with. */
  draftFromLead: staffProcedure('deals.work')
    .input(z.object({ inquiryId: byIdInput.shape.id }))
    .query(({ ctx, input }) => work(ctx).draftFromLead(input.inquiryId)),

  create: staffProcedure('deals.work')
    .input(dealCreateInput)
    .mutation(({ ctx, input }) => work(ctx).create(input)),

  update: staffProcedure('deals.work')
    .input(dealUpdateInput)
    .mutation(({ ctx, input }) => work(ctx).update(input)),

  /** A stage move: the stage rules, then every gate; a refusal is CONFLICT with its reason. */
  move: staffProcedure('deals.work')
    .input(dealMoveInput)
    .mutation(({ ctx, input }) => work(ctx).move(input)),

  /** Fields and a stage move in one transaction: a refused move keeps none of the fields either. */
  patch: staffProcedure('deals.work')
    .input(dealPatchInput)
    .mutation(({ ctx, input }) => work(ctx).patch(input)),

  addParty: staffProcedure('deals.work')
    .input(partyAddInput)
    .mutation(({ ctx, input }) => ledger(ctx).addParty(input)),

  updateParty: staffProcedure('deals.work')
    .input(partyUpdateInput)
    .mutation(({ ctx, input }) => ledger(ctx).updateParty(input)),

  removeParty: staffProcedure('deals.work')
    .input(byIdInput)
    .mutation(({ ctx, input }) => ledger(ctx).removeParty(input.id)),

  addPayment: staffProcedure('deals.work')
    .input(paymentAddInput)
    .mutation(({ ctx, input }) => ledger(ctx).addPayment(input)),
});
