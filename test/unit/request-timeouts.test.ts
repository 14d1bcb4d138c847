import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { requestTimeouts } from '../../src/server/plugins/request-timeouts.ts';

/**
 * The body timeout through app.inject, whose stand-in socket has no destroySoon (nor destroy): the cut
 * must answer 408 there too instead of throwing in its timer and taking the test process down.
 */

const app = Fastify({ logger: false });
afterEach(() => app.close());

it('answers 408 to a body that never finishes arriving, also through app.inject', async () => {
  await app.register(requestTimeouts, { bodySeconds: 0.05, uploadSeconds: 1 });
  app.post('/api/inquiries', async () => ({ stored: true }));
  const body = new PassThrough();
  body.write('{"name":');
  const response = await app.inject({
    method: 'POST',
    url: '/api/inquiries',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
  expect(response.statusCode).toBe(408);
  expect(response.json()).toEqual({ message: 'The request took too long to arrive.' });
});
