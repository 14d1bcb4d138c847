import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthService } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { SessionSchema } from '../auth/session.entity.ts';
import { NotFoundError } from '../errors.ts';
import { UserSchema, type User } from './user.entity.ts';

/**
 * Accounts set from outside the console: at start (the first owner) and from the shell (a new
 * password for someone locked out). Nobody signed in asks for these, so no current password is checked.
 */

/** Sets a new password and signs the account out everywhere; returns the account. */
export async function setPassword(
  auth: AuthService,
  em: EntityManager,
  username: string,
  password: string,
): Promise<User> {
  const user = await em.findOne(UserSchema, { username });
  if (!user) throw new NotFoundError(`No user named ${username}`);
  user.password = await auth.passwordChecks.run(() => hashPassword(password));
  await em.flush();
  await em.nativeDelete(SessionSchema, { user: user.id });
  return user;
}

/**
 * At start: with ADMIN_USERNAME/ADMIN_PASSWORD make sure that account exists with that password;
 * with no users at all and no password given, create `admin` with a random one to print once.
 */
export async function ensureAdmin(
  auth: AuthService,
  em: EntityManager,
  username?: string,
  password?: string,
): Promise<{ username: string; generatedPassword?: string } | null> {
  const name = username ?? 'admin';
  if (password) {
    const user = await em.findOne(UserSchema, { username: name });
    if (!user) await auth.createUser(em, name, password);
    else if (!(await verifyPassword(password, user.password))) await setPassword(auth, em, name, password);
    return { username: name };
  }
  if ((await em.count(UserSchema, {})) > 0) return null;
  const generatedPassword = randomBytes(12).toString('base64url');
  await auth.createUser(em, name, generatedPassword);
  return { username: name, generatedPassword };
}
