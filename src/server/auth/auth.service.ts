import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { RateLimiter } from '../rate-limiter.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { SessionSchema } from './session.entity.ts';

export interface SessionUser {
  id: number;
  username: string;
}

export interface ResolvedSession {
  id: string;
  user: SessionUser;
}

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Touch a session at most once a minute, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class LoginThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many sign-in attempts. Try again later.');
  }
}

export class AuthService {
  private readonly failuresByAddress: RateLimiter;
  private readonly failuresByAccount: RateLimiter;
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly options: {
      idleMinutes: number;
      secureCookies: boolean;
      maxFailuresPerAddress?: number;
      maxFailuresPerAccount?: number;
    },
  ) {
    this.failuresByAddress = new RateLimiter(options.maxFailuresPerAddress ?? 20, FAILURE_WINDOW_MS);
    this.failuresByAccount = new RateLimiter(options.maxFailuresPerAccount ?? 8, FAILURE_WINDOW_MS);
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

  /**
   * Checks the credentials and opens a new session (the previous one, if any, is ended: the token
   * rotates at every sign-in). Wrong username and wrong password fail alike.
   */
  async login(
    em: EntityManager,
    credentials: { username: string; password: string },
    clientIp: string,
    previousSessionId: string | null,
  ): Promise<{ user: SessionUser; token: string }> {
    const accountKey = credentials.username.toLowerCase();
    const wait = Math.max(this.failuresByAddress.blockedFor(clientIp), this.failuresByAccount.blockedFor(accountKey));
    if (wait > 0) throw new LoginThrottledError(wait);

    const user = await em.findOne(UserSchema, { username: credentials.username });
    const valid = user
      ? await verifyPassword(credentials.password, user.password)
      : (await verifyPassword(credentials.password, await this.getDummyHash()), false);
    if (!user || !valid) {
      this.failuresByAddress.hit(clientIp);
      this.failuresByAccount.hit(accountKey);
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Invalid username or password' });
    }
    this.failuresByAccount.reset(accountKey);

    if (previousSessionId) await em.nativeDelete(SessionSchema, { id: previousSessionId });
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    em.create(SessionSchema, {
      id: tokenHash(token),
      user,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: this.expiryFrom(now),
    });
    user.lastLoginAt = now;
    await em.flush();
    return { user: { id: user.id, username: user.username }, token };
  }

  async logout(em: EntityManager, sessionId: string | null): Promise<void> {
    if (sessionId) await em.nativeDelete(SessionSchema, { id: sessionId });
  }

  /** The live session a cookie token names, extending it on use; expired ones are removed. */
  async resolveSession(em: EntityManager, token: string): Promise<ResolvedSession | null> {
    if (token.length < 20 || token.length > 100) return null;
    const id = tokenHash(token);
    const session = await em.findOne(SessionSchema, { id }, { populate: ['user'] });
    if (!session) return null;
    const now = new Date();
    if (session.expiresAt <= now) {
      await em.nativeDelete(SessionSchema, { id });
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await em.nativeUpdate(SessionSchema, { id }, { lastSeenAt: now, expiresAt: this.expiryFrom(now) });
    }
    return { id, user: { id: session.user.id, username: session.user.username } };
  }

  async createUser(em: EntityManager, username: string, password: string): Promise<User> {
    const existing = await em.count(UserSchema, { username });
    if (existing > 0) throw new TRPCError({ code: 'CONFLICT', message: `A user named ${username} already exists` });
    const user = em.create(UserSchema, { username, password: await hashPassword(password), createdAt: new Date() });
    await em.flush();
    return user;
  }

  /** Sets a new password and signs the account out everywhere. */
  async setPassword(em: EntityManager, username: string, password: string): Promise<void> {
    const user = await em.findOne(UserSchema, { username });
    if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: `No user named ${username}` });
    user.password = await hashPassword(password);
    await em.flush();
    await em.nativeDelete(SessionSchema, { user: user.id });
  }

  async changePassword(
    em: EntityManager,
    userId: number,
    currentPassword: string,
    newPassword: string,
    keepSessionId: string | null,
  ): Promise<void> {
    const user = await em.findOneOrFail(UserSchema, { id: userId });
    if (!(await verifyPassword(currentPassword, user.password))) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Current password is incorrect' });
    }
    user.password = await hashPassword(newPassword);
    await em.flush();
    await em.nativeDelete(SessionSchema, { user: user.id, ...(keepSessionId ? { id: { $ne: keepSessionId } } : {}) });
  }

  /**
   * At start: with ADMIN_USERNAME/ADMIN_PASSWORD make sure that account exists with that password;
   * with no users at all and no password given, create `admin` with a random one to print once.
   */
  async ensureAdmin(
    em: EntityManager,
    username?: string,
    password?: string,
  ): Promise<{ username: string; generatedPassword?: string } | null> {
    if (password) {
      const name = username ?? 'admin';
      const user = await em.findOne(UserSchema, { username: name });
      if (!user) await this.createUser(em, name, password);
      else if (!(await verifyPassword(password, user.password))) await this.setPassword(em, name, password);
      return { username: name };
    }
    if ((await em.count(UserSchema, {})) > 0) return null;
    const name = username ?? 'admin';
    const generatedPassword = randomBytes(12).toString('base64url');
    await this.createUser(em, name, generatedPassword);
    return { username: name, generatedPassword };
  }

  async removeExpiredSessions(em: EntityManager): Promise<number> {
    return em.nativeDelete(SessionSchema, { expiresAt: { $lte: new Date() } });
  }

  private expiryFrom(now: Date): Date {
    return new Date(now.getTime() + this.options.idleMinutes * 60 * 1000);
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
