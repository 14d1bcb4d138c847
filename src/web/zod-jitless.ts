import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` when it may, and probes for that the first time a
// schema is built. The page's CSP forbids eval, so the probe would be reported as a violation on
// every page with a form. Imported first by the client entry, before any schema exists. It takes
// `config` from zod's core (the setting lives there), so the entry carries none of zod's schemas.
config({ jitless: true });
