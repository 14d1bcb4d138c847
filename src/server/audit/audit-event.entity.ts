import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AuditAction, AuditDetails } from '../../shared/audit/schemas.ts';

/**
 * What the row trigger lets through: a DELETE in a transaction that names the retention
 * (`audit.retention_days`, at least 30) of a row older than it; the retention clean-up
 * (audit-retention.ts) is the one caller that sets it.
 */
const APPEND_ONLY = `if tg_op = 'DELETE' and coalesce(nullif(current_setting('audit.retention_days', true), '')::int, 0) >= 30 and old.at < now() - make_interval(days => nullif(current_setting('audit.retention_days', true), '')::int) then return old; end if; raise exception 'audit_events is append-only: % refused', tg_op using errcode = 'insufficient_privilege';`;

/**
 * One line of the audit trail: who did what, when, from which address. Append-only: the database
 * refuses UPDATE and DELETE (a trigger, declared here so that a generated migration keeps it) except
 * the retention clean-up's DELETE of old rows, and TRUNCATE. The actor's id is a plain number, not a
 * foreign key, since deleting an account must leave its events untouched; the username is kept as
 * text for the same reason.
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
  // TRUNCATE is refused by a statement trigger the migration adds; it is not declared here, since
  // PostgreSQL does not list TRUNCATE triggers where the schema generator looks, which would then
  // create it again in every generated migration.
  triggers: [
    { name: 'append_only', timing: 'before', events: ['update', 'delete'], forEach: 'row', body: APPEND_ONLY },
  ],
});

export type AuditEvent = InferEntity<typeof AuditEventSchema>;
