import { AsyncLocalStorage } from 'node:async_hooks';
import { TooManyRequestsError } from '../errors.ts';
import { addressKey } from '../auth/sign-in-throttle.ts';
import { memoryRateLimitStore, RequestLimit } from '../rate-limit/rate-limit.ts';

/** How the public read now running was answered, as the public read cache notes it. */
interface ReadAnswer {
  fromCache: number;
  fromDatabase: number;
}

const currentRead = new AsyncLocalStorage<ReadAnswer>();

/** The public read cache answered from memory (`fromCache`) or had to load (`fromDatabase`). */
export function notePublicRead(fromCache: boolean): void {
  const answer = currentRead.getStore();
  if (!answer) return;
  if (fromCache) answer.fromCache += 1;
  else answer.fromDatabase += 1;
}

/**
 * A per-address budget of anonymous public reads that reach the database: a read answered wholly by the
 * public read cache is given back, so browsing the site costs nothing while a flood of distinct uncached
 * reads (ids that do not exist, say) is refused with 429. Counted in this process's memory: the budget
 * protects this instance's database pool, and a shared counter would cost a write per read.
 */
export class PublicReadBudget {
  private readonly limit: RequestLimit;

  constructor(perMinute: number) {
    this.limit = new RequestLimit(memoryRateLimitStore(), {
      name: 'public-read',
      limit: perMinute,
      windowSeconds: 60,
    });
  }

  /** Runs `read` for `clientIp` within its budget; throws TooManyRequestsError past it. */
  async spend<T>(clientIp: string, read: () => Promise<T>): Promise<T> {
    const address = addressKey(clientIp);
    const wait = await this.limit.hit(address);
    if (wait > 0) throw new TooManyRequestsError(wait, 'Too many requests. Please try again in a minute.');
    const answer: ReadAnswer = { fromCache: 0, fromDatabase: 0 };
    try {
      return await currentRead.run(answer, read);
    } finally {
      if (answer.fromCache > 0 && answer.fromDatabase === 0) await this.limit.giveBack(address);
    }
  }
}
