import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../env.ts';
import { JsonTooDeepError, parseJson } from '../../plugins/json-depth.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { bayutWebhook } from '../bayut/webhook.ts';
import { propertyFinderWebhook } from '../property-finder/webhook.ts';
import { whatsappWebhook } from '../whatsapp/webhook.ts';
import { storePortalEvent, type EventSource, type PortalEventInput } from './portal-events.ts';
import { recordRejection } from './webhook-rejections.ts';
import { webhookSecret } from './webhook-secrets.ts';
import type { PortalWebhook } from './portal-webhook.ts';
import type { SignatureProblem } from './webhook-signatures.ts';

/** A lead event is a few kilobytes; anything far larger is refused before it is read whole. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

type Verdict =
  { problem: SignatureProblem } | { event: PortalEventInput } | { events: PortalEventInput[] } | { malformed: string };

/** Every system that posts us its events: the portals, and WhatsApp (Meta's Cloud API). */
const PORTAL_WEBHOOKS: readonly PortalWebhook[] = [propertyFinderWebhook, bayutWebhook, whatsappWebhook];

/** The JSON with every NUL character removed (PostgreSQL's jsonb and text refuse it); a signed lead is kept. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key.replaceAll('\u0000', ''), withoutNul(item)]),
    );
  return value;
}

async function judge(
  endpoint: PortalWebhook,
  request: FastifyRequest,
  secret: (source: EventSource) => Promise<string | undefined>,
): Promise<Verdict> {
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  // The signature is checked on the bytes as they came, before anything reads them.
  const problem = endpoint.verify(body, request.headers, await secret(endpoint.source));
  if (problem) return { problem };
  let json: unknown;
  try {
    json = parseJson(body.toString('utf8'));
  } catch (error) {
    // Too deep is refused before anything recursive (withoutNul, zod) walks it.
    return { malformed: error instanceof JsonTooDeepError ? 'nested too deeply' : 'not JSON' };
  }
  return endpoint.parse(withoutNul(json), new Date());
}

/**
 * The portals' lead webhooks (issue #30): `POST /webhooks/property-finder` and `POST /webhooks/bayut`,
 * and WhatsApp's `POST /webhooks/whatsapp` (issue #44).
 * The raw body is verified against the portal's signature before it is parsed; a bad, missing or
 * unverifiable signature is 401 and stores nothing (only counted); a signed body that is not an
 * event is 400; an event is stored once (on source + event id) with its processing queued, and
 * answered 200 at once. Server to server: no session, no cache.
 */
export const portalWebhooks: FastifyPluginAsync<{ env: Env; secretBox: SecretBox }> = async (
  app,
  { env, secretBox },
) => {
  // Scoped to this plugin: every content type is read as raw bytes, for the signature.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const warnedNoSecret = new Set<EventSource>();

  async function refuse(request: FastifyRequest, reply: FastifyReply, endpoint: PortalWebhook, reason: string) {
    await recordRejection(request.em, endpoint.source, reason);
    if (reason === 'no-secret' && !warnedNoSecret.has(endpoint.source)) {
      warnedNoSecret.add(endpoint.source);
      request.log.warn(`webhook ${endpoint.path}: no webhook secret is configured, so every delivery is refused`);
    }
    return reply.status(401).header('cache-control', 'no-store').send({ message: 'Invalid signature' });
  }

  for (const endpoint of PORTAL_WEBHOOKS) {
    app.post(endpoint.path, { bodyLimit: endpoint.bodyLimit ?? WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const secretOf = (source: EventSource) => webhookSecret(request.em, env, secretBox, source);
      const verdict = await judge(endpoint, request, secretOf);
      if ('problem' in verdict) return refuse(request, reply, endpoint, verdict.problem);
      reply.header('cache-control', 'no-store');
      if ('malformed' in verdict) {
        await recordRejection(request.em, endpoint.source, 'malformed', `not a lead event: ${verdict.malformed}`);
        return reply.status(400).send({ message: 'Not a lead event', field: verdict.malformed });
      }
      const events = 'event' in verdict ? [verdict.event] : verdict.events;
      let stored = 0;
      for (const event of events) if ((await storePortalEvent(request.em, event)).stored) stored += 1;
      return reply.status(200).send({ received: true, duplicate: events.length > 0 && stored === 0 });
    });
  }
};
