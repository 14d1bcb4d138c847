import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_LIMITS } from '../../src/server/auth/sign-in-throttle.ts';
import { statusOf } from '../support/app-client.ts';
import {
  ADMIN,
  faultScenario,
  percentile,
  report,
  startApp,
  withDeadline,
  type FaultApp,
} from '../support/fault-harness.ts';

/**
 * The two sign-in findings of the penetration test, against the built app behind a trusted proxy (each
 * attacker address is an X-Forwarded-For): guesses at the owner's password spread over many addresses, and a
 * flood of sign-ins for unknown users that kept the owner out with 503s. A guess counts as checked when it
 * is answered 401: the app only says "wrong password" after hashing it (a refusal unchecked is a 429 or 503,
 * and takes no hashing time, which the latencies show).
 */

const PORT = 3641;
const PG_PORT = 24641;
const OWNER_ADDRESS = '198.51.100.7';

let app: FaultApp;

faultScenario(PG_PORT, async (database) => {
  app = await startApp(PORT, database, { TRUST_PROXY: '127.0.0.1', SEED_DEMO_CONTENT: 'false' });
});

interface Answer {
  status: number;
  ms: number;
}

async function login(username: string, password: string, address: string): Promise<Answer> {
  const started = performance.now();
  const status = await statusOf(app.staff({ username, password }, { 'x-forwarded-for': address }));
  return { status, ms: performance.now() - started };
}

function countByStatus(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * Guesses the account's own limit lets through in `seconds`: the free ones, the one that starts the first
 * wait, and one more each time a wait (doubling) has run out.
 */
function accountAllowanceWithin(seconds: number): number {
  const { free, firstDelaySeconds, maxDelaySeconds } = DEFAULT_SIGN_IN_LIMITS.perAccount;
  let admitted = free + 1;
  let waited = 0;
  for (let delay = firstDelaySeconds; waited + delay <= seconds; delay = Math.min(delay * 2, maxDelaySeconds)) {
    waited += delay;
    admitted += 1;
  }
  return admitted;
}

describe('sign-in under distributed guessing and floods', () => {
  it('checks no more guesses than the account allows when 20 addresses guess 3 times each', async () => {
    // The owner has signed in from their office before.
    expect((await login(ADMIN.username, ADMIN.password, OWNER_ADDRESS)).status).toBe(200);
    const started = performance.now();
    const guesses = (
      await Promise.all(
        Array.from({ length: 20 }, async (_, a) => {
          const answers: Answer[] = [];
          for (let g = 0; g < 3; g += 1) {
            answers.push(await login(ADMIN.username, `guess-${a}-${g}`, `203.0.113.${a + 1}`));
          }
          return answers;
        }),
      )
    ).flat();
    const seconds = (performance.now() - started) / 1000;
    const checked = guesses.filter(({ status }) => status === 401);
    const refused = guesses.filter(({ status }) => status !== 401);
    const allowance = accountAllowanceWithin(seconds);
    const ownerAtOffice = await login(ADMIN.username, ADMIN.password, OWNER_ADDRESS);
    const ownerElsewhere = await login(ADMIN.username, ADMIN.password, '198.51.100.99');
    report('sign-in: distributed guessing', {
      guesses: guesses.length,
      statuses: countByStatus(guesses),
      checked: checked.length,
      allowance,
      seconds: seconds.toFixed(1),
      checkedMedianMs: percentile(
        checked.map(({ ms }) => ms),
        50,
      ),
      refusedMedianMs: percentile(
        refused.map(({ ms }) => ms),
        50,
      ),
      ownerAtOffice: ownerAtOffice.status,
      ownerFromNewAddress: ownerElsewhere.status,
    });
    expect(checked.length).toBeLessThanOrEqual(allowance);
    expect(guesses.every(({ status }) => status === 401 || status === 429)).toBe(true);
    expect(ownerAtOffice.status).toBe(200);
    // The account is under attack: a sign-in from an address it never used waits like the guesses.
    expect(ownerElsewhere.status).toBe(429);
  });

  it('leaves at least 19 of 20 owner sign-ins succeeding while 40 addresses flood sign-in for unknown users', async () => {
    let flooding = true;
    const flood: Answer[] = [];
    const attackers = Array.from({ length: 40 }, async (_, a) => {
      for (let n = 0; flooding; n += 1)
        flood.push(await login(`nobody-${a}-${n}`, 'not-a-password', `100.64.0.${a + 1}`));
    });
    // The flood is under way before the owner tries.
    await expect.poll(() => flood.length, { timeout: 30_000 }).toBeGreaterThan(100);
    const owner: Answer[] = [];
    try {
      for (let i = 0; i < 20; i += 1) owner.push(await login(ADMIN.username, ADMIN.password, OWNER_ADDRESS));
    } finally {
      flooding = false;
    }
    await withDeadline('the flood ends', 60_000, Promise.all(attackers));
    const succeeded = owner.filter(({ status }) => status === 200).length;
    report('sign-in: flood', {
      floodRequests: flood.length,
      floodStatuses: countByStatus(flood),
      ownerSucceeded: `${succeeded}/20`,
      ownerStatuses: countByStatus(owner),
      ownerP50Ms: percentile(
        owner.map(({ ms }) => ms),
        50,
      ),
      ownerMaxMs: percentile(
        owner.map(({ ms }) => ms),
        100,
      ),
    });
    expect(succeeded).toBeGreaterThanOrEqual(19);
  });
});
