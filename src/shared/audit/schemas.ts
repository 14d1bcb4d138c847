import { z } from 'zod';
import { plainText } from '../validation.ts';

/**
 * Every action the audit trail records: a closed list, so the console can filter on it and a typo in
 * a call is a type error. To record a new kind of action, add its name here (and its label in
 * `src/web/features/audit/audit-labels.ts`), then call `services.audit.record` where it happens.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_changed',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.recovery_codes_generated',
  'auth.passkey_added',
  'auth.passkey_removed',
  'account.created',
  'account.role_changed',
  'account.password_reset',
  'account.disabled',
  'account.enabled',
  'account.deleted',
  'account.session_ended',
  'leads.csv_exported',
  'privacy.searched',
  'privacy.exported',
  'privacy.erased',
  'settings.changed',
  'integration.changed',
  'listing.published',
  'listing.withdrawn',
  'listing.permit_changed',
  'listing.deleted',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'Choose an action' });

/**
 * What an event's details may hold: counts, ids, filters, names of fields or settings. Never a
 * password, token, TOTP secret or recovery code, and no personal data beyond an id.
 */
export type AuditDetailValue = string | number | boolean | null | readonly string[] | readonly number[];
export type AuditDetails = Readonly<Record<string, AuditDetailValue>>;

/** Events one page of the console lists at most. */
export const AUDIT_PAGE_SIZE_MAX = 200;

export const auditListInput = z
  .object({
    action: auditActionSchema.optional(),
    /** The username of who acted (or, for a failed sign-in, who was tried), matched from its start. */
    actor: plainText(64).optional(),
    /** Text anywhere in the subject, e.g. "inquiry 42". */
    subject: plainText(120).optional(),
    from: z.iso.date({ error: 'Choose a date' }).optional(),
    to: z.iso.date({ error: 'Choose a date' }).optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    path: ['to'],
    error: 'The end date is before the start date',
  })
  .default({ limit: 50, offset: 0 });

export type AuditListInput = z.input<typeof auditListInput>;

export interface AuditEventView {
  id: number;
  at: string;
  actorUserId: number | null;
  actorUsername: string | null;
  action: AuditAction;
  clientAddress: string | null;
  subject: string;
  details: AuditDetails;
}

export interface AuditEventPage {
  items: AuditEventView[];
  total: number;
}
