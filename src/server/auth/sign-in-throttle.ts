import { isIPv6 } from 'node:net';
import { TooManyRequestsError } from '../errors.ts';
import {
  EscalatingLimit,
  RememberedKeys,
  type EscalatingLimitOptions,
  type RateLimitStore,
} from '../rate-limit/rate-limit.ts';

export class LoginThrottledError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'Too many sign-in attempts. Try again later.');
  }
}

export interface SignInLimits {
  /** One account from one address: a few free tries, then growing waits; a success starts over. */
  perAccountAndAddress: Omit<EscalatingLimitOptions, 'name'>;
  /** One address over every account: a larger budget, then growing waits. */
  perAddress: Omit<EscalatingLimitOptions, 'name'>;
  /**
   * One account over every address it has not signed in from before: guesses spread over many addresses
   * share this budget. The owner's own addresses and a passed second factor are not held by it.
   */
  perAccount: Omit<EscalatingLimitOptions, 'name'>;
  /** How long an address that signed in to an account stays known to it, from its last sign-in. */
  knownAddressDays: number;
}

const FIFTEEN_MINUTES = 15 * 60;
const DAY = 24 * 3600;

/**
 * Three failures free, then waits of 1 s, 2 s, 4 s ... up to 15 min for one account from one address
 * (remembered for a day); fifty failures per hour from one address, then the same growing waits; ten
 * failures a day for one account from addresses it never signed in from, then the same growing waits. An
 * address that signed in to the account in the last 90 days is not held by the account's count, so a flood
 * from elsewhere never keeps the owner out from their usual address.
 */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccountAndAddress: { free: 3, firstDelaySeconds: 1, maxDelaySeconds: FIFTEEN_MINUTES, windowSeconds: DAY },
  perAddress: { free: 50, firstDelaySeconds: 1, maxDelaySeconds: FIFTEEN_MINUTES, windowSeconds: 3600 },
  perAccount: { free: 10, firstDelaySeconds: 1, maxDelaySeconds: FIFTEEN_MINUTES, windowSeconds: DAY },
  knownAddressDays: 90,
};

/**
 * The address a limit counts: IPv4 as is, IPv6 by its /64 network, because one subscriber usually holds a
 * whole /64 and could otherwise take a fresh address for every try.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** One admitted sign-in attempt: already counted; report how it ended. */
export interface SignInAttempt {
  /**
   * Not held by the account's own count: from an address that signed in to it before, or after a passed
   * second factor. Such an attempt also goes ahead of others in the queue of password checks.
   */
  readonly trusted: boolean;
  /** The password was right: the account's failures from this address are forgotten. */
  succeeded(): Promise<void>;
  /**
   * Refused because the password checks were busy: given back to the account, but still counted against
   * the address, so a flood that keeps the server busy spends its own budget.
   */
  refusedForLoad(): Promise<void>;
  /** The password was never checked for another reason: the attempt is given back. */
  notMade(): Promise<void>;
}

export interface SignInAttemptOptions {
  /**
   * The account's second factor (TOTP, recovery code, passkey) was verified for this attempt: the
   * account's own limit does not hold it, as it does not hold an address that signed in before.
   */
  secondFactorPassed?: boolean;
  /**
   * The attempt checks the second factor itself (an app code typed with the password): counted per
   * account and address and per address, but not by the account's own limit, which it exists to get past.
   */
  secondFactorCheck?: boolean;
}

/**
 * Sign-in attempts counted per (account, address), per account from unknown addresses and per address, in
 * the shared rate-limit store, before the password is checked. Changing a password and creating an account
 * check the current password through the same counts.
 */
export class SignInThrottle {
  private readonly perAccountAndAddress: EscalatingLimit;
  private readonly perAccount: EscalatingLimit;
  private readonly perAddress: EscalatingLimit;
  private readonly knownAddresses: RememberedKeys;

  constructor(store: RateLimitStore, limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
    this.perAccountAndAddress = new EscalatingLimit(store, { name: 'sign-in', ...limits.perAccountAndAddress });
    this.perAccount = new EscalatingLimit(store, { name: 'sign-in-account', ...limits.perAccount });
    this.perAddress = new EscalatingLimit(store, { name: 'sign-in-address', ...limits.perAddress });
    this.knownAddresses = new RememberedKeys(store, {
      name: 'sign-in-known',
      forSeconds: limits.knownAddressDays * DAY,
    });
  }

  /** Counts an attempt before the password is checked; throws LoginThrottledError when it must wait. */
  async begin(username: string, clientIp: string, options: SignInAttemptOptions = {}): Promise<SignInAttempt> {
    const address = addressKey(clientIp);
    const account = accountKey(username);
    const pair = `${account}|${address}`;
    const trusted =
      options.secondFactorPassed === true ||
      options.secondFactorCheck === true ||
      (await this.knownAddresses.has(pair));
    const admitted: Array<{ limit: EscalatingLimit; key: string }> = [];
    const giveBack = async (which: typeof admitted) => {
      await Promise.all(which.map(({ limit, key }) => limit.giveBack(key)));
    };
    const stages = [
      { limit: this.perAccountAndAddress, key: pair },
      ...(trusted ? [] : [{ limit: this.perAccount, key: account }]),
      { limit: this.perAddress, key: address },
    ];
    for (const stage of stages) {
      const admission = await stage.limit.admit(stage.key);
      if (!admission.admitted) {
        await giveBack(admitted);
        throw new LoginThrottledError(admission.retryAfterSeconds);
      }
      admitted.push(stage);
    }
    return {
      trusted,
      succeeded: async () => {
        // The pair starts over; the account and the address get this attempt back (it was no guess).
        await Promise.all([this.perAccountAndAddress.reset(pair), giveBack(admitted.slice(1))]);
      },
      refusedForLoad: () => giveBack(admitted.filter(({ limit }) => limit !== this.perAddress)),
      notMade: () => giveBack(admitted),
    };
  }

  /**
   * Notes that `username` signed in from `clientIp` (every step done, second factor included): from then on
   * that address is not held by the account's own count.
   */
  async signedIn(username: string, clientIp: string): Promise<void> {
    await this.knownAddresses.remember(`${accountKey(username)}|${addressKey(clientIp)}`);
  }
}

function accountKey(username: string): string {
  return username.trim().toLowerCase();
}
