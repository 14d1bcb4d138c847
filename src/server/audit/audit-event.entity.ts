import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AuditAction, AuditDetails } from '../../shared/audit/schemas.ts';

/**
 * One line of the audit trail: who did what, when, from which address. Append-only: the database
 * refuses UPDATE and DELETE (a trigger) except the retention clean-up (audit-retention.ts). The
 * actor's id is a plain number, not a foreign key, since deleting an account must leave its events
 * untouched; the username is kept as text for the same reason.
 */
export const AuditEventSchema = defineEntity({
  name: 'AuditEvent',
  tableName: 'audit_events',
  properties: {
    id: p.integer().primary(),
    at: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    actorUserId: p.integer().nullable(),
    actorUsername: p.string().length(64).nullable().index(),
    action: p.string().length(40).index().$type<AuditAction>(),
    clientAddress: p.string().length(64).nullable(),
    subject: p.string().length(160),
    details: p.json<AuditDetails>(),
  },
});

export type AuditEvent = InferEntity<typeof AuditEventSchema>;
