import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../staff/permissions.ts';
import { idSchema } from '../validation.ts';
import { passwordSchema } from '../auth/schemas.ts';

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose a role' });

/** Links a staff account to the agent it belongs to (or unlinks it, with null). */
export const staffAgentLinkInput = z.object({
  userId: idSchema,
  agentId: idSchema.nullable(),
});

export const staffRoleInput = z.object({ userId: idSchema, role: staffRoleSchema });

/** An owner allows (or no longer allows) a manager to export leads as CSV. */
export const staffLeadExportInput = z.object({ userId: idSchema, allowed: z.boolean() });

/** A password an owner sets for someone else: they must choose their own at their next sign-in. */
export const staffPasswordResetInput = z.object({ userId: idSchema, password: passwordSchema });

export const staffAccountInput = z.object({ userId: idSchema });

/** One of an account's sessions, named by a short reference (never its token or stored hash). */
export const staffSessionInput = z.object({
  userId: idSchema,
  ref: z.string().regex(/^[0-9a-f]{16}$/, { error: 'Unknown session' }),
});

/** A staff account as the console lists it, with the agent it belongs to. */
export interface StaffAccountView {
  id: number;
  username: string;
  agentId: number | null;
  agentName: string | null;
  role: StaffRole;
  canExportLeads: boolean;
  disabledAt: string | null;
  mustChangePassword: boolean;
  lastLoginAt: string | null;
}

export interface StaffSessionView {
  ref: string;
  createdAt: string;
  lastSeenAt: string;
  ipAddress: string | null;
}
