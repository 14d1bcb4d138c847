import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A POST sent with an `Idempotency-Key`, and the answer it got: the same caller sending the same key
 * again within a day gets that answer back instead of a second run. The unique (caller, key) pair is
 * what lets only one of two simultaneous requests run.
 */
export const IdempotencyKeySchema = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    id: p.integer().primary(),
    /** Whose key it is: `key:<api key id>`, `user:<account id>` or `address:<client address>`. */
    caller: p.string().length(80),
    key: p.string().length(255),
    /**
     * The route it was sent to (`/api/viewings`), which tells what its answer holds: a person's erase
     * finds the answers that name their leads by it (idempotency-personal-data.ts).
     */
    route: p.string().length(200).nullable(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: p.string().length(64),
    /** Null while the first request runs. */
    status: p.integer().nullable(),
    contentType: p.string().length(100).nullable(),
    body: p.text().nullable(),
    createdAt: p.datetime().index(),
  },
  uniques: [{ properties: ['caller', 'key'] }],
});

export type IdempotencyKey = InferEntity<typeof IdempotencyKeySchema>;
