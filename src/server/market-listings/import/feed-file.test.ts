import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FEED_BYTES, readFeedFile } from './feed-file.ts';
import { FeedError } from './parse-feed.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'feed-file-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('readFeedFile', () => {
  it('reads a feed within the limit as text', async () => {
    const path = join(dir, 'small.xml');
    await writeFile(path, '<list><property>Palm – Résidence</property></list>');
    expect(await readFeedFile(path)).toBe('<list><property>Palm – Résidence</property></list>');
  });

  it('refuses a file over the limit from its size, naming both', async () => {
    const path = join(dir, 'huge.xml');
    // A sparse file: 60 MB by its size, nothing on disk, so only a size check can catch it cheaply.
    await writeFile(path, '');
    await truncate(path, 60 * 1024 * 1024);
    const error = await readFeedFile(path).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).message).toBe(`${path} is 60.0 MB; feeds may be at most 50 MB`);
    expect(MAX_FEED_BYTES).toBe(50 * 1024 * 1024);
  });

  it('takes a lower limit, down to the byte', async () => {
    const path = join(dir, 'eleven.xml');
    await writeFile(path, '01234567890');
    await expect(readFeedFile(path, 11)).resolves.toBe('01234567890');
    await expect(readFeedFile(path, 10)).rejects.toThrow(FeedError);
  });

  it('refuses what is not a regular file, such as a directory or an endless device', async () => {
    await expect(readFeedFile(dir)).rejects.toThrow(`${dir} is not a regular file`);
    await expect(readFeedFile('/dev/zero')).rejects.toThrow('/dev/zero is not a regular file');
  });

  it('says so when the file does not exist', async () => {
    await expect(readFeedFile(join(dir, 'missing.xml'))).rejects.toThrow(/no such file/);
  });
});
