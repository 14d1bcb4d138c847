import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { crontabOf, defineJob, taskListOf, type JobDefinition } from './define-job.ts';
import { enqueue } from './queue.ts';

const payload = z.object({ viewingId: z.number().int().positive(), hours: z.number().int() });

/** A job whose context is nothing: what is tested here is the payload check around its run. */
function reminderJob(run: JobDefinition<typeof payload, null>['run']): JobDefinition<typeof payload, null> {
  return { name: 'test_reminder', payload, run };
}

function fakeEntityManager() {
  return { execute: vi.fn(async (_sql: string, _params: unknown[]) => []) };
}

describe('queueing a job', () => {
  it('queues the checked payload under the job name, through the given EntityManager', async () => {
    const em = fakeEntityManager();
    const runAt = new Date('2026-12-01T08:00:00Z');
    await enqueue(
      em,
      reminderJob(async () => undefined),
      { viewingId: 4, hours: 24 },
      { runAt, jobKey: 'k' },
    );
    expect(em.execute).toHaveBeenCalledWith(expect.stringContaining('graphile_worker.add_job'), [
      'test_reminder',
      '{"viewingId":4,"hours":24}',
      runAt.toISOString(),
      'k',
    ]);
  });

  it('refuses a payload its schema rejects, naming the field, and queues nothing', async () => {
    const em = fakeEntityManager();
    const job = reminderJob(async () => undefined);
    // The types let a number through; the schema wants a positive whole one.
    await expect(enqueue(em, job, { viewingId: -4, hours: 24 })).rejects.toThrow(
      /^job test_reminder: cannot queue this payload: viewingId: /,
    );
    expect(em.execute).not.toHaveBeenCalled();
  });
});

describe('running a job', () => {
  it('runs with the parsed payload (keys the schema does not know, as a crontab run adds, are dropped)', async () => {
    const run = vi.fn(async () => undefined);
    const task = taskListOf([reminderJob(run)], null).test_reminder;
    await task?.({ viewingId: 4, hours: 2, _cron: { ts: 'x' } });
    expect(run).toHaveBeenCalledWith({ viewingId: 4, hours: 2 }, null);
  });

  it('fails a job whose queued payload the schema rejects, naming the field, without running it', async () => {
    const run = vi.fn(async () => undefined);
    const task = taskListOf([reminderJob(run)], null).test_reminder;
    expect(task).toBeDefined();
    await expect(task?.({ viewingId: '4', hours: 2 })).rejects.toThrow(
      /^job test_reminder: the queued payload is not valid: viewingId: /,
    );
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses two jobs of one name', () => {
    const job = reminderJob(async () => undefined);
    expect(() => taskListOf([job, job], null)).toThrow(/two jobs are named test_reminder/);
  });
});

describe('the crontab', () => {
  it('has one line per scheduled job, with its attempts when set', () => {
    const noop = async () => undefined;
    const jobs = [
      defineJob({ name: 'audit_retention', payload: z.object({}), run: noop, schedule: { cron: '30 3 * * *' } }),
      defineJob({ name: 'lead_reminder', payload: z.object({}), run: noop }),
      defineJob({
        name: 'database_backup',
        payload: z.object({}),
        run: noop,
        schedule: { cron: '15 2 * * *', maxAttempts: 3 },
      }),
    ];
    expect(crontabOf(jobs)).toBe('30 3 * * * audit_retention\n15 2 * * * database_backup ?max=3');
  });
});
