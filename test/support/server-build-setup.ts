import { ensureServerBuild } from '../../scripts/build-if-stale.ts';

/**
 * Tests that start the app as a child process run the compiled server, as `npm start` does: rebuild
 * it once per run when the server's sources are newer, so a test never exercises stale code.
 */
export default async function setup(): Promise<void> {
  await ensureServerBuild();
}
