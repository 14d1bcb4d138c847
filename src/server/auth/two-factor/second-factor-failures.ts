import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import { RateLimitSchema } from '../../rate-limit/rate-limit.entity.ts';
import type { RateLimitStore } from '../../rate-limit/rate-limit.ts';

/** How a second step failed: an app code that is wrong, or right but already used, a recovery code, a passkey. */
export type SecondFactorFailure = 'wrong_code' | 'replayed_code' | 'wrong_recovery_code' | 'passkey_failed';

/** One burst of failures of an account: one audit event at its first failure, one more with the rest. */
export const BURST_MINUTES = 15;
const NAME = 'second-factor-failed';

/**
 * Wrong and replayed second steps in the audit trail, a burst (one account, one kind of failure, 15
 * minutes) as at most two events rather than one row per guess: the first failure at once (count 1),
 * so an owner sees an attack as it starts, and once the burst's window has ended, the failures after it
 * (count N) from the housekeeping (`reportEnded`). Audit rows are append-only, so the running count lives
 * in the rate-limit table, which several instances share.
 */
export class SecondFactorFailures {
  private readonly counter: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly audit: Pick<AuditTrail, 'record'>,
  ) {
    this.counter = store.counter({ name: NAME, points: Number.MAX_SAFE_INTEGER, durationSeconds: BURST_MINUTES * 60 });
  }

  /** Counts one failure of the account's second step; the first of a burst is recorded now. */
  async failed(
    em: EntityManager,
    account: { id: number; username: string },
    kind: SecondFactorFailure,
    clientIp: string,
  ): Promise<void> {
    const { consumedPoints } = await this.counter.penalty(`${account.id}:${kind}`, 1);
    if (consumedPoints !== 1) return;
    await this.audit.record(
      em,
      { user: null, clientIp },
      {
        action: 'auth.second_factor_failed',
        subject: `user ${account.id}`,
        username: account.username,
        details: { kind, count: 1 },
      },
    );
  }

  /**
   * Records the failures after the first of each burst whose window has ended, one event each, and
   * forgets the burst. A row is taken by one statement, so of several instances only one reports it.
   * Runs before the expired rate limits are purged (auth-hooks.ts).
   */
  async reportEnded(em: EntityManager, now = Date.now()): Promise<number> {
    const table = em.getMetadata(RateLimitSchema).tableName;
    const ended = await em.execute<Array<{ key: string; points: number; expire: string }>>(
      `delete from ${table} where key like ? and expire < ? returning key, points, expire`,
      [`${NAME}:%`, now],
    );
    let reported = 0;
    for (const { key, points, expire } of ended) {
      const [, userId, kind] = key.split(':');
      if (points <= 1 || !userId || !kind) continue;
      const until = new Date(Number(expire));
      const from = new Date(until.getTime() - BURST_MINUTES * 60_000);
      await this.audit.record(
        em,
        { user: null, clientIp: null },
        {
          action: 'auth.second_factor_failed',
          subject: `user ${userId}`,
          details: { kind, count: points - 1, from: from.toISOString(), until: until.toISOString() },
        },
      );
      reported += 1;
    }
    return reported;
  }
}
