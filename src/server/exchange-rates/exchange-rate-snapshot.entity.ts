import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The last good answers of the rate service, so a failing upstream still leaves rates to show. */
export const ExchangeRateSnapshotSchema = defineEntity({
  name: 'ExchangeRateSnapshot',
  tableName: 'exchange_rate_snapshots',
  properties: {
    id: p.integer().primary(),
    base: p.string().length(3),
    rates: p.json<Record<string, number>>(),
    fetchedAt: p.datetime().index(),
  },
});

export type ExchangeRateSnapshot = InferEntity<typeof ExchangeRateSnapshotSchema>;
