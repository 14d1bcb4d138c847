import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PROPERTY_FINDER_WEBHOOK_EVENTS,
  secretEnding,
  type IntegrationSecretField,
  type PortalSecretField,
  type SecretState,
} from '../../../shared/integrations/property-finder.ts';
import type { Env } from '../../env.ts';
import { RefusedError } from '../../errors.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import {
  integrationCredentials,
  storeIntegrationSecrets,
  type CredentialsEnv,
  type IntegrationCredentials,
} from '../portals/credentials.ts';
import { PropertyFinderError } from './answers.ts';
import type { PropertyFinderSubscription } from './api-schemas.ts';
import { PropertyFinderClient, type PropertyFinderClientOptions } from './client.ts';
import { PropertyFinderPollSchema } from './property-finder-poll.entity.ts';

export type PropertyFinderEnv = CredentialsEnv & Pick<Env, 'PUBLIC_URL' | 'PROPERTY_FINDER_POLL_SECONDS'>;

/** A call to the portal from the screen: what it answered, or the portal's error in its words. */
export type PortalAnswer<T = undefined> = { ok: true; value: T } | { ok: false; error: string };

export interface PropertyFinderConfig {
  env: PropertyFinderEnv;
  secretBox: SecretBox;
  log: FastifyBaseLogger;
  /** Tests shorten the client's backoff. */
  clientOptions?: Omit<PropertyFinderClientOptions, 'log'>;
}

/**
 * Property Finder as the app uses it, built once per process (createServices): the credentials in
 * force (the environment, else what an owner saved), the client for them, and what the
 * credentials screen does. One client per set of credentials, kept here for the life of the
 * process, so its token and its per-minute budget carry over from one poll (or one press of a
 * button) to the next; keyed by a hash, so no secret is a key.
 */
export class PropertyFinderService {
  private readonly clients = new Map<string, PropertyFinderClient>();

  constructor(private readonly config: PropertyFinderConfig) {}

  get env(): PropertyFinderEnv {
    return this.config.env;
  }

  get log(): FastifyBaseLogger {
    return this.config.log;
  }

  /** The portals' credentials in force (Property Finder's and Bayut's: one screen holds both). */
  credentials(em: EntityManager) {
    return integrationCredentials(em, this.config.env, this.config.secretBox);
  }

  /** The client for the credentials in force; null while the API key or secret is missing. */
  async client(em: EntityManager): Promise<PropertyFinderClient | null> {
    return this.clientFor((await this.credentials(em)).propertyFinder);
  }

  private clientFor({ apiUrl, apiKey, apiSecret }: IntegrationCredentials['propertyFinder']) {
    if (!apiKey || !apiSecret) return null;
    const key = createHash('sha256')
      .update(JSON.stringify([apiUrl, apiKey, apiSecret]))
      .digest('hex');
    let client = this.clients.get(key);
    if (!client) {
      client = new PropertyFinderClient({ apiUrl, apiKey, apiSecret }, { log: this.log, ...this.config.clientOptions });
      this.clients.set(key, client);
    }
    return client;
  }

  /** A call to the portal for the screen: its answer, or its refusal in its words. */
  async call<T>(
    em: EntityManager,
    work: (client: PropertyFinderClient, webhookSecret: string | undefined) => Promise<T>,
  ): Promise<PortalAnswer<T>> {
    const credentials = (await this.credentials(em)).propertyFinder;
    const client = this.clientFor(credentials);
    if (!client) return { ok: false, error: 'Set the API key and the API secret first' };
    try {
      return { ok: true, value: await work(client, credentials.webhookSecret) };
    } catch (error) {
      if (error instanceof PropertyFinderError) return { ok: false, error: error.message };
      throw error;
    }
  }

  /** The credentials screen: secrets as hints only, the webhook address, the poll's state. */
  async state(em: EntityManager) {
    const credentials = await this.credentials(em);
    const pf = credentials.propertyFinder;
    const hint = (value: string | undefined, from: SecretState['from']): SecretState => ({
      set: Boolean(value),
      endsWith: secretEnding(value),
      from,
    });
    const poll = await em.findOne(PropertyFinderPollSchema, { id: 1 });
    return {
      apiUrl: pf.apiUrl,
      encrypts: this.config.secretBox.encrypts,
      callbackUrl: this.callbackUrl(),
      secrets: {
        propertyFinderApiKey: hint(pf.apiKey, pf.from.apiKey),
        propertyFinderApiSecret: hint(pf.apiSecret, pf.from.apiSecret),
        propertyFinderWebhookSecret: hint(pf.webhookSecret, pf.from.webhookSecret),
        bayutWebhookSecret: hint(credentials.bayut.webhookSecret, credentials.bayut.from.webhookSecret),
      } satisfies Record<PortalSecretField, SecretState>,
      poll: {
        enabled: Boolean(pf.apiKey && pf.apiSecret),
        everySeconds: this.config.env.PROPERTY_FINDER_POLL_SECONDS,
        lastPollAt: poll?.lastPollAt ?? null,
        lastSuccessAt: poll?.lastSuccessAt ?? null,
        lastError: poll?.lastError ?? null,
        since: poll?.cursor?.since ?? null,
        leadsSeen: poll?.leadsSeen ?? 0,
        leadsStored: poll?.leadsStored ?? 0,
      },
    };
  }

  callbackUrl(): string {
    return `${this.config.env.PUBLIC_URL.replace(/\/+$/, '')}/webhooks/property-finder`;
  }

  /** Writes the secrets given (see storeIntegrationSecrets); answers the fields changed. */
  saveSecrets(em: EntityManager, changes: Partial<Record<IntegrationSecretField, string | null>>, by: string) {
    return storeIntegrationSecrets(em, this.config.env, this.config.secretBox, changes, by);
  }

  /** A new webhook secret (32 random bytes, hex), sealed and saved; it is never shown, only sent to the portal. */
  generateWebhookSecret(em: EntityManager, by: string) {
    return this.saveSecrets(em, { propertyFinderWebhookSecret: randomBytes(32).toString('hex') }, by);
  }

  /** Asks the portal for a token with the credentials in force. */
  testConnection(em: EntityManager) {
    return this.call(em, (client) => client.testConnection());
  }

  subscriptions(em: EntityManager) {
    return this.call(em, (client) => client.listWebhooks());
  }

  /** Subscribes our webhook address to the lead events, signed with the webhook secret; answers the subscriptions. */
  async registerWebhook(em: EntityManager): Promise<PortalAnswer<PropertyFinderSubscription[]>> {
    if (!(await this.credentials(em)).propertyFinder.webhookSecret) {
      throw new RefusedError('Set or generate the webhook secret first: deliveries must be signed');
    }
    return this.call(em, async (client, secret) => {
      for (const event of PROPERTY_FINDER_WEBHOOK_EVENTS) await client.subscribe(event, this.callbackUrl(), secret);
      return client.listWebhooks();
    });
  }
}
