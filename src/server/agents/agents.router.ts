import { agentInputSchema, agentUpdateSchema } from '../../shared/agents/schemas.ts';
import { localeInput } from '../../shared/i18n/translations.ts';
import { can } from '../../shared/staff/permissions.ts';
import { byIdInput } from '../../shared/validation.ts';
import { agentEmailChangeEntry } from '../audit/email-change-entries.ts';
import { notFound } from '../errors.ts';
import { publicProcedure, router, staffProcedure } from '../trpc/init.ts';
import { AgentRepository, toAgentView, toPublicAgentView } from './agent.repository.ts';

const AGENT_NOT_FOUND = 'Agent not found';

export const agentsRouter = router({
  /** What visitors see: no routing flags (`takesLeads`, `away`) and no record dates. */
  list: publicProcedure
    .input(localeInput.optional())
    .query(({ ctx, input }) => new AgentRepository(ctx.em).list((agent) => toPublicAgentView(agent, input?.locale))),

  byId: publicProcedure.input(byIdInput.extend(localeInput.shape)).query(async ({ ctx, input }) => {
    const agent = await new AgentRepository(ctx.em).findById(input.id, (found) =>
      toPublicAgentView(found, input.locale),
    );
    if (!agent) throw notFound(AGENT_NOT_FOUND);
    return agent;
  }),

  /** The console's view of every agent, with how leads reach them. */
  staffList: staffProcedure('agents.read').query(({ ctx }) => new AgentRepository(ctx.em).list(toAgentView)),

  staffById: staffProcedure('agents.read')
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const agent = await new AgentRepository(ctx.em).findById(input.id, toAgentView);
      if (!agent) throw notFound(AGENT_NOT_FOUND);
      return agent;
    }),

  create: staffProcedure('agents.manage')
    .input(agentInputSchema)
    .mutation(({ ctx, input }) => new AgentRepository(ctx.em).create(input)),

  update: staffProcedure('agents.editOwn')
    .input(agentUpdateSchema)
    .mutation(async ({ ctx, input }) => {
      // An agent edits their own profile only; another agent's is "not found", as for leads.
      if (!can(ctx.user, 'agents.manage') && ctx.user.agentId !== input.id) throw notFound(AGENT_NOT_FOUND);
      // A changed address is recorded: staff mail (and once, the owners' notices) went to it.
      const { before, agent } = await ctx.services.audit.recordWith(
        ctx,
        async (em) => {
          const agents = new AgentRepository(em);
          return {
            before: await agents.findById(input.id, (found) => found.email),
            agent: await agents.update(input.id, input.data),
          };
        },
        (changed) =>
          changed.before !== null && changed.agent
            ? agentEmailChangeEntry(changed.agent.id, changed.before, changed.agent.email)
            : null,
      );
      if (!agent || before === null) throw notFound(AGENT_NOT_FOUND);
      return agent;
    }),

  delete: staffProcedure('agents.manage')
    .input(byIdInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await new AgentRepository(ctx.em).delete(input.id))) throw notFound(AGENT_NOT_FOUND);
      return { success: true as const, id: input.id };
    }),
});
