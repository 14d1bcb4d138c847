import { Logger, makeWorkerUtils, run, type Runner, type WorkerUtils } from 'graphile-worker';
import pg from 'pg';
import { crontabOf, taskListOf, type JobContext, type JobDefinition } from './define-job.ts';

export interface JobWorkerOptions {
  /** What every job's run receives: the app's Services, the ORM and the log. */
  context: JobContext;
  jobs: readonly JobDefinition[];
  /** A job locked longer than this belongs to a process that died (MAIL_STALE_LOCK_SECONDS). */
  staleLockSeconds: number;
  /** Jobs run at once by this instance. */
  concurrency?: number;
}

export interface JobWorker {
  /** Whether the job runner is up (it restarts by itself after a database outage). */
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * The app's one job runner (every job of registry.ts): graphile-worker takes each job under a lock,
 * so of several app instances one runs it.
 */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const { context, jobs, staleLockSeconds } = options;
  const { orm, log } = context;
  const taskList = taskListOf(jobs, context);
  const crontab = crontabOf(jobs);

  const connectionString = orm.config.get('clientUrl');
  const pool = new pg.Pool({ connectionString, max: 4, connectionTimeoutMillis: 5_000 });
  // An idle client's error (the database restarting) must not crash the process; the worker reconnects.
  const lost = (error: Error) => log.warn({ err: error }, 'job queue: database connection lost');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const logger = new Logger(() => (level, message, meta) => {
    if (level === 'error') log.error({ meta }, `job queue: ${message}`);
    else if (level === 'warning') log.warn({ meta }, `job queue: ${message}`);
  });

  for (const job of jobs) await job.onWorkerStart?.(context);

  // graphile-worker stops its pool for good when it cannot record a job's outcome (the database
  // went away mid-job) and rejects the runner's promise, which unhandled would end the process. The
  // worker keeps going instead: the runner is started again once the database answers, and the job
  // it could not release comes back through the stale-lock sweep below.
  let runner: Runner | null = null;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  async function startRunner(attempt = 0): Promise<void> {
    if (stopping) return;
    try {
      const started = await run({
        pgPool: pool,
        taskList,
        crontab,
        concurrency: options.concurrency ?? 4,
        noHandleSignals: true,
        pollInterval: 1_000,
        logger,
        // Without batching, graphile-worker records a job's outcome in a promise nobody awaits, so
        // a database outage at that moment is an unhandled rejection (the process ends). Batched
        // (with no added delay), the failure retries and then stops the runner, restarted below.
        preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
      });
      runner = started;
      started.promise.catch((error: unknown) => {
        if (runner === started) runner = null;
        if (stopping) return;
        log.warn({ err: error }, 'job queue: worker stopped on an error; starting it again');
        scheduleRestart(0);
      });
    } catch (error) {
      if (attempt === 0 && !runner) log.warn({ err: error }, 'job queue: worker could not start; trying again');
      scheduleRestart(attempt + 1);
    }
  }
  function scheduleRestart(attempt: number): void {
    if (stopping) return;
    restartTimer = setTimeout(() => void startRunner(attempt), Math.min(1_000 * 2 ** attempt, 30_000));
    restartTimer.unref();
  }
  await startRunner();
  const utils: WorkerUtils = await makeWorkerUtils({ pgPool: pool, logger });

  // A process killed mid-job (kill -9) leaves its jobs locked; graphile-worker frees such locks only
  // after four hours. A live worker holds a job for one SMTP exchange, bounded by the transport's
  // timeouts (well under a minute), so jobs locked longer than `staleLockSeconds` are a dead
  // process's and are handed back.
  async function sweepStaleLocks(): Promise<void> {
    const { rows } = await pool.query<{ locked_by: string }>(
      `select distinct locked_by from graphile_worker._private_jobs
        where locked_by is not null and locked_at < now() - make_interval(secs => $1)`,
      [staleLockSeconds],
    );
    if (rows.length > 0) {
      await utils.forceUnlockWorkers(rows.map((row) => row.locked_by));
      log.warn({ workers: rows.length }, 'job queue: unlocked jobs of workers that died');
    }
  }
  const sweep = () =>
    void sweepStaleLocks().catch((error: unknown) => log.warn({ err: error }, 'job queue: sweep failed'));
  sweep();
  const sweeper = setInterval(sweep, Math.min(60, staleLockSeconds / 2) * 1000);
  sweeper.unref();

  return {
    running: () => runner !== null && !stopping,
    async stop() {
      stopping = true;
      clearInterval(sweeper);
      clearTimeout(restartTimer);
      await runner?.stop().catch((error: unknown) => log.warn({ err: error }, 'job queue: stop failed'));
      await utils.release();
      await pool.end();
    },
  };
}
