import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the global setup records the app's pid and data directory for the teardown. */
export const STATE_FILE = join(tmpdir(), `six-senses-e2e-server-${process.env.E2E_PORT ?? 3300}.json`);
