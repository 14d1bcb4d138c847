import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretBox } from '../../security/secret-box.ts';
import { integrationCredentials, type CredentialsEnv } from './credentials.ts';
import type { EventSource } from './portal-events.ts';

/**
 * The one place the webhooks read their signing secret from: the environment
 * (PROPERTY_FINDER_WEBHOOK_SECRET, BAYUT_WEBHOOK_SECRET, WHATSAPP_APP_SECRET), else what an owner saved on
 * the Integrations screens (sealed in the console settings), read afresh for each delivery so a new secret holds
 * at once on every instance. Bayut and dubizzle deliver to one endpoint with one secret.
 */
export async function webhookSecret(
  em: EntityManager,
  env: CredentialsEnv,
  box: SecretBox,
  source: EventSource,
): Promise<string | undefined> {
  const fromEnv = {
    'property-finder': env.PROPERTY_FINDER_WEBHOOK_SECRET,
    bayut: env.BAYUT_WEBHOOK_SECRET,
    dubizzle: env.BAYUT_WEBHOOK_SECRET,
    whatsapp: env.WHATSAPP_APP_SECRET,
  }[source];
  if (fromEnv) return fromEnv;
  const credentials = await integrationCredentials(em, env, box);
  if (source === 'whatsapp') return credentials.whatsapp.appSecret;
  return source === 'property-finder' ? credentials.propertyFinder.webhookSecret : credentials.bayut.webhookSecret;
}
