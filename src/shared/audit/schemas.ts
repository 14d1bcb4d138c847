import { z } from 'zod';
import { plainText } from '../validation.ts';
import { AUDIT_ACTIONS, type AuditAction } from './actions.ts';

export { AUDIT_ACTIONS, type AuditAction };

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
    /** Text anywhere in the subject ("inquiry 42") or in the name of its record (a username, a residence title). */
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

/**
 * The record an event's subject names, as it is when the trail is read: its username, residence
 * title, agent's or endpoint's name; `deleted` when the record is gone (a deleted account keeps the
 * username it acted under, if it ever did, else null).
 */
export interface AuditSubjectName {
  name: string | null;
  deleted: boolean;
}

export interface AuditEventView {
  id: number;
  at: string;
  actorUserId: number | null;
  actorUsername: string | null;
  action: AuditAction;
  clientAddress: string | null;
  subject: string;
  /** The subject's record named; null for a subject that names no record ("settings", "leads CSV"). */
  subjectName: AuditSubjectName | null;
  details: AuditDetails;
  /** Names of the records details point at by id ("agent" -> the agent's name), where they still exist. */
  detailNames: Record<string, string>;
}

export interface AuditEventPage {
  items: AuditEventView[];
  total: number;
}
