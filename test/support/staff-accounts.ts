import type { SessionUser } from '../../src/server/auth/auth.service.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import type { StaffRole } from '../../src/shared/staff/permissions.ts';
import type { TestApp } from './test-app.ts';

export interface StaffAccount {
  user: SessionUser;
  password: string;
  /** The cookie header of a signed-in session of this account. */
  cookie: string;
}

/** Signs in over HTTP as the named account; the cookie header of its session. */
export async function signInAs(t: TestApp, username: string, password: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/trpc/auth.login', payload: { username, password } });
  const cookie = response.cookies.find((c) => c.name === 'ssr_session');
  if (!cookie) throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** A staff account of `role` in the database (optionally linked to an agent or allowed to export), signed in. */
export async function staffAccount(
  t: TestApp,
  username: string,
  role: StaffRole,
  options: { agentId?: number | null; canExportLeads?: boolean } = {},
): Promise<StaffAccount> {
  const password = `${username}-password-long`;
  const em = t.orm.em.fork();
  const created = await t.services.auth.createUser(em, username, password, { role, agentId: options.agentId });
  if (options.canExportLeads) await em.nativeUpdate(UserSchema, { id: created.id }, { canExportLeads: true });
  const user: SessionUser = {
    id: created.id,
    username,
    agentId: options.agentId ?? null,
    role,
    canExportLeads: options.canExportLeads ?? false,
    mustChangePassword: false,
  };
  return { user, password, cookie: await signInAs(t, username, password) };
}
