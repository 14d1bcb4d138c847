import { TRPCError } from '@trpc/server';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendError } from './send-error.ts';

async function answerTo(error: unknown) {
  const app = Fastify({ logger: false });
  app.get('/', (_request, reply) => sendError(reply, error));
  const response = await app.inject('/');
  await app.close();
  return { status: response.statusCode, body: response.json<unknown>() };
}

describe('REST error answers', () => {
  it('maps tRPC codes onto their HTTP statuses with the message written for the caller', async () => {
    expect(await answerTo(new TRPCError({ code: 'NOT_FOUND', message: 'Property not found' }))).toEqual({
      status: 404,
      body: { message: 'Property not found' },
    });
    expect(await answerTo(new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Slow down' }))).toEqual({
      status: 429,
      body: { message: 'Slow down' },
    });
    expect(
      await answerTo(new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering' })),
    ).toEqual({ status: 503, body: { message: 'The database is not answering' } });
  });

  it('hides the message of an unexpected failure', async () => {
    const error = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'relation "users" does not exist' });
    expect(await answerTo(error)).toEqual({ status: 500, body: { message: 'Internal server error' } });
  });
});
