import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { SuppressionReason } from '../../shared/mail/outbox.ts';

/**
 * An address that must get no marketing mail again: its owner unsubscribed, or staff marked the
 * person "do not contact". Kept lower-cased so one person is one row whatever case they typed.
 */
export const SuppressionSchema = defineEntity({
  name: 'Suppression',
  tableName: 'suppressions',
  properties: {
    email: p.string().length(254).primary(),
    reason: p.string().length(20).$type<SuppressionReason>(),
    /** The staff member's username, or null when the recipient did it themselves. */
    by: p.string().length(120).nullable(),
    at: p.datetime().onCreate(() => new Date()),
  },
});

export type Suppression = InferEntity<typeof SuppressionSchema>;
