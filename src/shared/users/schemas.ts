import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../staff/permissions.ts';
import { idSchema } from '../validation.ts';
import { currentPasswordSchema, passwordSchema, staffEmailSchema } from '../auth/schemas.ts';

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose a role' });

/** Links a staff account to the agent it belongs to (or unlinks it, with null). */
export const staffAgentLinkInput = z.object({
  userId: idSchema,
  agentId: idSchema.nullable(),
});

/** A role change, confirmed with the acting owner's own password (demoting an owner is one). */
export const staffRoleInput = z.object({
  userId: idSchema,
  role: staffRoleSchema,
  currentPassword: currentPasswordSchema,
});

/** An owner allows (or no longer allows) a manager to export leads as CSV. */
export const staffLeadExportInput = z.object({ userId: idSchema, allowed: z.boolean() });
export const staffComplianceOfficerInput = z.object({ userId: idSchema, granted: z.boolean() });

/** A password an owner sets for someone else: they must choose their own at their next sign-in. */
export const staffPasswordResetInput = z.object({ userId: idSchema, password: passwordSchema });

export const staffAccountInput = z.object({ userId: idSchema });

/** Disabling or deleting an account, confirmed with the acting owner's own password. */
export const staffConfirmedAccountInput = staffAccountInput.extend({ currentPassword: currentPasswordSchema });

/** The signed-in account's own e-mail address: a link goes to it, and it is used once opened. */
export const ownEmailInput = z.object({ email: staffEmailSchema });

/** The token of a verification link (base64url of 32 random bytes). */
export const verifyEmailInput = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not valid' }),
});

/** The signed-in account's address as the Account screen shows it. */
export interface OwnEmailView {
  /** The verified address: security notices go here (owners). */
  email: string | null;
  /** An address waiting for its link to be opened, and until when the link works. */
  pendingEmail: string | null;
  pendingUntil: string | null;
  /** Whether any owner has a verified address; if none, notices go to the agency's leads inbox. */
  noticesToLeadsInbox: boolean;
}

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
  complianceOfficer: boolean;
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
