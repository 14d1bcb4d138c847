import { mkdtemp, rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A stopped, freshly initialised PostgreSQL cluster that each fault scenario copies for its own. */
    faultClusterTemplate: string;
  }
}

/** Free of the other suites' ports: the fault suite's own range (47100-47199). */
const TEMPLATE_PORT = 47199;

/**
 * initdb once per run instead of once per scenario (seconds each on a busy machine): the scenarios copy
 * this cluster, empty but for its database, and start the copy on their own port (fault-harness.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp('/tmp/sixsenses-faults-template-');
  const cluster = await startEmbeddedPostgres(dir, TEMPLATE_PORT);
  await cluster.stop();
  project.provide('faultClusterTemplate', dir);
  return () => rm(dir, { recursive: true, force: true });
}
