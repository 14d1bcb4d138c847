import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretBox } from '../../security/secret-box.ts';
import { integrationCredentials, type CredentialsEnv } from './credentials.ts';
import type { PortalSource } from './portal-events.ts';

/**
 * The one place the webhooks read their signing secret from: the environment
 * (PROPERTY_FINDER_WEBHOOK_SECRET, BAYUT_WEBHOOK_SECRET), else what an owner saved on the Property
 * Finder screen (sealed in the console settings), read afresh for each delivery so a new secret holds
 * at once on every instance. Bayut and dubizzle deliver to one endpoint with one secret.
 */
export async function webhookSecret(
  em: EntityManager,
  env: CredentialsEnv,
  box: SecretBox,
  source: PortalSource,
): Promise<string | undefined> {
  const fromEnv = source === 'property-finder' ? env.PROPERTY_FINDER_WEBHOOK_SECRET : env.BAYUT_WEBHOOK_SECRET;
  if (fromEnv) return fromEnv;
  const credentials = await integrationCredentials(em, env, box);
  return source === 'property-finder' ? credentials.propertyFinder.webhookSecret : credentials.bayut.webhookSecret;
}
