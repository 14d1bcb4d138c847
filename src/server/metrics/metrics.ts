import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Orm } from '../db/orm.ts';

/** Latency buckets in seconds: a cached page answers in a millisecond or two, a render in tens to hundreds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Lead sources shown one by one; the rest are summed as "other" (a source is free text a portal or a link sets). */
const MAX_LEAD_SOURCES = 20;

/** A row count by one text column, as the scrape queries answer it. */
interface CountRow {
  key: string;
  count: string | number;
}

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

  private databaseGauges(registers: Registry[]): void {
    const count = (row: CountRow) => Number(row.count);
    const query = <T extends object>(sql: string) => this.orm.em.getConnection().execute<T[]>(sql);
    new Gauge({
      name: 'outbox_messages',
      help: 'E-mails in the outbox, by status',
      labelNames: ['status'],
      registers,
      async collect() {
        this.reset();
        const rows = await query<CountRow>('select status as key, count(*) from outbox_messages group by status');
        for (const row of rows) this.set({ status: row.key }, count(row));
      },
    });
    new Gauge({
      name: 'outbox_oldest_queued_age_seconds',
      help: 'Age of the oldest e-mail still waiting to be sent (0 when none waits)',
      registers,
      async collect() {
        const [row] = await query<{ age: number | null }>(
          `select extract(epoch from now() - min(created_at))::float8 as age from outbox_messages where status = 'queued'`,
        );
        this.set(row?.age ?? 0);
      },
    });
    new Gauge({
      name: 'job_queue_ready_jobs',
      help: 'Background jobs due to run and not yet taken by a worker',
      registers,
      async collect() {
        const [row] = await query<{ count: string }>(
          `select count(*) from graphile_worker._private_jobs
            where locked_at is null and run_at <= now() and attempts < max_attempts`,
        );
        this.set(Number(row?.count ?? 0));
      },
    });
    new Gauge({
      name: 'job_queue_oldest_ready_age_seconds',
      help: 'How long the longest-waiting due job has waited (0 when none waits)',
      registers,
      async collect() {
        const [row] = await query<{ age: number | null }>(
          `select extract(epoch from now() - min(run_at))::float8 as age from graphile_worker._private_jobs
            where locked_at is null and run_at <= now() and attempts < max_attempts`,
        );
        this.set(row?.age ?? 0);
      },
    });
    new Gauge({
      name: 'webhook_deliveries',
      help: 'Outgoing webhook deliveries, by status (failed: given up after every retry)',
      labelNames: ['status'],
      registers,
      async collect() {
        this.reset();
        const rows = await query<CountRow>('select status as key, count(*) from webhook_deliveries group by status');
        for (const row of rows) this.set({ status: row.key }, count(row));
      },
    });
    new Gauge({
      name: 'webhook_failed_attempts',
      help: 'Webhook delivery attempts that got no 2xx answer',
      registers,
      async collect() {
        const [row] = await query<{ count: string }>(
          'select count(*) from webhook_attempts where http_status is null or http_status not between 200 and 299',
        );
        this.set(Number(row?.count ?? 0));
      },
    });
    new Gauge({
      name: 'leads',
      help: `Leads stored, by source (the ${MAX_LEAD_SOURCES} largest; the rest as "other")`,
      labelNames: ['source'],
      registers,
      async collect() {
        this.reset();
        const rows = await query<CountRow>(
          'select source as key, count(*) from inquiries group by source order by count(*) desc',
        );
        rows.slice(0, MAX_LEAD_SOURCES).forEach((row) => this.set({ source: row.key }, count(row)));
        const other = rows.slice(MAX_LEAD_SOURCES).reduce((sum, row) => sum + count(row), 0);
        if (other > 0) this.set({ source: 'other' }, other);
      },
    });
    const orm = this.orm;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the database pool: open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      async collect() {
        const pool: Pool = await orm.em.getConnection().getNativeClient();
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}
