import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The counters of rate-limiter-flexible's PostgreSQL store, in the shape it reads and writes. It lives in
 * the app's own database so that every app instance counts against the same budget; the migration creates
 * it, so the library never issues DDL at run time.
 */
export const RateLimitSchema = defineEntity({
  name: 'RateLimit',
  tableName: 'rate_limits',
  properties: {
    /** `<limit name>:<key>`, e.g. `lead:203.0.113.7`. */
    key: p.string().length(255).primary(),
    points: p.integer().default(0),
    /** When the window ends, in epoch milliseconds; expired rows are purged on a schedule. */
    expire: p.bigint('number').nullable().index(),
  },
});

export type RateLimit = InferEntity<typeof RateLimitSchema>;
