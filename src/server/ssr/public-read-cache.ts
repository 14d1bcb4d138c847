import { LRUCache } from 'lru-cache';
import { notePublicRead } from '../trpc/public-read-budget.ts';
import type { ContentVersion } from './content-version.ts';

export interface PublicReadCacheOptions {
  /** Upper bound of the answers kept (one per key). */
  max: number;
  /** Upper bound of an answer's age: a safety net behind the version, for anything it does not see. */
  ttlMs: number;
}

interface HeldRead {
  /** The content version the read started at; a newer version makes it stale. */
  version: number;
  answer: Promise<unknown>;
}

/**
 * Answers of public reads that change only when staff edit (the landing's featured residence,
 * amenities, gallery, testimonials, the agency's registration, the advertised listings), kept in
 * memory under the content version the page cache follows: a staff write here, or a NOTIFY from
 * another instance, makes every kept answer stale at once. An uncached page render then runs no SQL
 * for them. Personalised and staff reads must never come through here: the key names the read,
 * not the visitor.
 *
 * The promise is kept, so concurrent renders share one query; a failed read is forgotten. Answers
 * are shared between requests: callers must not change them.
 *
 * It reads straight through until `start()`: the server that renders the built site starts it, as
 * it starts the page cache, while tests that write rows behind the app's back read fresh rows.
 */
export class PublicReadCache {
  private readonly entries: LRUCache<string, HeldRead>;
  private started = false;

  constructor(
    private readonly contentVersion: ContentVersion,
    options: PublicReadCacheOptions,
  ) {
    this.entries = new LRUCache<string, HeldRead>({ max: options.max, ttl: options.ttlMs });
  }

  /** Keeps answers from now on, and listens for other instances' changes. */
  start(): void {
    this.started = true;
    void this.contentVersion.listen();
  }

  /** The answer of `load` under `key`, from memory while content is unchanged. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.started) return load();
    const version = this.contentVersion.value;
    const held = this.entries.get(key);
    const fromCache = held !== undefined && held.version === version;
    notePublicRead(fromCache);
    if (fromCache) return held.answer as Promise<T>;
    const answer = load();
    const entry: HeldRead = { version, answer };
    this.entries.set(key, entry);
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return answer;
  }
}
