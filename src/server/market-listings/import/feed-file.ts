import { open } from 'node:fs/promises';
import { FeedError } from './parse-feed.ts';

/** Real feeds of the whole development are a few megabytes; this leaves room for years of growth. */
export const MAX_FEED_BYTES = 50 * 1024 * 1024;

/**
 * Reads a feed file as UTF-8 text after checking, on the opened file itself, that it is a regular
 * file within `maxBytes`: a wrong path to a huge dump (or /dev/zero) is refused before it is read
 * into memory.
 */
export async function readFeedFile(path: string, maxBytes = MAX_FEED_BYTES): Promise<string> {
  const file = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new FeedError(`Cannot open ${path}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  try {
    const stats = await file.stat();
    if (!stats.isFile()) throw new FeedError(`${path} is not a regular file`);
    const limit = `${Math.round(maxBytes / 1024 / 1024)} MB`;
    if (stats.size > maxBytes) {
      throw new FeedError(`${path} is ${(stats.size / 1024 / 1024).toFixed(1)} MB; feeds may be at most ${limit}`);
    }
    // Read at most one byte past the limit, in case the file grew since the check.
    const buffer = Buffer.alloc(Math.min(stats.size, maxBytes) + 1);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    if (bytesRead > maxBytes) throw new FeedError(`${path} grew past ${limit} while it was read`);
    return buffer.toString('utf8', 0, bytesRead);
  } finally {
    await file.close();
  }
}
