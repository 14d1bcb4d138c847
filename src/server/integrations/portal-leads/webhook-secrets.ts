import type { Env } from '../../env.ts';
import type { PortalSource } from './portal-events.ts';

export type WebhookSecretSettings = Pick<Env, 'PROPERTY_FINDER_WEBHOOK_SECRET' | 'BAYUT_WEBHOOK_SECRET'>;

/**
 * The one place the webhooks read their signing secret from. Bayut and dubizzle deliver to one
 * endpoint with one secret. (At the merge with the credentials screen this reads that module, the
 * environment value winning.)
 */
export function webhookSecret(env: WebhookSecretSettings, source: PortalSource): string | undefined {
  return source === 'property-finder' ? env.PROPERTY_FINDER_WEBHOOK_SECRET : env.BAYUT_WEBHOOK_SECRET;
}
