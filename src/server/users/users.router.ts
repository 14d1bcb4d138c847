import {
  ownEmailInput,
  staffAccountInput,
  staffAgentLinkInput,
  staffConfirmedAccountInput,
  staffComplianceOfficerInput,
  staffLeadExportInput,
  staffPasswordResetInput,
  staffRoleInput,
  staffSessionInput,
  verifyEmailInput,
} from '../../shared/users/schemas.ts';
import type { AuditAction } from '../../shared/audit/actions.ts';
import type { AuditDetails } from '../../shared/audit/schemas.ts';
import type { Context } from '../trpc/context.ts';
import { router, staffProcedure } from '../trpc/init.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { RefusedError } from '../errors.ts';
import { AccountEmails } from './account-email.tsx';
import { StaffAccountsService } from './staff-accounts.service.ts';
import { UserRepository } from './user.repository.ts';

/** Staff accounts: owners only (accounts are created with `auth.createUser`); an account's own address: itself. */
const ownerProcedure = staffProcedure('staff.manage');
const ownProcedure = staffProcedure('account.own');

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

/**
 * The acting owner's own password, asked before a change that could lock someone out (a role change,
 * disabling, deleting), as account creation asks it: counted like a sign-in; a wrong one is refused,
 * recorded, and changes nothing.
 */
async function confirmOwner(ctx: OwnerContext, currentPassword: string, userId: number, change: string) {
  try {
    await ctx.services.auth.confirmCurrentPassword(ctx.em, ctx.user, currentPassword, ctx.clientIp);
  } catch (error) {
    if (error instanceof RefusedError) {
      await ctx.services.audit.record(ctx.em, ctx, {
        action: 'account.password_confirmation_failed',
        subject: `user ${userId}`,
        details: { change },
      });
    }
    throw error;
  }
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

  setRole: ownerProcedure.input(staffRoleInput).mutation(async ({ ctx, input }) => {
    await confirmOwner(ctx, input.currentPassword, input.userId, 'role');
    return audited(
      ctx,
      input.userId,
      'account.role_changed',
      (accounts) => accounts.setRole(input.userId, input.role),
      {
        to: input.role,
      },
    );
  }),

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

  setComplianceOfficer: ownerProcedure
    .input(staffComplianceOfficerInput)
    .mutation(({ ctx, input }) =>
      audited(
        ctx,
        input.userId,
        'account.compliance_officer_changed',
        (accounts) => accounts.setComplianceOfficer(input.userId, input.granted),
        { granted: input.granted },
      ),
    ),

  resetPassword: ownerProcedure
    .input(staffPasswordResetInput)
    .mutation(({ ctx, input }) =>
      audited(ctx, input.userId, 'account.password_reset', (accounts) =>
        accounts.resetPassword(ctx.services.auth.passwordChecks, input.userId, input.password),
      ),
    ),

  disable: ownerProcedure.input(staffConfirmedAccountInput).mutation(async ({ ctx, input }) => {
    await confirmOwner(ctx, input.currentPassword, input.userId, 'disable');
    return audited(ctx, input.userId, 'account.disabled', (accounts) => accounts.disable(input.userId));
  }),

  enable: ownerProcedure
    .input(staffAccountInput)
    .mutation(({ ctx, input }) =>
      audited(ctx, input.userId, 'account.enabled', (accounts) => accounts.enable(input.userId)),
    ),

  delete: ownerProcedure.input(staffConfirmedAccountInput).mutation(async ({ ctx, input }) => {
    await confirmOwner(ctx, input.currentPassword, input.userId, 'delete');
    return audited(ctx, input.userId, 'account.deleted', (accounts) => accounts.delete(input.userId));
  }),

  /** The account's live sessions: when they began, when last used, from which address. */
  sessions: ownerProcedure
    .input(staffAccountInput)
    .query(({ ctx, input }) => new StaffAccountsService(ctx.em, ctx.user).sessions(input.userId)),

  endSession: ownerProcedure
    .input(staffSessionInput)
    .mutation(({ ctx, input }) =>
      audited(ctx, input.userId, 'account.session_ended', (accounts) => accounts.endSession(input.userId, input.ref)),
    ),

  /** The signed-in account's own address (Account screen), and whether owners' notices reach anyone but the leads inbox. */
  ownEmail: ownProcedure.query(({ ctx }) => new AccountEmails(ctx.em, ctx.services.mail).view(ctx.user.id)),

  /** Sends a link to a new address of the signed-in account; it is used once the link is opened. */
  setOwnEmail: ownProcedure.input(ownEmailInput).mutation(async ({ ctx, input }) => {
    await ctx.services.audit.recordWith(
      ctx,
      (em) => new AccountEmails(em, ctx.services.mail).request(ctx.user.id, input.email),
      (entry) => entry,
    );
    return new AccountEmails(ctx.em, ctx.services.mail).view(ctx.user.id);
  }),

  /** The link's landing: only the account it was sent for, signed in, can open it. */
  verifyEmail: ownProcedure.input(verifyEmailInput).mutation(async ({ ctx, input }) => {
    await ctx.services.audit.recordWith(
      ctx,
      (em) => new AccountEmails(em, ctx.services.mail).verify(ctx.user.id, input.token),
      (entry) => entry,
    );
    return new AccountEmails(ctx.em, ctx.services.mail).view(ctx.user.id);
  }),
});
