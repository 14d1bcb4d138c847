import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import type { Orm } from '../../src/server/db/orm.ts';

/** The secret of the newest double opt-in link sent to `email`, read from the outbox (as the visitor reads their mail). */
export async function optInToken(orm: Orm, email: string): Promise<string> {
  const [message] = await orm.em
    .fork()
    .find(OutboxMessageSchema, { recipient: email, kind: 'newsletter-opt-in' }, { orderBy: { id: 'desc' }, limit: 1 });
  const token = /\/newsletter\/confirm\?token=([0-9a-f]{64})/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link was sent to ${email}`);
  return token;
}

/** Signs `email` up from the footer form and follows the link of the confirmation e-mail (double opt-in). */
export async function subscribeAndConfirm(
  t: { app: FastifyInstance; orm: Orm },
  email: string,
  options: { payload?: object; headers?: Record<string, string> } = {},
): Promise<void> {
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/trpc/newsletter.subscribe',
    payload: { email, ...options.payload },
    headers: options.headers,
  });
  expect(subscribed.statusCode, subscribed.body).toBe(200);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/trpc/newsletter.confirm',
    payload: { token: await optInToken(t.orm, email) },
    headers: options.headers,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}
