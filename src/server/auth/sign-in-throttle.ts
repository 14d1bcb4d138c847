import { isIPv6 } from 'node:net';
import { TooManyRequestsError } from '../errors.ts';
import { EscalatingLimit, type EscalatingLimitOptions, type RateLimitStore } from '../rate-limit/rate-limit.ts';

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
}

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Three failures free, then waits of 1 s, 2 s, 4 s ... up to 15 min for one account from one address
 * (remembered for a day); fifty failures per hour from one address, then the same growing waits. Nothing is
 * counted per account alone: a flood from other addresses never keeps the owner out of their own address.
 */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccountAndAddress: { free: 3, firstDelaySeconds: 1, maxDelaySeconds: FIFTEEN_MINUTES, windowSeconds: 24 * 3600 },
  perAddress: { free: 50, firstDelaySeconds: 1, maxDelaySeconds: FIFTEEN_MINUTES, windowSeconds: 3600 },
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
  /** The password was right: the account's failures from this address are forgotten. */
  succeeded(): Promise<void>;
  /** The password was never checked (e.g. the server was busy): the attempt is given back. */
  notMade(): Promise<void>;
}

/**
 * Sign-in attempts counted per (account, address) and per address, in the shared rate-limit store, before
 * the password is checked. Changing a password and creating an account check the current password through
 * the same counts.
 */
export class SignInThrottle {
  private readonly perAccountAndAddress: EscalatingLimit;
  private readonly perAddress: EscalatingLimit;

  constructor(store: RateLimitStore, limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS) {
    this.perAccountAndAddress = new EscalatingLimit(store, { name: 'sign-in', ...limits.perAccountAndAddress });
    this.perAddress = new EscalatingLimit(store, { name: 'sign-in-address', ...limits.perAddress });
  }

  /** Counts an attempt before the password is checked; throws LoginThrottledError when it must wait. */
  async begin(username: string, clientIp: string): Promise<SignInAttempt> {
    const address = addressKey(clientIp);
    const pair = `${username.trim().toLowerCase()}|${address}`;
    const forPair = await this.perAccountAndAddress.admit(pair);
    if (!forPair.admitted) throw new LoginThrottledError(forPair.retryAfterSeconds);
    const forAddress = await this.perAddress.admit(address);
    if (!forAddress.admitted) {
      await this.perAccountAndAddress.giveBack(pair);
      throw new LoginThrottledError(forAddress.retryAfterSeconds);
    }
    return {
      succeeded: async () => {
        await Promise.all([this.perAccountAndAddress.reset(pair), this.perAddress.giveBack(address)]);
      },
      notMade: async () => {
        await Promise.all([this.perAccountAndAddress.giveBack(pair), this.perAddress.giveBack(address)]);
      },
    };
  }
}
