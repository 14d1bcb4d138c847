import { access, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What several suites of one `npm test` run need alike, each in processes of its own, is made once for
 * the run (scripts/test.sh sets TEST_RUN_CACHE_DIR): the first to need it makes it, the others find it.
 * A suite run by hand makes its own. `owned`: the caller made it for itself alone, and removes it.
 */
export async function madeOncePerRun(
  name: string,
  make: (dir: string) => Promise<void>,
): Promise<{ dir: string; owned: boolean }> {
  const shared = process.env.TEST_RUN_CACHE_DIR;
  const final = shared ? join(shared, name) : null;
  if (final && (await exists(final))) return { dir: final, owned: false };
  // In /tmp, which every user may enter (PostgreSQL runs as its own user), on the same file system as
  // the run's directory, so the rename below moves it there.
  const dir = await mkdtemp(`/tmp/sixsenses-${name}-`);
  await make(dir);
  if (!final) return { dir, owned: true };
  // Put in place whole and at once (a rename): another process finds all of it or nothing. Where one
  // put its own there meanwhile, that one stays and this goes.
  try {
    await rename(dir, final);
  } catch {
    await rm(dir, { recursive: true, force: true });
  }
  return { dir: final, owned: false };
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
