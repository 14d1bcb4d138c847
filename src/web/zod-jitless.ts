/**
 * zod compiles object parsers with `new Function` when it may, and probes for that the first time a
 * schema parses. The page's CSP forbids eval, so the probe would be reported as a violation on every
 * page with a form. Imported first by the client entry, before zod loads.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig`, one object shared by every copy of zod
 * on the page, and takes an object already there. Setting `jitless` on it, rather than through
 * zod's `config()`, keeps zod's core (4 kB gzip) out of every page's first load: only the forms load
 * zod. zod-jitless.test.ts fails should a zod release stop reading it.
 */
type WithZodConfig = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const scope = globalThis as WithZodConfig;
// In place: a zod already loaded holds this very object.
(scope.__zod_globalConfig ??= {}).jitless = true;
