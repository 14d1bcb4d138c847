import type { StaffGrant, StaffRole } from '../../shared/staff/permissions.ts';
import type { User } from '../users/user.entity.ts';

export interface SessionUser {
  id: number;
  username: string;
  /** The agent this account belongs to: its "My leads" are the leads assigned to that agent. */
  agentId: number | null;
  role: StaffRole;
  /** A manager may export leads as CSV only when an owner allowed it. */
  canExportLeads: boolean;
  /**
   * An owner named this account Compliance Officer (`compliance.manage` whatever its role). Optional
   * so that a user built without it (an API key's, a test's) is simply not one: deny by default.
   */
  complianceOfficer?: boolean;
  /** Set by a password reset: until changed, the account may only choose a new password. */
  mustChangePassword: boolean;
  /** Set when an API key, not a session, stands for this account (src/server/api-keys/). */
  apiKey?: StaffGrant['apiKey'];
}

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    agentId: user.agent?.id ?? null,
    role: user.role,
    canExportLeads: user.canExportLeads,
    complianceOfficer: user.complianceOfficer,
    mustChangePassword: user.mustChangePassword,
  };
}

export interface ResolvedSession {
  id: string;
  user: SessionUser;
}
