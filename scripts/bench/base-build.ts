/**
 * A clean build of any commit, for `bench:load --base <commit>`: a clone of this repository at that
 * commit in a cache directory (`BENCH_CACHE_DIR`, default `~/.cache/sixsenses-bench/<commit>`), with
 * this tree's node_modules when the commit's lock file is the same (`npm ci` otherwise), built with
 * `npm run build` once and reused by later runs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/** Written last: a clone without it is a build that did not finish. */
const DONE = '.bench-build-done';

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

/** The directory holding the built commit `revision` (any name git resolves: a hash, a tag, HEAD~3). */
export function baseBuild(revision: string): string {
  const commit = run('git', ['rev-parse', '--verify', `${revision}^{commit}`], ROOT).trim();
  const dir = join(process.env.BENCH_CACHE_DIR ?? join(homedir(), '.cache/sixsenses-bench'), commit);
  if (existsSync(join(dir, DONE))) return dir;
  process.stdout.write(`building ${revision} (${commit.slice(0, 10)}) in ${dir}\n`);
  rmSync(dir, { recursive: true, force: true });
  run('git', ['clone', '--quiet', '--shared', '--no-checkout', ROOT, dir], ROOT);
  run('git', ['checkout', '--quiet', '--detach', commit], dir);
  const sameLock =
    readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
  if (sameLock) symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(dir, 'node_modules'));
  else run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build', '--silent'], dir);
  writeFileSync(join(dir, DONE), `${commit}\n`);
  return dir;
}
