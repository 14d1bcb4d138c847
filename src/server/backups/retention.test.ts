import { describe, expect, it } from 'vitest';
import { backupName, backupTime } from './backup-store.ts';
import { backupsToDelete } from './retention.ts';

const policy = { daily: 7, weekly: 4 };

/** Nightly backups at 02:15 UTC for `days` days up to 2026-11-27 (a Friday), newest last. */
function nightly(days: number, until = '2026-11-27'): { at: Date }[] {
  const end = new Date(`${until}T02:15:00Z`).getTime();
  return Array.from({ length: days }, (_, i) => ({ at: new Date(end - (days - 1 - i) * 86_400_000) }));
}

const kept = (backups: { at: Date }[], rules = policy) => {
  const gone = new Set(backupsToDelete(backups, rules));
  return backups.filter((backup) => !gone.has(backup)).map((backup) => backup.at.toISOString().slice(0, 10));
};

describe('backup retention', () => {
  it('keeps the last 7 days and the newest of each of the last 4 weeks', () => {
    expect(kept(nightly(60))).toEqual([
      // Sundays that end the two weeks before the daily ones (ISO weeks start on Monday)...
      '2026-11-08',
      '2026-11-15',
      // ...and the seven nights; the newest of this week and last week are among them.
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('keeps the newest of a day with several backups', () => {
    const morning = { at: new Date('2026-11-27T02:15:00Z') };
    const byHand = { at: new Date('2026-11-27T11:40:00Z') };
    expect(backupsToDelete([morning, byHand], policy)).toEqual([morning]);
  });

  it('counts days that have a backup, so a month of failures deletes nothing and the only backup stays', () => {
    const old = nightly(7, '2026-10-20');
    expect(backupsToDelete(old, policy)).toEqual([]);
    const only = [{ at: new Date('2025-01-01T02:15:00Z') }];
    expect(backupsToDelete(only, { daily: 1, weekly: 0 })).toEqual([]);
  });

  it('follows the configured numbers, never keeping fewer than one', () => {
    expect(kept(nightly(30), { daily: 2, weekly: 0 })).toEqual(['2026-11-26', '2026-11-27']);
    expect(kept(nightly(30), { daily: 0, weekly: 0 })).toEqual(['2026-11-27']);
    expect(kept(nightly(30), { daily: 1, weekly: 3 })).toEqual(['2026-11-15', '2026-11-22', '2026-11-27']);
  });

  it('reads back the time a backup is named by, and no other file', () => {
    const at = new Date('2026-11-27T02:15:07.042Z');
    expect(backupName(at)).toBe('sixsenses-20261127-021507-042Z.backup.gz');
    expect(backupTime(backupName(at))).toEqual(at);
    expect(backupTime('sixsenses-20261127-021507-042Z.backup.gz.partial')).toBeNull();
    expect(backupTime('notes.txt')).toBeNull();
  });
});
