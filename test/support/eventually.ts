import { vi } from 'vitest';

/**
 * The one way a test waits for something the app does in its own time (a job, a mail, a restart):
 * `check` is retried until it returns without throwing (an `expect` inside it, or a thrown error
 * naming what is missing), and its value is returned. Time limits are generous because the machine
 * running the suite is slow and shared; a real failure still shows `check`'s last error.
 */
export function eventually<T>(
  check: () => T | Promise<T>,
  { timeout = 30_000, interval = 100, message }: { timeout?: number; interval?: number; message?: string } = {},
): Promise<T> {
  return vi.waitFor(check, { timeout, interval, message });
}

/** `value` when it is there: a thrown error (retried by `eventually`) while it is still undefined, null or false. */
export function present<T>(value: T | undefined | null | false, what: string): T {
  if (value === undefined || value === null || value === false) throw new Error(`${what}: not yet`);
  return value;
}
