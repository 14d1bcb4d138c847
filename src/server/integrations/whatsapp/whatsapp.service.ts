import type { EntityManager } from '@mikro-orm/postgresql';
import {
  secretEnding,
  type SecretState,
  type WhatsAppSecretField,
} from '../../../shared/integrations/property-finder.ts';
import type { WhatsAppSettingsInput } from '../../../shared/integrations/whatsapp-schemas.ts';
import type { Orm } from '../../db/orm.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { storeIntegrationSecrets } from '../portals/credentials.ts';
import type { PortalAnswer } from '../property-finder/property-finder.service.ts';
import { ChannelSendError, type WhatsAppChannel } from '../../conversations/channels.ts';
import type { WhatsAppContent } from '../../conversations/conversation-message.entity.ts';
import { WhatsAppClient, WhatsAppUnavailableError } from './client.ts';
import { WHATSAPP_WEBHOOK_PATH } from './webhook.ts';
import {
  storeWhatsAppSettings,
  whatsappConfiguration,
  type WhatsAppConfiguration,
  type WhatsAppEnv,
} from './whatsapp-settings.ts';

export interface WhatsAppServiceConfig {
  env: WhatsAppEnv;
  secretBox: SecretBox;
  orm: Orm;
}

/**
 * WhatsApp as the app uses it, built once (createServices): the configuration in force (the
 * environment, else the Integrations screen's sealed credentials, read afresh so a change holds at
 * once on every instance), a client for it on each send, and what the Integrations screen does.
 */
export class WhatsAppService implements WhatsAppChannel {
  constructor(private readonly config: WhatsAppServiceConfig) {}

  /**
   * Whether WhatsApp can ever be set up here: a token in the environment, or a key to seal one saved on
   * the screen. `Services.whatsapp` is null when not.
   */
  get possible(): boolean {
    return Boolean(this.config.env.WHATSAPP_ACCESS_TOKEN) || this.config.secretBox.encrypts;
  }

  configuration(em: EntityManager): Promise<WhatsAppConfiguration> {
    return whatsappConfiguration(em, this.config.env, this.config.secretBox);
  }

  /** Whether sending works now: a phone number id and an access token are set. */
  async configured(em: EntityManager): Promise<boolean> {
    return Boolean(this.clientFor(await this.configuration(em)));
  }

  private clientFor(configuration: WhatsAppConfiguration): WhatsAppClient | null {
    const { apiUrl, phoneNumberId, accessToken } = configuration;
    return phoneNumberId && accessToken ? new WhatsAppClient({ apiUrl, phoneNumberId, accessToken }) : null;
  }

  async send(to: string, content: WhatsAppContent): Promise<{ externalId: string }> {
    const client = this.clientFor(await this.configuration(this.config.orm.em.fork()));
    if (!client) {
      throw new ChannelSendError(
        'rejected',
        'WhatsApp is not set up: add the phone number ID and the access token on the Integrations screen',
      );
    }
    return client.send(to, content);
  }

  /** A file a customer sent, by Meta's media id (see WhatsAppClient.media); throws while WhatsApp is not set up. */
  async media(em: EntityManager, mediaId: string, maxBytes: number) {
    const client = this.clientFor(await this.configuration(em));
    if (!client) throw new WhatsAppUnavailableError('WhatsApp is not set up: its media cannot be fetched');
    return client.media(mediaId, maxBytes);
  }

  /** The approved templates the composer may offer outside the 24-hour window (set on the screen). */
  async templates(em: EntityManager) {
    return (await this.configuration(em)).templates;
  }

  webhookUrl(): string {
    return `${this.config.env.PUBLIC_URL.replace(/\/+$/, '')}${WHATSAPP_WEBHOOK_PATH}`;
  }

  /** The Integrations screen's WhatsApp card: secrets as hints only, the webhook address, the templates. */
  async state(em: EntityManager) {
    const configuration = await this.configuration(em);
    const { from } = configuration;
    const hint = (value: string | undefined, origin: SecretState['from']): SecretState => ({
      set: Boolean(value),
      endsWith: secretEnding(value),
      from: origin,
    });
    const secrets = {
      whatsappAccessToken: hint(configuration.accessToken, from.accessToken),
      whatsappAppSecret: hint(configuration.appSecret, from.appSecret),
      whatsappVerifyToken: hint(configuration.verifyToken, from.verifyToken),
    } satisfies Record<WhatsAppSecretField, SecretState>;
    return {
      apiUrl: configuration.apiUrl,
      phoneNumberId: configuration.phoneNumberId ?? null,
      phoneNumberIdFrom: configuration.phoneNumberIdFrom,
      encrypts: this.config.secretBox.encrypts,
      webhookUrl: this.webhookUrl(),
      secrets,
      templates: configuration.templates,
      sending: Boolean(this.clientFor(configuration)),
    };
  }

  saveSecrets(em: EntityManager, changes: Partial<Record<WhatsAppSecretField, string | null>>, by: string) {
    return storeIntegrationSecrets(em, this.config.env, this.config.secretBox, changes, by);
  }

  saveSettings(em: EntityManager, input: WhatsAppSettingsInput, by: string) {
    return storeWhatsAppSettings(em, this.config.env, input, by);
  }

  /** Asks Meta for the business number with the configuration in force. */
  async testConnection(
    em: EntityManager,
  ): Promise<
    PortalAnswer<{ displayPhoneNumber: string | null; verifiedName: string | null; qualityRating: string | null }>
  > {
    const client = this.clientFor(await this.configuration(em));
    if (!client) return { ok: false, error: 'Set the phone number ID and the access token first' };
    try {
      const { displayPhoneNumber, verifiedName, qualityRating } = await client.phoneNumber();
      return { ok: true, value: { displayPhoneNumber, verifiedName, qualityRating } };
    } catch (error) {
      if (error instanceof ChannelSendError || error instanceof WhatsAppUnavailableError)
        return { ok: false, error: error.message };
      throw error;
    }
  }
}
