import { agentInputSchema, agentUpdateSchema } from '../../shared/agents/schemas.ts';
import { can } from '../../shared/staff/permissions.ts';
import { byIdInput } from '../../shared/validation.ts';
import { notFound } from '../errors.ts';
import { staffProcedure, publicProcedure, router } from '../trpc/init.ts';
import { AgentRepository } from './agent.repository.ts';

const AGENT_NOT_FOUND = 'Agent not found';

export const agentsRouter = router({
  list: publicProcedure.query(({ ctx }) => new AgentRepository(ctx.em).list()),

  byId: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const agent = await new AgentRepository(ctx.em).findById(input.id);
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
      const agent = await new AgentRepository(ctx.em).update(input.id, input.data);
      if (!agent) throw notFound(AGENT_NOT_FOUND);
      return agent;
    }),

  delete: staffProcedure('agents.manage')
    .input(byIdInput)
    .mutation(async ({ ctx, input }) => {
      if (!(await new AgentRepository(ctx.em).delete(input.id))) throw notFound(AGENT_NOT_FOUND);
      return { success: true as const, id: input.id };
    }),
});
