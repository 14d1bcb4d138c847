import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PROPERTY_FINDER_WEBHOOK_EVENTS,
  secretEnding,
  type IntegrationSecretField,
  type SecretState,
} from '../../../shared/integrations/property-finder.ts';
import type { Env } from '../../env.ts';
import { RefusedError } from '../../errors.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { integrationCredentials, storeIntegrationSecrets, type CredentialsEnv } from '../portals/credentials.ts';
import { PropertyFinderError, type PropertyFinderClient, type PropertyFinderSubscription } from './client.ts';
import { propertyFinderClient } from './clients.ts';
import { PropertyFinderPollSchema } from './property-finder-poll.entity.ts';

export type PropertyFinderEnv = CredentialsEnv & Pick<Env, 'PUBLIC_URL' | 'PROPERTY_FINDER_POLL_SECONDS'>;

/** A call to the portal from the screen: what it answered, or the portal's error in its words. */
export type PortalAnswer<T = undefined> = { ok: true; value: T } | { ok: false; error: string };

/** The credentials screen: secrets as hints only, the webhook address, the poll's state. */
export async function propertyFinderState(em: EntityManager, env: PropertyFinderEnv, box: SecretBox) {
  const credentials = await integrationCredentials(em, env, box);
  const pf = credentials.propertyFinder;
  const hint = (value: string | undefined, from: SecretState['from']): SecretState => ({
    set: Boolean(value),
    endsWith: secretEnding(value),
    from,
  });
  const poll = await em.findOne(PropertyFinderPollSchema, { id: 1 });
  return {
    apiUrl: pf.apiUrl,
    encrypts: box.encrypts,
    callbackUrl: callbackUrl(env),
    secrets: {
      propertyFinderApiKey: hint(pf.apiKey, pf.from.apiKey),
      propertyFinderApiSecret: hint(pf.apiSecret, pf.from.apiSecret),
      propertyFinderWebhookSecret: hint(pf.webhookSecret, pf.from.webhookSecret),
      bayutWebhookSecret: hint(credentials.bayut.webhookSecret, credentials.bayut.from.webhookSecret),
    } satisfies Record<IntegrationSecretField, SecretState>,
    poll: {
      enabled: Boolean(pf.apiKey && pf.apiSecret),
      everySeconds: env.PROPERTY_FINDER_POLL_SECONDS,
      lastPollAt: poll?.lastPollAt ?? null,
      lastSuccessAt: poll?.lastSuccessAt ?? null,
      lastError: poll?.lastError ?? null,
      since: poll?.cursor?.since ?? null,
      leadsSeen: poll?.leadsSeen ?? 0,
      leadsStored: poll?.leadsStored ?? 0,
    },
  };
}

export function callbackUrl(env: Pick<Env, 'PUBLIC_URL'>): string {
  return `${env.PUBLIC_URL.replace(/\/+$/, '')}/webhooks/property-finder`;
}

/** A new webhook secret (32 random bytes, hex), sealed and saved; it is never shown, only sent to the portal. */
export function generateWebhookSecret(em: EntityManager, env: PropertyFinderEnv, box: SecretBox, by: string) {
  return storeIntegrationSecrets(em, env, box, { propertyFinderWebhookSecret: randomBytes(32).toString('hex') }, by);
}

/** What a call to the portal from the screen needs: the request's EntityManager, the environment, the box, the log. */
export interface PortalCallContext {
  em: EntityManager;
  env: PropertyFinderEnv;
  box: SecretBox;
  log: FastifyBaseLogger;
}

export async function withClient<T>(
  { em, env, box, log }: PortalCallContext,
  work: (client: PropertyFinderClient, webhookSecret: string | undefined) => Promise<T>,
): Promise<PortalAnswer<T>> {
  const pf = (await integrationCredentials(em, env, box)).propertyFinder;
  if (!pf.apiKey || !pf.apiSecret) return { ok: false, error: 'Set the API key and the API secret first' };
  const client = propertyFinderClient({ apiUrl: pf.apiUrl, apiKey: pf.apiKey, apiSecret: pf.apiSecret }, { log });
  try {
    return { ok: true, value: await work(client, pf.webhookSecret) };
  } catch (error) {
    if (error instanceof PropertyFinderError) return { ok: false, error: error.message };
    throw error;
  }
}

/** Asks the portal for a token with the credentials in force. */
export function testPropertyFinderConnection(context: PortalCallContext) {
  return withClient(context, (client) => client.testConnection());
}

export function propertyFinderSubscriptions(context: PortalCallContext) {
  return withClient(context, (client) => client.listWebhooks());
}

/** Subscribes our webhook address to the lead events, signed with the webhook secret; answers the subscriptions. */
export async function registerPropertyFinderWebhook(
  context: PortalCallContext,
): Promise<PortalAnswer<PropertyFinderSubscription[]>> {
  const { em, env, box } = context;
  const pf = (await integrationCredentials(em, env, box)).propertyFinder;
  if (!pf.webhookSecret) throw new RefusedError('Set or generate the webhook secret first: deliveries must be signed');
  return withClient(context, async (client, secret) => {
    for (const event of PROPERTY_FINDER_WEBHOOK_EVENTS) await client.subscribe(event, callbackUrl(env), secret);
    return client.listWebhooks();
  });
}
