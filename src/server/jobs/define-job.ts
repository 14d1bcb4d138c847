import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/**
 * What a job's `run` receives. services.ts adds `services: Services` to it (declaration merging, as
 * Fastify's own types are extended), so a job file reaches the procedures' Services without
 * importing services.ts: that import would close a circle through every module that queues a job.
 */
export interface JobContext {
  orm: MikroORM;
  log: FastifyBaseLogger;
}

/** When a recurring job runs: a cron time in UTC (graphile-worker's crontab), and its attempts when not 25. */
export interface JobSchedule {
  cron: string;
  maxAttempts?: number;
}

/** What queueing a job needs of it: its name, and the schema its payload must pass. */
export interface JobName<Payload extends z.ZodType = z.ZodType> {
  /** graphile-worker's task name; never renamed, since jobs already queued carry it. */
  name: string;
  /** Checked when the job is queued and again when it runs. */
  payload: Payload;
}

export interface JobDefinition<Payload extends z.ZodType = z.ZodType, Context = JobContext> extends JobName<Payload> {
  run(payload: z.output<Payload>, context: Context): Promise<void>;
  schedule?: JobSchedule;
  /** Work the worker does as it starts, before it takes jobs (a chain to begin, jobs held back to queue). */
  onWorkerStart?(context: Context): Promise<void>;
}

/** One background job: its name, its payload's schema, what it does, and when it recurs. */
export function defineJob<Payload extends z.ZodType>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** Where each problem is, by field: `viewingId: expected number, received string`. */
function problems(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`).join('; ');
}

/**
 * The payload checked against the job's schema. Queueing a bad one is a programming error, thrown to
 * the caller; running one fails the job (graphile-worker records the error). Either way the message
 * names the field.
 */
export function parsePayload<Payload extends z.ZodType>(
  job: JobName<Payload>,
  payload: unknown,
  when: 'queue' | 'run',
): z.output<Payload> {
  const parsed = job.payload.safeParse(payload);
  if (parsed.success) return parsed.data;
  const what = when === 'queue' ? 'cannot queue this payload' : 'the queued payload is not valid';
  throw new Error(`job ${job.name}: ${what}: ${problems(parsed.error)}`);
}

/** graphile-worker's crontab: one line per job with a schedule. */
export function crontabOf(jobs: readonly Pick<JobDefinition, 'name' | 'schedule'>[]): string {
  return jobs
    .flatMap(({ name, schedule }) => {
      if (!schedule) return [];
      const options = schedule.maxAttempts === undefined ? '' : ` ?max=${schedule.maxAttempts}`;
      return [`${schedule.cron} ${name}${options}`];
    })
    .join('\n');
}

/** graphile-worker's task list: each job by its name, its payload checked before it runs. */
export function taskListOf<Context>(
  jobs: readonly JobDefinition<z.ZodType, Context>[],
  context: Context,
): Record<string, (payload: unknown) => Promise<void>> {
  const tasks: Record<string, (payload: unknown) => Promise<void>> = {};
  for (const job of jobs) {
    if (job.name in tasks) throw new Error(`two jobs are named ${job.name}`);
    tasks[job.name] = async (payload) => job.run(parsePayload(job, payload, 'run'), context);
  }
  return tasks;
}
