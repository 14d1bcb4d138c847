import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { StaffRole } from '../../shared/staff/permissions.ts';
import type { StaffAccountView, StaffSessionView } from '../../shared/users/schemas.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import type { PasswordChecks } from '../auth/password-checks.ts';
import { hashPassword } from '../auth/password.ts';
import { SessionSchema } from '../auth/session.entity.ts';
import { notFound, RefusedError } from '../errors.ts';
import { UserSchema, type User } from './user.entity.ts';
import { toStaffAccountView } from './user.repository.ts';

const ACCOUNT_NOT_FOUND = 'Staff account not found';
/** A session is named to the console by the start of its stored hash, never by the hash itself. */
const SESSION_REF_LENGTH = 16;

/**
 * What owners do to staff accounts. The agency always keeps one active owner: demoting, disabling or
 * deleting the last one is refused. Owners are locked while that is checked, so two owners demoting
 * each other at once cannot both succeed.
 */
export class StaffAccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly actor: SessionUser,
  ) {}

  async setRole(userId: number, role: StaffRole): Promise<StaffAccountView> {
    return this.change(userId, role === 'owner' ? null : 'demote', (user) => {
      user.role = role;
      // The export permission belongs to a manager; another role starts without it.
      if (role !== 'manager') user.canExportLeads = false;
    });
  }

  async setLeadExport(userId: number, allowed: boolean): Promise<StaffAccountView> {
    return this.change(userId, null, (user) => {
      if (user.role !== 'manager') throw new RefusedError('Lead export is granted to managers only');
      user.canExportLeads = allowed;
    });
  }

  /** Any role may be named Compliance Officer: the flag adds `compliance.manage` to what the role has. */
  async setComplianceOfficer(userId: number, granted: boolean): Promise<StaffAccountView> {
    return this.change(userId, null, (user) => {
      user.complianceOfficer = granted;
    });
  }

  /** A password an owner chose; the account signs in with it once and must choose its own. */
  async resetPassword(passwordChecks: PasswordChecks, userId: number, password: string): Promise<StaffAccountView> {
    const hash = await passwordChecks.run(() => hashPassword(password));
    const view = await this.change(userId, null, (user) => {
      user.password = hash;
      user.mustChangePassword = true;
    });
    await this.em.nativeDelete(SessionSchema, { user: userId });
    return view;
  }

  /** A disabled account is signed out everywhere at once and cannot sign in. */
  async disable(userId: number): Promise<StaffAccountView> {
    if (userId === this.actor.id) throw new RefusedError('You cannot disable your own account');
    const view = await this.change(userId, 'disable', (user) => {
      user.disabledAt ??= new Date();
    });
    await this.em.nativeDelete(SessionSchema, { user: userId });
    return view;
  }

  async enable(userId: number): Promise<StaffAccountView> {
    return this.change(userId, null, (user) => {
      user.disabledAt = null;
    });
  }

  async delete(userId: number): Promise<{ success: true; id: number }> {
    if (userId === this.actor.id) throw new RefusedError('You cannot delete your own account');
    await this.em.transactional(async (tem) => {
      const user = await this.lockedAccount(tem, userId, 'delete');
      // Its sessions go with it (on delete cascade); its notes on leads keep their text.
      tem.remove(user);
    });
    return { success: true, id: userId };
  }

  async sessions(userId: number): Promise<StaffSessionView[]> {
    if (!(await this.em.count(UserSchema, { id: userId }))) throw notFound(ACCOUNT_NOT_FOUND);
    const sessions = await this.em.find(
      SessionSchema,
      { user: userId, expiresAt: { $gt: new Date() } },
      { orderBy: { lastSeenAt: 'desc' } },
    );
    return sessions.map((session) => ({
      ref: session.id.slice(0, SESSION_REF_LENGTH),
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      ipAddress: session.ipAddress ?? null,
    }));
  }

  async endSession(userId: number, ref: string): Promise<{ success: true }> {
    const ended = await this.em.nativeDelete(SessionSchema, { user: userId, id: { $like: `${ref}%` } });
    if (ended === 0) throw notFound('Session not found');
    return { success: true };
  }

  /** Applies `edit` to the account in a transaction that refuses to leave the agency without an active owner. */
  private async change(
    userId: number,
    ownerLoss: 'demote' | 'disable' | null,
    edit: (user: User) => void,
  ): Promise<StaffAccountView> {
    await this.em.transactional(async (tem) => {
      const user = await this.lockedAccount(tem, userId, ownerLoss);
      edit(user);
    });
    const user = await this.em.findOneOrFail(UserSchema, { id: userId }, { populate: ['agent'], refresh: true });
    return toStaffAccountView(user);
  }

  /** The account, locked, with every active owner locked too when the change could remove the last one. */
  private async lockedAccount(
    tem: EntityManager,
    userId: number,
    ownerLoss: 'demote' | 'disable' | 'delete' | null,
  ): Promise<User> {
    // Owners first, in one order, then the account: two owners changing each other wait, not deadlock.
    const owners = ownerLoss
      ? await tem.find(
          UserSchema,
          { role: 'owner', disabledAt: null },
          { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
        )
      : [];
    const user = await tem.findOne(UserSchema, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw notFound(ACCOUNT_NOT_FOUND);
    if (ownerLoss && user.role === 'owner' && !user.disabledAt && owners.every((owner) => owner.id === user.id)) {
      throw new RefusedError(`The last active owner cannot be ${LOSS_WORDS[ownerLoss]}`);
    }
    return user;
  }
}

const LOSS_WORDS = { demote: 'demoted', disable: 'disabled', delete: 'deleted' } as const;
