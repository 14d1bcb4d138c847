import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { loadRecord } from './load-record.ts';

/** The console's query policy: nothing goes stale by itself, and no retries. */
const consoleQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: 0 } } });

/** A record query that counts the requests it makes and can fail with `failure`. */
function recordQuery(failure?: Error) {
  const asked: number[] = [];
  const query = (id: number) => ({
    queryKey: ['record', id],
    queryFn: async () => {
      asked.push(id);
      if (failure) throw failure;
      return { id, version: asked.length };
    },
  });
  return { query, asked };
}

async function rejection(load: Promise<unknown>): Promise<unknown> {
  return load.then(
    () => {
      throw new Error('the load was expected to fail');
    },
    (error: unknown) => error,
  );
}

describe('loadRecord', () => {
  it('fetches the record the path names, again on every visit though it is cached', async () => {
    const queryClient = consoleQueryClient();
    const { query, asked } = recordQuery();
    expect(await loadRecord(queryClient, '12', query)).toEqual({ id: 12, version: 1 });
    expect(await loadRecord(queryClient, '12', query)).toEqual({ id: 12, version: 2 });
    expect(asked).toEqual([12, 12]);
    // The screen reads the same query from the cache.
    expect(queryClient.getQueryData(['record', 12])).toEqual({ id: 12, version: 2 });
  });

  it('shows not-found for a path that cannot name a record, without asking the server', async () => {
    const { query, asked } = recordQuery();
    for (const segment of ['new', '0', '012', '1e3', '-4']) {
      expect(isNotFound(await rejection(loadRecord(consoleQueryClient(), segment, query))), segment).toBe(true);
    }
    expect(asked).toEqual([]);
  });

  it('shows not-found for a record the server does not have', async () => {
    const { query } = recordQuery(new TRPCError({ code: 'NOT_FOUND', message: 'Property not found' }));
    expect(isNotFound(await rejection(loadRecord(consoleQueryClient(), '999', query)))).toBe(true);
  });

  it('passes any other failure on to the error screen', async () => {
    const failure = new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue' });
    const { query } = recordQuery(failure);
    expect(await rejection(loadRecord(consoleQueryClient(), '5', query))).toBe(failure);
  });
});
