import { z } from 'zod';
import type { MessageKind } from './message-kinds.ts';
import { OUTBOX_STATUSES, type OutboxStatus } from './outbox-statuses.ts';

export { OUTBOX_STATUSES, type OutboxStatus } from './outbox-statuses.ts';

export const outboxListInput = z
  .object({
    status: z.enum(OUTBOX_STATUSES, { error: 'Choose a status' }).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .default({ limit: 100, offset: 0 });

/** A message as the console lists it (without its rendered bodies). */
export interface OutboxMessageView {
  id: number;
  kind: MessageKind;
  recipient: string;
  subject: string;
  inquiryId: number | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface OutboxMessageDetail extends OutboxMessageView {
  html: string;
  text: string;
}

/** Why an address gets no marketing mail: its owner unsubscribed, or staff marked the person. */
export type SuppressionReason = 'unsubscribed' | 'do-not-contact';

export interface SuppressionView {
  email: string;
  reason: SuppressionReason;
  by: string | null;
  at: string;
}
