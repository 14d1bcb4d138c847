import type { SessionUser } from '../../src/server/auth/auth.service.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import type { StaffRole } from '../../src/shared/staff/permissions.ts';
import type { AppClient } from './app-client.ts';
import type { TestApp } from './test-app.ts';

export interface StaffAccount {
  user: SessionUser;
  password: string;
  /** A client signed in as this account (the typed procedures, REST and pages, with its session cookie). */
  client: AppClient;
  /** The cookie header of that session, for requests built by hand. */
  cookie: string;
}

/** Signs in over HTTP as the named account; the cookie header of its session. */
export async function signInAs(t: TestApp, username: string, password: string): Promise<string> {
  return (await t.staff({ username, password })).cookieHeader();
}

/** A staff account of `role` in the database (optionally linked to an agent or allowed to export), signed in. */
export async function staffAccount(
  t: TestApp,
  username: string,
  role: StaffRole,
  options: { agentId?: number | null; canExportLeads?: boolean; complianceOfficer?: boolean } = {},
): Promise<StaffAccount> {
  const password = `${username}-password-long`;
  const em = t.orm.em.fork();
  const created = await t.services.auth.createUser(em, username, password, { role, agentId: options.agentId });
  if (options.canExportLeads) await em.nativeUpdate(UserSchema, { id: created.id }, { canExportLeads: true });
  if (options.complianceOfficer) await em.nativeUpdate(UserSchema, { id: created.id }, { complianceOfficer: true });
  const user: SessionUser = {
    id: created.id,
    username,
    agentId: options.agentId ?? null,
    role,
    canExportLeads: options.canExportLeads ?? false,
    complianceOfficer: options.complianceOfficer ?? false,
    mustChangePassword: false,
  };
  const client = await t.staff({ username, password });
  return { user, password, client, cookie: client.cookieHeader() };
}
