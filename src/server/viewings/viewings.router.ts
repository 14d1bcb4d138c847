import { syncListInput } from '../../shared/api/responses.ts';
import { m } from '../../shared/paraglide/messages.js';
import { can } from '../../shared/staff/permissions.ts';
import {
  agentHoursInput,
  agentHoursUpdateInput,
  availabilityInput,
  bookViewingInput,
  moveViewingInput,
  staffBookViewingInput,
  staffCancelViewingInput,
  staffMoveViewingInput,
  viewingListInput,
  viewingTokenInput,
  type WorkingHours,
} from '../../shared/viewings/schemas.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { notFound, SlotTakenError, TooManyRequestsError } from '../errors.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import type { Context } from '../trpc/context.ts';
import { publicProcedure, router, staffProcedure } from '../trpc/init.ts';
import { ViewingBookings } from './viewing-bookings.ts';
import { slotAgents, slotsOf } from './viewing-calendar.ts';
import { ViewingChanges } from './viewing-changes.ts';
import { admitBooking } from './viewing-limits.ts';
import { toStaffViewingView, ViewingRepository } from './viewing.repository.ts';

const VIEWING_NOT_FOUND = 'Viewing not found';
const AGENT_NOT_FOUND = 'Agent not found';

/** A viewing staff may change: within their scope (an agent's own), else "not found". */
async function staffViewing(ctx: Context & { user: SessionUser }, id: number) {
  const viewing = await new ViewingRepository(ctx.em, StaffScope.of(ctx.user)).find(id);
  if (!viewing) throw notFound(VIEWING_NOT_FOUND);
  return viewing;
}

/** An agent's hours: their own for agents, anyone's for those who manage agents. */
async function agentFor(ctx: Context & { user: SessionUser }, agentId: number, manage: boolean) {
  if (manage && !can(ctx.user, 'agents.manage') && ctx.user.agentId !== agentId) throw notFound(AGENT_NOT_FOUND);
  const agent = await ctx.em.findOne(AgentSchema, { id: agentId });
  if (!agent) throw notFound(AGENT_NOT_FOUND);
  return agent;
}

export const viewingsRouter = router({
  /** Public: free slots between two Dubai dates, of the residence's agent or of any agent who takes leads. */
  availability: publicProcedure.input(availabilityInput).query(async ({ ctx, input }) => {
    const agents = await slotAgents(ctx.em, input);
    return { slots: await slotsOf(ctx.em, agents, input.from, input.to, new Date()) };
  }),

  /**
   * Public: books a free slot. Limited per address like the other lead forms, per address and hour,
   * and per e-mail and phone (viewing-limits.ts; 429 in the visitor's language); CONFLICT (with
   * `nextSlots`) when the slot has gone, which costs the visitor none of the hour's bookings.
   * A caller that may book viewings (an integrator's key with `viewings.book`, or staff) is no visitor:
   * it books for many buyers from one server, so the per-address limits are not its; a key is held by
   * its own rate limit instead (apiKeyAuth), and each buyer still by the per-contact one.
   */
  book: publicProcedure.input(bookViewingInput).mutation(async ({ ctx, input }) => {
    const limits = ctx.services.viewingLimits;
    const visitor = !can(ctx.user, 'viewings.book');
    if (visitor) {
      const wait = await ctx.services.inquiryLimiter.hit(ctx.clientIp);
      if (wait > 0) throw new TooManyRequestsError(wait, m.form_too_many_requests({}, { locale: ctx.locale }));
      await admitBooking(limits, ctx.clientIp, ctx.locale);
    }
    try {
      return await new ViewingBookings(ctx.em, ctx.services.mail).book(input, ctx.locale, limits.maxFuturePerContact);
    } catch (error) {
      if (visitor && error instanceof SlotTakenError) await limits.perAddress.giveBack(ctx.clientIp);
      throw error;
    }
  }),

  /** Public: what an e-mail link opens (the link's token is the proof), and whether it moves or cancels. */
  byToken: publicProcedure
    .input(viewingTokenInput)
    .query(({ ctx, input }) => new ViewingChanges(ctx.em, ctx.services.mail).showByLink(input.token)),

  move: publicProcedure
    .input(moveViewingInput)
    .mutation(({ ctx, input }) =>
      new ViewingChanges(ctx.em, ctx.services.mail).moveByLink(input.token, new Date(input.start)),
    ),

  cancel: publicProcedure
    .input(viewingTokenInput)
    .mutation(({ ctx, input }) => new ViewingChanges(ctx.em, ctx.services.mail).cancelByLink(input.token)),

  /** The console's day or week: viewings starting between two Dubai dates (an agent's own only). */
  list: staffProcedure('viewings.read')
    .input(viewingListInput)
    .query(({ ctx, input }) => new ViewingRepository(ctx.em, StaffScope.of(ctx.user)).list(input)),

  /** Integrators' incremental sync: the viewings changed since a time or a cursor, oldest change first. */
  changes: staffProcedure('viewings.read')
    .input(syncListInput)
    .query(({ ctx, input }) => new ViewingRepository(ctx.em, StaffScope.of(ctx.user)).changes(input)),

  staffBook: staffProcedure('viewings.book')
    .input(staffBookViewingInput)
    .mutation(async ({ ctx, input }) =>
      toStaffViewingView(await new ViewingBookings(ctx.em, ctx.services.mail).staffBook(input, ctx.user)),
    ),

  staffMove: staffProcedure('viewings.book')
    .input(staffMoveViewingInput)
    .mutation(async ({ ctx, input }) => {
      const viewing = await staffViewing(ctx, input.id);
      return toStaffViewingView(
        await new ViewingChanges(ctx.em, ctx.services.mail).staffMove(viewing, new Date(input.start), ctx.user),
      );
    }),

  staffCancel: staffProcedure('viewings.book')
    .input(staffCancelViewingInput)
    .mutation(async ({ ctx, input }) => {
      const viewing = await staffViewing(ctx, input.id);
      return toStaffViewingView(await new ViewingChanges(ctx.em, ctx.services.mail).cancel(viewing, ctx.user));
    }),

  /** An agent's working hours for viewings (the agent form). */
  agentHours: staffProcedure('agents.read')
    .input(agentHoursInput)
    .query(async ({ ctx, input }): Promise<WorkingHours> => (await agentFor(ctx, input.agentId, false)).workingHours),

  /** Sets an agent's working hours: agents their own, those who manage agents anyone's. */
  updateAgentHours: staffProcedure('agents.editOwn')
    .input(agentHoursUpdateInput)
    .mutation(async ({ ctx, input }): Promise<WorkingHours> => {
      const agent = await agentFor(ctx, input.agentId, true);
      agent.workingHours = input.hours;
      await ctx.em.flush();
      return agent.workingHours;
    }),
});
