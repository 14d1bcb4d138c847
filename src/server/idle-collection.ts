import type { FastifyInstance } from 'fastify';

/** How long without a response counts as the end of a burst of traffic. */
export const QUIET_MS = 2000;

/**
 * One full garbage collection now, and again each time traffic stops for `QUIET_MS`, when the runtime
 * exposes `gc()` (`--expose-gc`, see scripts/build-server.ts). Start-up and every burst of renders
 * leave garbage in a heap sized for them, and grow the young generation to its 16 MB semi-spaces; the
 * last-resort flavour gives both back (the young generation grows again only when traffic needs it).
 * V8's own memory reducer does so only some 10 s later, and not every time, so an idle server held
 * 10-15 MB it did not need. Under steady traffic the timer keeps being pushed back and never fires;
 * it does not keep the process alive.
 */
export function collectWhenQuiet(app: FastifyInstance): void {
  const gc = globalThis.gc;
  if (!gc) return;
  const collect = () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  collect();
  const timer = setTimeout(collect, QUIET_MS);
  timer.unref();
  app.addHook('onResponse', (_request, _reply, done) => {
    timer.refresh();
    done();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}

/**
 * `source`, with a full collection started after every `every` items of it, when the runtime exposes
 * `gc()`. A long stream of database rows (an export of 200,000 leads) has V8 promote some 40% of what
 * it allocates to the old generation, which it then lets grow to three or four times the live heap
 * before collecting it: RSS rose 140-300 MB over an export whose live memory stayed flat. Collecting
 * every 10,000 rows keeps the growth under 20 MB; the collection is incremental (`async`), so other
 * requests wait for it no more than for V8's own.
 */
export async function* collectingEvery<T>(source: AsyncIterable<T>, every: number): AsyncGenerator<T> {
  const gc = globalThis.gc;
  let count = 0;
  for await (const item of source) {
    yield item;
    count += 1;
    if (gc && count % every === 0) gc({ type: 'major', execution: 'async' });
  }
}
