/** How many backups the daily run keeps: the newest of each of the last `daily` days that have one,
 * and the newest of each of the last `weekly` weeks (Monday to Sunday, UTC) that have one. */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday (UTC) that starts the ISO week of `at`. */
function weekOf(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/** Keeps the newest backup of each of the first `slots` distinct periods, newest first. */
function newestPerPeriod<T extends { at: Date }>(newestFirst: T[], periodOf: (at: Date) => string, slots: number) {
  const kept = new Set<T>();
  const periods = new Set<string>();
  for (const backup of newestFirst) {
    const period = periodOf(backup.at);
    if (periods.has(period)) continue;
    if (periods.size >= slots) break;
    periods.add(period);
    kept.add(backup);
  }
  return kept;
}

/**
 * The backups that retention removes. Periods are counted among the days and weeks that HAVE a
 * backup, not on the calendar: when backups stop succeeding, the old ones stay until new ones
 * replace them, and the newest backup is never removed.
 */
export function backupsToDelete<T extends { at: Date }>(backups: readonly T[], policy: RetentionPolicy): T[] {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<T>([
    ...newestPerPeriod(newestFirst, dayOf, Math.max(1, policy.daily)),
    ...newestPerPeriod(newestFirst, weekOf, policy.weekly),
  ]);
  return newestFirst.filter((backup) => !kept.has(backup));
}
