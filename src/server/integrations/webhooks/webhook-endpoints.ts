import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { webhookEndpointInput } from '../../../shared/webhooks/schemas.ts';
import type { DeliveryStatus } from '../../../shared/webhooks/schemas.ts';
import type { WebhookEndpointView, WebhookSecretView } from '../../../shared/webhooks/types.ts';
import { invalidField, notFound, RefusedError } from '../../errors.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { checkedAddresses, OutboundAddressError } from './outbound-address.ts';
import { WebhookEndpointSchema, type WebhookEndpoint } from './webhook.entity.ts';

export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';
export const NO_ENCRYPTION_KEY =
  'Outgoing webhooks need SECRETS_ENCRYPTION_KEY: each endpoint signing secret is kept encrypted with it, ' +
  'and it is not set on this server. Set it (32 bytes: 64 hex digits or 44 base64 characters) and restart.';
export const DISABLED_BY_STAFF = 'Disabled by staff';

type EndpointInput = z.output<typeof webhookEndpointInput>;

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

interface DeliverySummary {
  lastDeliveryAt: Date | null;
  lastDeliveryStatus: DeliveryStatus | null;
  failures: number;
}

export function toEndpointView(endpoint: WebhookEndpoint, summary?: DeliverySummary): WebhookEndpointView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason ?? null,
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
    secretHint: endpoint.secretHint,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    lastDeliveryAt: summary?.lastDeliveryAt?.toISOString() ?? null,
    lastDeliveryStatus: summary?.lastDeliveryStatus ?? null,
    failures: summary?.failures ?? 0,
    createdAt: endpoint.createdAt.toISOString(),
  };
}

/**
 * Staff's endpoints: the URL is judged where it points before it is kept (unless private networks
 * are allowed), and the signing secret is made here, sealed, and shown once.
 */
export class WebhookEndpoints {
  constructor(
    private readonly em: EntityManager,
    private readonly secrets: SecretBox,
    private readonly allowPrivate: boolean,
  ) {}

  async list(): Promise<WebhookEndpointView[]> {
    const endpoints = await this.em.find(WebhookEndpointSchema, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const summaries = await this.summaries();
    return endpoints.map((endpoint) => toEndpointView(endpoint, summaries.get(endpoint.id)));
  }

  async view(id: number): Promise<WebhookEndpointView> {
    const endpoint = await this.find(id);
    return toEndpointView(endpoint, (await this.summaries(id)).get(id));
  }

  async create(input: EndpointInput): Promise<WebhookSecretView> {
    await this.checkUrl(input.url);
    const secret = this.sealable(newSigningSecret());
    const endpoint = this.em.create(WebhookEndpointSchema, {
      url: input.url,
      description: input.description,
      events: input.events,
      secret: this.secrets.seal(secret),
      secretHint: secret.slice(-4),
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
    });
    await this.em.flush();
    return { endpoint: toEndpointView(endpoint), secret };
  }

  async update(id: number, input: EndpointInput): Promise<WebhookEndpointView> {
    const endpoint = await this.find(id);
    if (input.url !== endpoint.url) await this.checkUrl(input.url);
    endpoint.url = input.url;
    endpoint.description = input.description;
    endpoint.events = input.events;
    await this.em.flush();
    return this.view(id);
  }

  async setEnabled(id: number, enabled: boolean): Promise<WebhookEndpointView> {
    const endpoint = await this.find(id);
    endpoint.enabled = enabled;
    endpoint.disabledReason = enabled ? null : DISABLED_BY_STAFF;
    endpoint.disabledAt = enabled ? null : new Date();
    // Switched back on, it starts a fresh day before failures disable it again.
    if (enabled) endpoint.failingSince = null;
    await this.em.flush();
    return this.view(id);
  }

  /** A new secret at once: the old one stops verifying with the next attempt. */
  async rotateSecret(id: number): Promise<WebhookSecretView> {
    const endpoint = await this.find(id);
    const secret = this.sealable(newSigningSecret());
    endpoint.secret = this.secrets.seal(secret);
    endpoint.secretHint = secret.slice(-4);
    await this.em.flush();
    return { endpoint: await this.view(id), secret };
  }

  async remove(id: number): Promise<WebhookEndpointView> {
    const endpoint = await this.find(id);
    const view = toEndpointView(endpoint);
    await this.em.remove(endpoint).flush();
    return view;
  }

  async find(id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.em.findOne(WebhookEndpointSchema, { id });
    if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
    return endpoint;
  }

  /** A secret never reaches the database unsealed: without a key there is no endpoint. */
  private sealable(secret: string): string {
    if (!this.secrets.encrypts) throw new RefusedError(NO_ENCRYPTION_KEY);
    return secret;
  }

  private async checkUrl(url: string): Promise<void> {
    if (this.allowPrivate) return;
    try {
      await checkedAddresses(new URL(url));
    } catch (error) {
      if (error instanceof OutboundAddressError) throw invalidField('url', error.message, url);
      throw error;
    }
  }

  private async summaries(id?: number): Promise<Map<number, DeliverySummary>> {
    const rows = await this.em.execute<
      Array<{ endpoint_id: number; last_at: Date | null; last_status: DeliveryStatus | null; failures: string }>
    >(
      `select d.endpoint_id,
              max(d.created_at) as last_at,
              (array_agg(d.status order by d.created_at desc, d.id desc))[1] as last_status,
              count(*) filter (where d.status = 'failed' or (d.status = 'pending' and d.attempts > 0)) as failures
         from webhook_deliveries d
        where (?::int is null or d.endpoint_id = ?::int)
        group by d.endpoint_id`,
      [id ?? null, id ?? null],
    );
    return new Map(
      rows.map((row) => [
        row.endpoint_id,
        {
          lastDeliveryAt: row.last_at ? new Date(row.last_at) : null,
          lastDeliveryStatus: row.last_status,
          failures: Number(row.failures),
        },
      ]),
    );
  }
}
