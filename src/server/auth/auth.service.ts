import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { ConflictError, RefusedError, WrongCredentialsError } from '../errors.ts';
import { memoryRateLimitStore } from '../rate-limit/rate-limit.ts';
import type { StaffRole } from '../../shared/staff/permissions.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { toSessionUser, type ResolvedSession, type SessionUser } from './session-user.ts';
import { UserRepository } from '../users/user.repository.ts';
import { PasswordChecks, PasswordChecksBusyError } from './password-checks.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { SessionSchema } from './session.entity.ts';
import { SignInThrottle, type SignInAttemptOptions } from './sign-in-throttle.ts';

export { LoginThrottledError } from './sign-in-throttle.ts';

export type { ResolvedSession, SessionUser } from './session-user.ts';

/** Said only once the password and any second factor have passed (sign-in-steps.ts): before, it is a wrong password. */
export const ACCOUNT_DISABLED = 'This account has been disabled';

export interface AuthServiceOptions {
  idleMinutes: number;
  secureCookies: boolean;
  /** A session ends this long after sign-in however active it is. */
  absoluteHours?: number;
  /** Counts of sign-in attempts; without one they are kept in this process only (command-line tools). */
  throttle?: SignInThrottle;
  passwordChecks?: PasswordChecks;
  /** How often expired sessions and rate-limit counters are deleted. */
  purgeIntervalMs?: number;
}

/** The session cookie over HTTPS: `__Host-` makes the browser refuse it unless Secure, host-only, Path=/. */
export const SECURE_SESSION_COOKIE = '__Host-ssr_session';
export const SESSION_COOKIE = 'ssr_session';

/** Touch a session at most once a minute, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const HOUR_MS = 3600 * 1000;

/** How a token is stored: a database copy names no live session (shared with the sign-in challenges). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function wrongCurrentPassword(): RefusedError {
  return new RefusedError('Current password is incorrect');
}

export class AuthService {
  readonly throttle: SignInThrottle;
  readonly passwordChecks: PasswordChecks;
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly options: AuthServiceOptions) {
    this.throttle = options.throttle ?? new SignInThrottle(memoryRateLimitStore());
    this.passwordChecks = options.passwordChecks ?? new PasswordChecks();
  }

  get sessionCookieName(): string {
    return this.options.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  }

  get purgeIntervalMs(): number {
    return this.options.purgeIntervalMs ?? 10 * 60 * 1000;
  }

  cookieOptions(): CookieSerializeOptions {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secureCookies,
      maxAge: this.options.idleMinutes * 60,
    };
  }

  /** The first step of a sign-in: the account whose password this is, or WrongCredentialsError. */
  async verifyCredentials(
    em: EntityManager,
    credentials: { username: string; password: string },
    clientIp: string,
    attempt: SignInAttemptOptions = {},
  ): Promise<User> {
    const user = await em.findOne(UserSchema, { username: credentials.username });
    let rightPassword = false;
    // A disabled account's right password counts as a wrong one, in the answer and in the throttle's
    // counts, so neither tells a guesser it was right (the hash runs either way): only a passed second
    // factor as well earns the truth.
    const valid = await this.checkPassword(
      credentials.username,
      clientIp,
      async () => {
        const { password } = credentials;
        rightPassword = user ? await verifyPassword(password, user.password) : await this.dummyCheck(password);
        return rightPassword && !user?.disabledAt;
      },
      attempt,
    );
    if (rightPassword && user?.disabledAt && attempt.secondFactorPassed)
      throw new WrongCredentialsError(ACCOUNT_DISABLED);
    if (!user || !valid) throw new WrongCredentialsError('Invalid username or password');

    if (needsRehash(user.password)) await this.upgradeHash(user, credentials.password);
    return user;
  }

  /**
   * A new session for an account that has proved who it is (a password, and a second step if it has
   * one); `clientIp` becomes one of the account's known addresses, which its sign-in limit does not hold.
   */
  async openSession(
    em: EntityManager,
    user: User,
    previousSessionId: string | null,
    clientIp: string,
  ): Promise<{ user: SessionUser; token: string }> {
    if (previousSessionId) await em.nativeDelete(SessionSchema, { id: previousSessionId });
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    em.create(SessionSchema, {
      id: tokenHash(token),
      user,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: this.expiryFrom(now, now),
      ipAddress: clientIp.slice(0, 45),
    });
    user.lastLoginAt = now;
    await em.flush();
    await this.throttle.signedIn(user.username, clientIp);
    return { user: toSessionUser(user), token };
  }

  async logout(em: EntityManager, sessionId: string | null): Promise<void> {
    if (sessionId) await em.nativeDelete(SessionSchema, { id: sessionId });
  }

  /**
   * The live session a cookie token names, extending it on use up to its absolute end; expired ones
   * are removed.
   */
  async resolveSession(em: EntityManager, token: string): Promise<ResolvedSession | null> {
    if (token.length < 20 || token.length > 100) return null;
    const id = tokenHash(token);
    const session = await em.findOne(SessionSchema, { id }, { populate: ['user'] });
    if (!session) return null;
    const now = new Date();
    if (session.user.disabledAt || session.expiresAt <= now || this.absoluteEndOf(session.createdAt) <= now) {
      await em.nativeDelete(SessionSchema, { id });
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await em.nativeUpdate(
        SessionSchema,
        { id },
        { lastSeenAt: now, expiresAt: this.expiryFrom(now, session.createdAt) },
      );
    }
    return { id, user: toSessionUser(session.user) };
  }

  /** A new staff account, from the shell or at start (no current password to ask for there). */
  async createUser(
    em: EntityManager,
    username: string,
    password: string,
    account: { role: StaffRole; agentId?: number | null; mustChangePassword?: boolean } = { role: 'owner' },
  ): Promise<User> {
    const existing = await em.count(UserSchema, { username });
    if (existing > 0) throw new ConflictError(`A user named ${username} already exists`);
    const hash = await this.passwordChecks.run(() => hashPassword(password));
    const user = em.create(UserSchema, {
      username,
      password: hash,
      createdAt: new Date(),
      role: account.role,
      agent: account.agentId ?? null,
      mustChangePassword: account.mustChangePassword ?? false,
    });
    await em.flush();
    return user;
  }

  /** A staff member adds an account: their own current password first, counted like a sign-in. */
  async createUserAs(
    em: EntityManager,
    actor: SessionUser,
    currentPassword: string,
    clientIp: string,
    account: { username: string; password: string; role: StaffRole; agentId: number | null },
  ): Promise<User> {
    await this.confirmCurrentPassword(em, actor, currentPassword, clientIp);
    if (account.agentId) await new UserRepository(em).agentToLink(account.agentId, null);
    return this.createUser(em, account.username, account.password, account);
  }

  /** The current password is counted like a sign-in; the other sessions of the account are ended. */
  async changePassword(
    em: EntityManager,
    actor: SessionUser,
    currentPassword: string,
    newPassword: string,
    clientIp: string,
    keepSessionId: string | null,
  ): Promise<void> {
    const user = await this.confirmCurrentPassword(em, actor, currentPassword, clientIp);
    user.password = await this.passwordChecks.run(() => hashPassword(newPassword));
    user.mustChangePassword = false;
    await em.flush();
    await em.nativeDelete(SessionSchema, { user: user.id, ...(keepSessionId ? { id: { $ne: keepSessionId } } : {}) });
  }

  /** Deletes sessions past their idle or absolute end; returns how many. */
  async removeExpiredSessions(em: EntityManager): Promise<number> {
    const now = Date.now();
    return em.nativeDelete(SessionSchema, {
      $or: [{ expiresAt: { $lte: new Date(now) } }, { createdAt: { $lte: new Date(now - this.absoluteMs) } }],
    });
  }

  private get absoluteMs(): number {
    return (this.options.absoluteHours ?? 12) * HOUR_MS;
  }

  private absoluteEndOf(createdAt: Date): Date {
    return new Date(createdAt.getTime() + this.absoluteMs);
  }

  /** Idle time from now, but never past the absolute end. */
  private expiryFrom(now: Date, createdAt: Date): Date {
    const idleEnd = now.getTime() + this.options.idleMinutes * 60 * 1000;
    return new Date(Math.min(idleEnd, this.absoluteEndOf(createdAt).getTime()));
  }

  /**
   * Counts the attempt (sign-in-throttle.ts) first, then checks in the bounded queue, a trusted attempt
   * ahead; a right password forgets the account's failures from this address.
   */
  private async checkPassword(
    username: string,
    clientIp: string,
    check: () => Promise<boolean>,
    options: SignInAttemptOptions = {},
  ): Promise<boolean> {
    const attempt = await this.throttle.begin(username, clientIp, options);
    let valid: boolean;
    try {
      valid = await this.passwordChecks.run(check, { trusted: attempt.trusted });
    } catch (error) {
      await (error instanceof PasswordChecksBusyError ? attempt.refusedForLoad() : attempt.notMade());
      throw error;
    }
    if (valid) await attempt.succeeded();
    return valid;
  }

  /** The signed-in staff member's own password, counted like a sign-in; RefusedError when wrong. */
  async confirmCurrentPassword(
    em: EntityManager,
    actor: SessionUser,
    currentPassword: string,
    clientIp: string,
  ): Promise<User> {
    const user = await em.findOneOrFail(UserSchema, { id: actor.id });
    const valid = await this.checkPassword(user.username, clientIp, () =>
      verifyPassword(currentPassword, user.password),
    );
    if (!valid) throw wrongCurrentPassword();
    return user;
  }

  /** A sign-in that found no user costs the same as one that did, so timing does not tell them apart. */
  private async dummyCheck(password: string): Promise<boolean> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await this.dummyHash);
    return false;
  }

  /** Re-hashes an older hash with today's parameters; a busy server leaves it for the next sign-in. */
  private async upgradeHash(user: User, password: string): Promise<void> {
    try {
      user.password = await this.passwordChecks.run(() => hashPassword(password));
    } catch (error) {
      if (!(error instanceof PasswordChecksBusyError)) throw error;
    }
  }
}
