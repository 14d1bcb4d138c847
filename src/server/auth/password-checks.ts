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
}

/**
 * Every password hash and check of the app runs through here, so a burst of sign-ins queues (boundedly)
 * instead of occupying every core and the memory of the server.
 */
export class PasswordChecks {
  private readonly queue: PQueue;

  constructor(private readonly options: PasswordChecksOptions = { concurrency: 2, maxWaiting: 16 }) {
    this.queue = new PQueue({ concurrency: options.concurrency });
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.queue.size >= this.options.maxWaiting) return Promise.reject(new PasswordChecksBusyError());
    return this.queue.add(work);
  }
}
