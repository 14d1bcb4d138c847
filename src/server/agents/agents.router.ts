import { agentInputSchema, agentUpdateSchema } from '../../shared/agents/schemas.ts';
import { byIdInput } from '../../shared/validation.ts';
import { notFound } from '../errors.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc/init.ts';
import { AgentRepository } from './agent.repository.ts';

const AGENT_NOT_FOUND = 'Agent not found';

export const agentsRouter = router({
  list: publicProcedure.query(({ ctx }) => new AgentRepository(ctx.em).list()),

  byId: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const agent = await new AgentRepository(ctx.em).findById(input.id);
    if (!agent) throw notFound(AGENT_NOT_FOUND);
    return agent;
  }),

  create: protectedProcedure
    .input(agentInputSchema)
    .mutation(({ ctx, input }) => new AgentRepository(ctx.em).create(input)),

  update: protectedProcedure.input(agentUpdateSchema).mutation(async ({ ctx, input }) => {
    const agent = await new AgentRepository(ctx.em).update(input.id, input.data);
    if (!agent) throw notFound(AGENT_NOT_FOUND);
    return agent;
  }),

  delete: protectedProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    if (!(await new AgentRepository(ctx.em).delete(input.id))) throw notFound(AGENT_NOT_FOUND);
    return { success: true as const, id: input.id };
  }),
});
