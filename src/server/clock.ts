/**
 * The time "overdue", "due today" and the reminders read (issue #45): one clock in Services, so a
 * test sets it instead of waiting for a due time. Real time unless `set`; only tests set it.
 */
export class Clock {
  #fixed: Date | null = null;

  now(): Date {
    return this.#fixed ? new Date(this.#fixed) : new Date();
  }

  /** Stops the clock at `at` (null: back to real time). */
  set(at: Date | null): void {
    this.#fixed = at ? new Date(at) : null;
  }
}
