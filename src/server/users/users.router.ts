import {
  staffAccountInput,
  staffAgentLinkInput,
  staffLeadExportInput,
  staffPasswordResetInput,
  staffRoleInput,
  staffSessionInput,
} from '../../shared/users/schemas.ts';
import type { AuditAction } from '../../shared/audit/actions.ts';
import type { AuditDetails } from '../../shared/audit/schemas.ts';
import type { Context } from '../trpc/context.ts';
import { router, staffProcedure } from '../trpc/init.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { StaffAccountsService } from './staff-accounts.service.ts';
import { UserRepository } from './user.repository.ts';

/** Staff accounts: owners only (accounts are created with `auth.createUser`). */
const ownerProcedure = staffProcedure('staff.manage');

type OwnerContext = Context & { user: SessionUser };

/** Runs an owner's change to account `userId` with its audit event, in one transaction. */
function audited<T>(
  ctx: OwnerContext,
  userId: number,
  action: AuditAction,
  change: (accounts: StaffAccountsService) => Promise<T>,
  details?: AuditDetails,
): Promise<T> {
  return ctx.services.audit.recordWith(
    ctx,
    (em) => change(new StaffAccountsService(em, ctx.user)),
    () => ({ action, subject: `user ${userId}`, details }),
  );
}

export const usersRouter = router({
  /** Every staff account, with its role and the agent it belongs to. */
  list: ownerProcedure.query(({ ctx }) => new UserRepository(ctx.em).list()),

  linkAgent: ownerProcedure.input(staffAgentLinkInput).mutation(({ ctx, input }) =>
    ctx.services.audit.recordWith(
      ctx,
      (em) => new UserRepository(em).linkAgent(input.userId, input.agentId),
      () => ({ action: 'account.agent_linked', subject: `user ${input.userId}`, details: { agent: input.agentId } }),
    ),
  ),

  setRole: ownerProcedure.input(staffRoleInput).mutation(({ ctx, input }) =>
    audited(ctx, input.userId, 'account.role_changed', (accounts) => accounts.setRole(input.userId, input.role), {
      to: input.role,
    }),
  ),

  setLeadExport: ownerProcedure
    .input(staffLeadExportInput)
    .mutation(({ ctx, input }) =>
      audited(
        ctx,
        input.userId,
        'account.lead_export_changed',
        (accounts) => accounts.setLeadExport(input.userId, input.allowed),
        { allowed: input.allowed },
      ),
    ),

  resetPassword: ownerProcedure
    .input(staffPasswordResetInput)
    .mutation(({ ctx, input }) =>
      audited(ctx, input.userId, 'account.password_reset', (accounts) =>
        accounts.resetPassword(ctx.services.auth.passwordChecks, input.userId, input.password),
      ),
    ),

  disable: ownerProcedure
    .input(staffAccountInput)
    .mutation(({ ctx, input }) =>
      audited(ctx, input.userId, 'account.disabled', (accounts) => accounts.disable(input.userId)),
    ),

  enable: ownerProcedure
    .input(staffAccountInput)
    .mutation(({ ctx, input }) =>
      audited(ctx, input.userId, 'account.enabled', (accounts) => accounts.enable(input.userId)),
    ),

  delete: ownerProcedure
    .input(staffAccountInput)
    .mutation(({ ctx, input }) =>
      audited(ctx, input.userId, 'account.deleted', (accounts) => accounts.delete(input.userId)),
    ),

  /** The account's live sessions: when they began, when last used, from which address. */
  sessions: ownerProcedure
    .input(staffAccountInput)
    .query(({ ctx, input }) => new StaffAccountsService(ctx.em, ctx.user).sessions(input.userId)),

  endSession: ownerProcedure
    .input(staffSessionInput)
    .mutation(({ ctx, input }) =>
      audited(ctx, input.userId, 'account.session_ended', (accounts) => accounts.endSession(input.userId, input.ref)),
    ),
});
