import {
  staffAccountInput,
  staffAgentLinkInput,
  staffLeadExportInput,
  staffPasswordResetInput,
  staffRoleInput,
  staffSessionInput,
} from '../../shared/users/schemas.ts';
import { router, staffProcedure } from '../trpc/init.ts';
import { StaffAccountsService } from './staff-accounts.service.ts';
import { UserRepository } from './user.repository.ts';

/** Staff accounts: owners only (accounts are created with `auth.createUser`). */
const ownerProcedure = staffProcedure('staff.manage');

export const usersRouter = router({
  /** Every staff account, with its role and the agent it belongs to. */
  list: ownerProcedure.query(({ ctx }) => new UserRepository(ctx.em).list()),

  linkAgent: ownerProcedure
    .input(staffAgentLinkInput)
    .mutation(({ ctx, input }) => new UserRepository(ctx.em).linkAgent(input.userId, input.agentId)),

  setRole: ownerProcedure
    .input(staffRoleInput)
    .mutation(({ ctx, input }) => new StaffAccountsService(ctx.em, ctx.user).setRole(input.userId, input.role)),

  setLeadExport: ownerProcedure
    .input(staffLeadExportInput)
    .mutation(({ ctx, input }) =>
      new StaffAccountsService(ctx.em, ctx.user).setLeadExport(input.userId, input.allowed),
    ),

  resetPassword: ownerProcedure
    .input(staffPasswordResetInput)
    .mutation(({ ctx, input }) =>
      new StaffAccountsService(ctx.em, ctx.user).resetPassword(
        ctx.services.auth.passwordChecks,
        input.userId,
        input.password,
      ),
    ),

  disable: ownerProcedure
    .input(staffAccountInput)
    .mutation(({ ctx, input }) => new StaffAccountsService(ctx.em, ctx.user).disable(input.userId)),

  enable: ownerProcedure
    .input(staffAccountInput)
    .mutation(({ ctx, input }) => new StaffAccountsService(ctx.em, ctx.user).enable(input.userId)),

  delete: ownerProcedure
    .input(staffAccountInput)
    .mutation(({ ctx, input }) => new StaffAccountsService(ctx.em, ctx.user).delete(input.userId)),

  /** The account's live sessions: when they began, when last used, from which address. */
  sessions: ownerProcedure
    .input(staffAccountInput)
    .query(({ ctx, input }) => new StaffAccountsService(ctx.em, ctx.user).sessions(input.userId)),

  endSession: ownerProcedure
    .input(staffSessionInput)
    .mutation(({ ctx, input }) => new StaffAccountsService(ctx.em, ctx.user).endSession(input.userId, input.ref)),
});
