import PQueue from 'p-queue';
import { ServerBusyError } from '../errors.ts';

/** Refused because the queue of password checks is full: the server is busy, not the client at fault. */
export class PasswordChecksBusyError extends ServerBusyError {
  constructor() {
    super(1, 'The server is busy. Please try again in a moment.');
  }
}

export interface PasswordChecksOptions {
  /** Checks hashing at once; each holds ~19 MiB and a thread of libuv's pool of four. */
  concurrency: number;
  /** Checks allowed to wait for a slot; beyond this a check is refused at once. */
  maxWaiting: number;
  /**
   * Extra waiting places only a trusted sign-in may take (an address that signed in to the account before,
   * or a passed second factor), which also goes ahead of the others: a flood cannot keep the owner out.
   */
  reservedForTrusted?: number;
}

const RESERVED_FOR_TRUSTED = 8;

/**
 * Every password hash and check of the app runs through here, so a burst of sign-ins queues (boundedly)
 * instead of occupying every core and the memory of the server.
 */
export class PasswordChecks {
  private readonly queue: PQueue;

  constructor(private readonly options: PasswordChecksOptions = { concurrency: 2, maxWaiting: 16 }) {
    this.queue = new PQueue({ concurrency: options.concurrency });
  }

  run<T>(work: () => Promise<T>, options: { trusted?: boolean } = {}): Promise<T> {
    const room =
      this.options.maxWaiting + (options.trusted ? (this.options.reservedForTrusted ?? RESERVED_FOR_TRUSTED) : 0);
    if (this.queue.size >= room) return Promise.reject(new PasswordChecksBusyError());
    return this.queue.add(work, { priority: options.trusted ? 1 : 0 });
  }
}
