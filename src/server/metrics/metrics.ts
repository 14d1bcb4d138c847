import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Orm } from '../db/orm.ts';

/** Latency buckets in seconds: a cached page answers in a millisecond or two, a render in tens to hundreds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Lead sources shown one by one; the rest are summed as "other" (a source is free text a portal or a link sets). */
const MAX_LEAD_SOURCES = 20;

/** What the database says at a scrape, read in one statement (see SNAPSHOT_SQL). */
interface DatabaseSnapshot {
  outbox: Record<string, number>;
  outbox_age: number | null;
  jobs_ready: number;
  jobs_age: number | null;
  webhooks: Record<string, number>;
  webhook_failed: number;
  leads: Array<[string, number]>;
}

/** Jobs due and not taken: graphile-worker's own table (its schema is versioned by graphile-worker itself). */
const READY_JOBS = `from graphile_worker._private_jobs where locked_at is null and run_at <= now() and attempts < max_attempts`;

/** One statement, so a scrape takes one pooled connection for a moment, not one per figure. */
const SNAPSHOT_SQL = `select
  (select coalesce(json_object_agg(status, n), '{}') from
    (select status, count(*) as n from outbox_messages group by status) s) as outbox,
  (select extract(epoch from now() - min(created_at))::float8 from outbox_messages where status = 'queued') as outbox_age,
  (select count(*)::int ${READY_JOBS}) as jobs_ready,
  (select extract(epoch from now() - min(run_at))::float8 ${READY_JOBS}) as jobs_age,
  (select coalesce(json_object_agg(status, n), '{}') from
    (select status, count(*) as n from webhook_deliveries group by status) s) as webhooks,
  (select count(*)::int from webhook_attempts
    where http_status is null or http_status not between 200 and 299) as webhook_failed,
  (select coalesce(json_agg(json_build_array(source, n) order by n desc), '[]') from
    (select source, count(*)::int as n from inquiries group by source) s) as leads`;

/**
 * What /metrics reports, in a registry of this app's own (tests build several apps in one process).
 * Request figures are counted as answers leave; queue depths, leads and deliveries are read from the
 * database at each scrape, so every instance reports the same figures for them.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly pageCache: Counter<'result'>;
  readonly renderDuration: Histogram;
  readonly rateLimitRefusals: Counter<'route'>;

  constructor(private readonly orm: Orm) {
    const registers = [this.registry];
    // Event loop lag, heap and resident memory, garbage collection, open handles.
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status (its _count is the request rate)',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.pageCache = new Counter({
      name: 'page_cache_requests_total',
      help: 'Anonymous page requests answered from the page cache (hit) or rendered into it (miss)',
      labelNames: ['result'],
      registers,
    });
    this.renderDuration = new Histogram({
      name: 'page_render_duration_seconds',
      help: 'Time to render a page that did not come from the page cache',
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.rateLimitRefusals = new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused with 429 Too Many Requests, by route pattern',
      labelNames: ['route'],
      registers,
    });
    this.databaseGauges(registers);
  }

  /** The snapshot of the scrape under way: every database gauge of one scrape shares one query. */
  private snapshot: Promise<DatabaseSnapshot> | null = null;

  private databaseSnapshot(): Promise<DatabaseSnapshot> {
    this.snapshot ??= this.orm.em
      .getConnection()
      .execute<DatabaseSnapshot[]>(SNAPSHOT_SQL)
      .then(([row]) => {
        if (!row) throw new Error('the metrics snapshot returned no row');
        return row;
      })
      .finally(() => setImmediate(() => (this.snapshot = null)));
    return this.snapshot;
  }

  private databaseGauges(registers: Registry[]): void {
    const orm = this.orm;
    let pool: Pool | null = null;
    // First, and with no wait once the pool is known, so it is read before this scrape's own query asks for a connection.
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the database pool: open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      async collect() {
        pool ??= await orm.em.getConnection().getNativeClient();
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    const gauge = (
      name: string,
      help: string,
      labelNames: string[],
      read: (gauge: Gauge, snapshot: DatabaseSnapshot) => void,
    ) =>
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        collect: async function (this: Gauge) {
          const snapshot = await pending();
          this.reset();
          read(this, snapshot);
        },
      });
    const pending = () => this.databaseSnapshot();
    const byLabel = (label: string) => (target: Gauge, counts: Record<string, number>) => {
      for (const [value, count] of Object.entries(counts)) target.set({ [label]: value }, count);
    };
    gauge('outbox_messages', 'E-mails in the outbox, by status', ['status'], (g, s) => byLabel('status')(g, s.outbox));
    gauge('outbox_oldest_queued_age_seconds', 'Age of the oldest e-mail waiting to be sent (0: none)', [], (g, s) =>
      g.set(s.outbox_age ?? 0),
    );
    gauge('job_queue_ready_jobs', 'Background jobs due to run and not yet taken by a worker', [], (g, s) =>
      g.set(s.jobs_ready),
    );
    gauge(
      'job_queue_oldest_ready_age_seconds',
      'How long the longest-waiting due job has waited (0: none)',
      [],
      (g, s) => g.set(s.jobs_age ?? 0),
    );
    gauge('webhook_deliveries', 'Outgoing webhook deliveries, by status (failed: given up)', ['status'], (g, s) =>
      byLabel('status')(g, s.webhooks),
    );
    gauge('webhook_failed_attempts', 'Webhook delivery attempts that got no 2xx answer', [], (g, s) =>
      g.set(s.webhook_failed),
    );
    gauge(
      'leads',
      `Leads stored, by source (the ${MAX_LEAD_SOURCES} largest; the rest as "other")`,
      ['source'],
      (g, s) => {
        for (const [source, count] of s.leads.slice(0, MAX_LEAD_SOURCES)) g.set({ source }, count);
        const other = s.leads.slice(MAX_LEAD_SOURCES).reduce((sum, [, count]) => sum + count, 0);
        if (other > 0) g.set({ source: 'other' }, other);
      },
    );
  }
}
