/**
 * The statuses of an outbox message, kept free of zod so the console's route tree (which every page
 * loads) can check its search parameter without the validation library (see ./outbox.ts).
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'held', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
