import type { FastifyPluginAsync } from 'fastify';
import type { WhatsAppService } from './whatsapp.service.ts';
import { handshakeAnswer, WHATSAPP_WEBHOOK_PATH } from './webhook.ts';

/**
 * `GET /webhooks/whatsapp`: Meta verifies the callback address once, when it is saved in the app's
 * webhook settings, with `hub.mode=subscribe`, our verify token and a challenge to echo as plain text.
 * A wrong or missing token is 403. (The deliveries, POST, are served with the portals' webhooks.)
 */
export const whatsappHandshake: FastifyPluginAsync<{ whatsapp: WhatsAppService }> = async (app, { whatsapp }) => {
  app.get(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
    const { verifyToken } = await whatsapp.configuration(request.em);
    const query = request.query && typeof request.query === 'object' ? { ...request.query } : {};
    const challenge = handshakeAnswer(query, verifyToken);
    reply.header('cache-control', 'no-store');
    if (challenge === null) return reply.status(403).type('text/plain; charset=utf-8').send('Forbidden');
    return reply.status(200).type('text/plain; charset=utf-8').send(challenge);
  });
};
