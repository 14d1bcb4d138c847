import { createServer } from 'node:net';
import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { TRPCError } from '@trpc/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability.ts';
import { initOrm, type Orm } from './orm.ts';

/** A loopback port with nothing listening: what the app sees while PostgreSQL is stopped. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function rejection(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('isDatabaseUnavailable', () => {
  let url: string;
  let orm: Orm;

  beforeAll(async () => {
    url = `postgresql://postgres@127.0.0.1:${await closedPort()}/nothing`;
    orm = await initOrm(url);
  });
  afterAll(async () => {
    await orm.close(true);
  });

  it('recognises a refused connection from pg itself', async () => {
    const client = new pg.Client({ connectionString: url });
    const error = await rejection(() => client.connect());
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises the ORM query that could not get a connection, also inside a tRPC error', async () => {
    const error = await rejection(() => orm.em.fork().getConnection().execute('select 1'));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error }))).toBe(true);
  });

  it('recognises a server shutting down or starting up by its SQLSTATE', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    expect(isDatabaseUnavailable(new DriverException(shutdown))).toBe(true);
    expect(isDatabaseUnavailable(starting)).toBe(true);
  });

  it('recognises a connection cut in the middle of a query', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves other failures alone: they are bugs or bad data, not an outage', () => {
    const duplicate = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(isDatabaseUnavailable(new UniqueConstraintViolationException(duplicate))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('invalid byte sequence'), { code: '22021' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(new TRPCError({ code: 'BAD_REQUEST' }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
