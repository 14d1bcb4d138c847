import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../env.ts';
import { JsonTooDeepError, parseJson } from '../../plugins/json-depth.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { bayutDelivery, bayutEventType, bayutSource } from '../bayut/webhook.ts';
import { propertyFinderEnvelope, propertyFinderEventPayload } from '../property-finder/webhook.ts';
import { storePortalEvent, type PortalEventInput, type PortalSource } from './portal-events.ts';
import { recordRejection } from './webhook-rejections.ts';
import { webhookSecret } from './webhook-secrets.ts';
import { checkBayut, checkPropertyFinder, type SignatureProblem } from './webhook-signatures.ts';

/** A lead event is a few kilobytes; anything far larger is refused before it is read whole. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

type Verdict = { problem: SignatureProblem } | { event: PortalEventInput } | { malformed: string };

interface PortalEndpoint {
  /** Where refusals are counted (Bayut and dubizzle share one endpoint, counted as Bayut). */
  source: PortalSource;
  path: string;
  verify(body: Buffer, request: FastifyRequest): Promise<SignatureProblem | null>;
  parse(json: unknown, receivedAt: Date): { event: PortalEventInput } | { malformed: string };
}

function endpoints(env: Env, box: SecretBox): PortalEndpoint[] {
  const secretOf = (request: FastifyRequest, source: PortalSource) => webhookSecret(request.em, env, box, source);
  return [
    {
      source: 'property-finder',
      path: '/webhooks/property-finder',
      verify: async (body, request) =>
        checkPropertyFinder(body, request.headers['x-signature'], await secretOf(request, 'property-finder')),
      parse(json, receivedAt) {
        const parsed = propertyFinderEnvelope.safeParse(json);
        if (!parsed.success) return { malformed: parsed.error.issues[0]?.path.join('.') || 'envelope' };
        const envelope = parsed.data;
        const payload = propertyFinderEventPayload(envelope);
        return { event: { source: 'property-finder', eventId: envelope.id, type: envelope.type, payload, receivedAt } };
      },
    },
    {
      source: 'bayut',
      path: '/webhooks/bayut',
      verify: async (body, request) =>
        checkBayut(body, request.headers['x-bayut-signature'], await secretOf(request, 'bayut')),
      parse(json, receivedAt) {
        const parsed = bayutDelivery.safeParse(json);
        if (!parsed.success) return { malformed: parsed.error.issues[0]?.path.join('.') || 'body' };
        const payload = parsed.data;
        const event = { source: bayutSource(payload), eventId: payload.id, type: bayutEventType(payload) };
        return { event: { ...event, payload, receivedAt } };
      },
    },
  ];
}

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

async function judge(endpoint: PortalEndpoint, request: FastifyRequest): Promise<Verdict> {
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  // The signature is checked on the bytes as they came, before anything reads them.
  const problem = await endpoint.verify(body, request);
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
 * The portals' lead webhooks (issue #30): `POST /webhooks/property-finder` and `POST /webhooks/bayut`.
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
  const warnedNoSecret = new Set<PortalSource>();

  async function refuse(request: FastifyRequest, reply: FastifyReply, endpoint: PortalEndpoint, reason: string) {
    await recordRejection(request.em, endpoint.source, reason);
    if (reason === 'no-secret' && !warnedNoSecret.has(endpoint.source)) {
      warnedNoSecret.add(endpoint.source);
      request.log.warn(`webhook ${endpoint.path}: no webhook secret is configured, so every delivery is refused`);
    }
    return reply.status(401).header('cache-control', 'no-store').send({ message: 'Invalid signature' });
  }

  for (const endpoint of endpoints(env, secretBox)) {
    app.post(endpoint.path, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const verdict = await judge(endpoint, request);
      if ('problem' in verdict) return refuse(request, reply, endpoint, verdict.problem);
      reply.header('cache-control', 'no-store');
      if ('malformed' in verdict) {
        await recordRejection(request.em, endpoint.source, 'malformed', `not a lead event: ${verdict.malformed}`);
        return reply.status(400).send({ message: 'Not a lead event', field: verdict.malformed });
      }
      const { stored } = await storePortalEvent(request.em, verdict.event);
      return reply.status(200).send({ received: true, duplicate: !stored });
    });
  }
};
