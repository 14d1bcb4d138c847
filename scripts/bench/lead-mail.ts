/**
 * Speed of lead e-mail: `npm run bench:lead-mail` (after `npm run build`). Runs the real app (as
 * `npm start` does) on a fresh embedded PostgreSQL with a local SMTP server, then prints
 *   - the median (of 20, one at a time) time from a lead's 201 to its staff e-mail arriving;
 *   - for a burst of 500 leads: how long the 500 POSTs took, the time until all 1,000 messages
 *     (notification and acknowledgement per lead) arrived, and the outbox throughput in messages/s.
 * BENCH_PORT / BENCH_PG_PORT / BENCH_SMTP_PORT choose the ports.
 */
import { startSmtpSink, type ReceivedMail } from '../../test/support/smtp-sink.ts';
import { startBuiltServer } from './server-process.ts';

const LEADS_EMAIL = 'leads@bench.test';
const SEQUENTIAL = 20;
const BURST = 500;
const BURST_CONCURRENCY = 25;

const port = Number(process.env.BENCH_PORT ?? 3950);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54960);
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 2540);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const arrivals = new Map<string, number>();
const sink = await startSmtpSink({
  port: smtpPort,
  onMail: (mail: ReceivedMail) => void arrivals.set(`${mail.to.join()}|${mail.subject}`, mail.receivedAt),
});
const server = await startBuiltServer({
  port,
  pgPort,
  env: { SMTP_URL: sink.url, LEADS_EMAIL, INQUIRY_RATE_LIMIT_PER_MINUTE: '1000000' },
});

async function postLead(i: number): Promise<{ id: number; at: number }> {
  const response = await fetch(`${server.base}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `Lead ${i}`,
      email: `bench${i}@example.com`,
      phone: '+971 50 123 4567',
      message: 'Benchmark lead.',
    }),
  });
  const at = Date.now();
  if (response.status !== 201) throw new Error(`lead ${i}: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: number };
  return { id, at };
}

async function staffMailArrival(id: number, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const [key, at] of arrivals) if (key.startsWith(`${LEADS_EMAIL}|New lead #${id}:`)) return at;
    if (Date.now() > deadline) throw new Error(`no staff e-mail for lead ${id}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

try {
  // Warm-up: the first lead pays for connection set-up and module loading.
  await staffMailArrival((await postLead(-1)).id);

  const latencies: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const { id, at } = await postLead(i);
    latencies.push((await staffMailArrival(id)) - at);
  }

  const before = arrivals.size;
  const burstStart = Date.now();
  let next = SEQUENTIAL;
  let lastCreated = 0;
  await Promise.all(
    Array.from({ length: BURST_CONCURRENCY }, async () => {
      while (next < SEQUENTIAL + BURST) {
        const i = next++;
        lastCreated = Math.max(lastCreated, (await postLead(i)).at);
      }
    }),
  );
  const expected = before + BURST * 2;
  const deadline = Date.now() + 600_000;
  while (arrivals.size < expected) {
    if (Date.now() > deadline) throw new Error(`only ${arrivals.size - before} of ${BURST * 2} burst messages arrived`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const drained = Math.max(...arrivals.values());
  const drainSeconds = (drained - burstStart) / 1000;

  process.stdout.write(
    [
      `Lead 201 -> staff e-mail at the SMTP server, median of ${SEQUENTIAL}: ${median(latencies).toFixed(0)} ms` +
        ` (min ${Math.min(...latencies)} ms, max ${Math.max(...latencies)} ms)`,
      `Burst of ${BURST} leads (${BURST_CONCURRENCY} at a time): all 201s in ${((lastCreated - burstStart) / 1000).toFixed(1)} s;` +
        ` ${BURST * 2} messages delivered ${drainSeconds.toFixed(1)} s after the first POST` +
        ` (${((drained - lastCreated) / 1000).toFixed(1)} s after the last 201)`,
      `Outbox throughput: ${((BURST * 2) / drainSeconds).toFixed(1)} messages/s`,
      '',
    ].join('\n'),
  );
} finally {
  await server.stop();
  await sink.stop();
}
