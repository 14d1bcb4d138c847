import type { FastifyInstance } from 'fastify';

/** How long without a response counts as the end of a burst of traffic. */
export const QUIET_MS = 2000;

/**
 * One full garbage collection each time traffic stops for `QUIET_MS`, when the runtime exposes `gc()`
 * (`--expose-gc`, see scripts/build-server.ts). A burst of renders grows the young generation to its
 * 16 MB semi-spaces and leaves garbage behind; V8's own memory reducer gives that back only some 10 s
 * later, and not every time, so an idle server held 10-15 MB it did not need. Under steady traffic the
 * timer keeps being pushed back and never fires; it does not keep the process alive.
 */
export function collectWhenQuiet(app: FastifyInstance): void {
  const gc = globalThis.gc;
  if (!gc) return;
  const timer = setTimeout(() => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }), QUIET_MS);
  timer.unref();
  app.addHook('onResponse', async () => {
    timer.refresh();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
