import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may, and probes for that the first time a
// schema is built. The page's CSP forbids eval, so the probe would be reported as a violation on
// every page with a form. Imported first by the client entry, before any schema exists.
z.config({ jitless: true });
