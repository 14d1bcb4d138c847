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
  app.addHook('onResponse', async () => {
    timer.refresh();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
