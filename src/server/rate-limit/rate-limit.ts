import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryConfig } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Orm } from '../db/orm.ts';
import { RateLimitSchema } from './rate-limit.entity.ts';

interface CounterOptions {
  /** Prefix of this limit's keys; unique per limit. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** Where the counters live. Every limit of the app is built from one store. */
export interface RateLimitStore {
  counter(options: CounterOptions): RateLimiterAbstract;
}

/**
 * Counters in the app's PostgreSQL, shared by every app instance on that database. Queries go through the
 * ORM's own pool (one short statement each), so no second pool is opened.
 */
export function postgresRateLimitStore(orm: Orm): RateLimitStore {
  const connection = orm.em.getConnection();
  const client = { query: async (query: QueryConfig) => (await connection.getNativeClient()).query(query) };
  const tableName = orm.getMetadata(RateLimitSchema).tableName;
  return {
    counter: ({ name, points, durationSeconds }) =>
      new RateLimiterPostgres({
        storeClient: client,
        storeType: 'pool',
        tableName,
        // The migration made the table; purgeExpiredRateLimits runs on the app's own schedule.
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points,
        duration: durationSeconds,
      }),
  };
}

/** Counters in this process only: for command-line tools that never serve a request. */
export function memoryRateLimitStore(): RateLimitStore {
  return {
    counter: ({ name, points, durationSeconds }) =>
      new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
  };
}

/** Deletes the counters whose window has ended; returns how many. */
export function purgeExpiredRateLimits(em: EntityManager): Promise<number> {
  return em.nativeDelete(RateLimitSchema, { expire: { $lt: Date.now() } });
}

/** The seconds a refusal asks the client to wait: at least one. */
function secondsOf(refusal: RateLimiterRes): number {
  return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
}

/** A fixed budget of requests per key and window, e.g. the leads one address may send per minute. */
export class RequestLimit {
  private readonly counter: RateLimiterAbstract;

  constructor(store: RateLimitStore, options: { name: string; limit: number; windowSeconds: number }) {
    this.counter = store.counter({ name: options.name, points: options.limit, durationSeconds: options.windowSeconds });
  }

  /** Counts one request; resolves to the seconds to wait when it is over the limit, otherwise 0. */
  async hit(key: string): Promise<number> {
    try {
      await this.counter.consume(key);
      return 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return secondsOf(error);
      throw error;
    }
  }

  /** Gives back one counted request, e.g. one that turned out to cost nothing. */
  async giveBack(key: string): Promise<void> {
    await this.counter.reward(key, 1);
  }
}

/** Where a caller stands in its window: the numbers the RateLimit-* headers carry. */
export interface Meter {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the budget is whole again (at least one). */
  resetSeconds: number;
  /** Over the limit: this request is refused. */
  exceeded: boolean;
}

/** Large enough that the store never refuses by itself: `MeteredLimit` compares with each key's own limit. */
const UNCAPPED = 2 ** 31 - 1;

/**
 * Requests per key and window where each key has a budget of its own (an API key's requests a minute),
 * reporting what is left so the caller can be told before it is refused. Every request is counted,
 * refused ones too, in one atomic upsert.
 */
export class MeteredLimit {
  private readonly counter: RateLimiterAbstract;

  constructor(store: RateLimitStore, options: { name: string; windowSeconds: number }) {
    this.counter = store.counter({ name: options.name, points: UNCAPPED, durationSeconds: options.windowSeconds });
  }

  async take(key: string, limit: number): Promise<Meter> {
    const counted = await this.counter.consume(key);
    return {
      limit,
      remaining: Math.max(0, limit - counted.consumedPoints),
      resetSeconds: secondsOf(counted),
      exceeded: counted.consumedPoints > limit,
    };
  }
}

export interface EscalatingLimitOptions {
  /** Prefix of this limit's keys; unique per limit. */
  name: string;
  /** Attempts admitted at once, one after the other. */
  free: number;
  /** The wait after the first attempt beyond `free`; it doubles with every further attempt. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** How long attempts are remembered, from the first one. */
  windowSeconds: number;
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/**
 * Attempts per key with growing waits: `free` of them at once, then a wait of `firstDelaySeconds` after the
 * next one, doubling up to `maxDelaySeconds`. An attempt is counted when it is admitted, before the work it
 * guards is done, so parallel attempts cannot slip past the count while earlier ones are still running:
 * both counters are single atomic upserts.
 */
export class EscalatingLimit {
  private readonly attempts: RateLimiterAbstract;
  /** One admission per wait: a second attempt inside the window is refused. */
  private readonly gate: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly options: EscalatingLimitOptions,
  ) {
    this.attempts = store.counter({ name: options.name, points: 1, durationSeconds: options.windowSeconds });
    this.gate = store.counter({ name: `${options.name}-wait`, points: 1, durationSeconds: options.maxDelaySeconds });
  }

  async admit(key: string): Promise<Admission> {
    const { consumedPoints } = await this.attempts.penalty(key, 1);
    const beyondFree = consumedPoints - this.options.free;
    if (beyondFree <= 0) return { admitted: true };
    const delay = Math.min(this.options.firstDelaySeconds * 2 ** (beyondFree - 1), this.options.maxDelaySeconds);
    try {
      await this.gate.consume(key, 1, { customDuration: Math.max(1, Math.round(delay)) });
      return { admitted: true };
    } catch (error) {
      // A refused attempt was never made: only the ones that did their work make the next wait longer.
      await this.attempts.reward(key, 1);
      if (error instanceof RateLimiterRes) return { admitted: false, retryAfterSeconds: secondsOf(error) };
      throw error;
    }
  }

  /** Gives back one admitted attempt, e.g. one that was never made or that succeeded. */
  async giveBack(key: string): Promise<void> {
    await this.attempts.reward(key, 1);
  }

  /** Forgets every attempt and wait of `key`. */
  async reset(key: string): Promise<void> {
    await Promise.all([this.attempts.delete(key), this.gate.delete(key)]);
  }
}

/** Keys remembered for a while from the last time they were noted, e.g. the addresses an account signed in from. */
export class RememberedKeys {
  private readonly marks: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly options: { name: string; forSeconds: number },
  ) {
    this.marks = store.counter({ name: options.name, points: 1, durationSeconds: options.forSeconds });
  }

  /** Notes `key` (again): it is remembered for the full time from now. */
  async remember(key: string): Promise<void> {
    await this.marks.set(key, 1, this.options.forSeconds);
  }

  async has(key: string): Promise<boolean> {
    const mark = await this.marks.get(key);
    return mark !== null && mark.consumedPoints > 0;
  }
}
