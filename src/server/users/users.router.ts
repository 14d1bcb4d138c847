import { staffAgentLinkInput } from '../../shared/users/schemas.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { UserRepository } from './user.repository.ts';

export const usersRouter = router({
  /** Every staff account, with the agent it belongs to. */
  list: protectedProcedure.query(({ ctx }) => new UserRepository(ctx.em).list()),

  linkAgent: protectedProcedure
    .input(staffAgentLinkInput)
    .mutation(({ ctx, input }) => new UserRepository(ctx.em).linkAgent(input.userId, input.agentId)),
});
