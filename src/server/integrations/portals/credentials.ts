import type { EntityManager } from '@mikro-orm/postgresql';
import {
  INTEGRATION_SECRET_FIELDS,
  type CredentialOrigin,
  type IntegrationSecretField,
} from '../../../shared/integrations/property-finder.ts';
import type { Env } from '../../env.ts';
import { RefusedError } from '../../errors.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { ConsoleSettingSchema } from '../../settings/console-setting.entity.ts';

export type CredentialsEnv = Pick<
  Env,
  | 'PROPERTY_FINDER_API_URL'
  | 'PROPERTY_FINDER_API_KEY'
  | 'PROPERTY_FINDER_API_SECRET'
  | 'PROPERTY_FINDER_WEBHOOK_SECRET'
  | 'BAYUT_WEBHOOK_SECRET'
  | 'WHATSAPP_ACCESS_TOKEN'
  | 'WHATSAPP_APP_SECRET'
  | 'WHATSAPP_VERIFY_TOKEN'
>;

/** The portals' and WhatsApp's credentials in force, and where each comes from; the environment wins over the screen. */
export interface IntegrationCredentials {
  propertyFinder: {
    apiUrl: string;
    apiKey?: string;
    apiSecret?: string;
    webhookSecret?: string;
    from: { apiKey: CredentialOrigin; apiSecret: CredentialOrigin; webhookSecret: CredentialOrigin };
  };
  bayut: { webhookSecret?: string; from: { webhookSecret: CredentialOrigin } };
  whatsapp: {
    accessToken?: string;
    appSecret?: string;
    verifyToken?: string;
    from: { accessToken: CredentialOrigin; appSecret: CredentialOrigin; verifyToken: CredentialOrigin };
  };
}

/** The console setting each secret is kept under, sealed with the SecretBox. */
const SETTING_KEYS: Record<IntegrationSecretField, string> = {
  propertyFinderApiKey: 'integrations.propertyFinder.apiKey',
  propertyFinderApiSecret: 'integrations.propertyFinder.apiSecret',
  propertyFinderWebhookSecret: 'integrations.propertyFinder.webhookSecret',
  bayutWebhookSecret: 'integrations.bayut.webhookSecret',
  whatsappAccessToken: 'integrations.whatsapp.accessToken',
  whatsappAppSecret: 'integrations.whatsapp.appSecret',
  whatsappVerifyToken: 'integrations.whatsapp.verifyToken',
};

const ENV_KEYS = {
  propertyFinderApiKey: 'PROPERTY_FINDER_API_KEY',
  propertyFinderApiSecret: 'PROPERTY_FINDER_API_SECRET',
  propertyFinderWebhookSecret: 'PROPERTY_FINDER_WEBHOOK_SECRET',
  bayutWebhookSecret: 'BAYUT_WEBHOOK_SECRET',
  whatsappAccessToken: 'WHATSAPP_ACCESS_TOKEN',
  whatsappAppSecret: 'WHATSAPP_APP_SECRET',
  whatsappVerifyToken: 'WHATSAPP_VERIFY_TOKEN',
} as const satisfies Record<IntegrationSecretField, keyof CredentialsEnv>;

/** Saving a secret was refused; the message is for staff. */
export class IntegrationSecretsError extends RefusedError {}

async function storedSecrets(
  em: EntityManager,
  box: SecretBox,
): Promise<Partial<Record<IntegrationSecretField, string>>> {
  const rows = await em.find(ConsoleSettingSchema, { key: { $in: Object.values(SETTING_KEYS) } });
  const found: Partial<Record<IntegrationSecretField, string>> = {};
  for (const field of INTEGRATION_SECRET_FIELDS) {
    const value = rows.find((row) => row.key === SETTING_KEYS[field])?.value;
    if (typeof value !== 'string') continue;
    try {
      found[field] = box.open(value);
    } catch {
      // Sealed under another key (the key was changed): unusable, so treated as unset.
    }
  }
  return found;
}

/** The one place the portals' and WhatsApp's credentials are read from (the poll, the webhooks, the screens). */
export async function integrationCredentials(
  em: EntityManager,
  env: CredentialsEnv,
  box: SecretBox,
): Promise<IntegrationCredentials> {
  const stored = await storedSecrets(em, box);
  const pick = (field: IntegrationSecretField): { value?: string; from: CredentialOrigin } => {
    const fromEnv = env[ENV_KEYS[field]];
    if (fromEnv) return { value: fromEnv, from: 'env' };
    const fromSettings = stored[field];
    return fromSettings ? { value: fromSettings, from: 'settings' } : { from: null };
  };
  const apiKey = pick('propertyFinderApiKey');
  const apiSecret = pick('propertyFinderApiSecret');
  const webhookSecret = pick('propertyFinderWebhookSecret');
  const bayut = pick('bayutWebhookSecret');
  const accessToken = pick('whatsappAccessToken');
  const appSecret = pick('whatsappAppSecret');
  const verifyToken = pick('whatsappVerifyToken');
  return {
    propertyFinder: {
      apiUrl: env.PROPERTY_FINDER_API_URL,
      apiKey: apiKey.value,
      apiSecret: apiSecret.value,
      webhookSecret: webhookSecret.value,
      from: { apiKey: apiKey.from, apiSecret: apiSecret.from, webhookSecret: webhookSecret.from },
    },
    bayut: { webhookSecret: bayut.value, from: { webhookSecret: bayut.from } },
    whatsapp: {
      accessToken: accessToken.value,
      appSecret: appSecret.value,
      verifyToken: verifyToken.value,
      from: { accessToken: accessToken.from, appSecret: appSecret.from, verifyToken: verifyToken.from },
    },
  };
}

/**
 * Writes the secrets given (a text seals and replaces, null removes) and answers the names of the
 * fields changed. Refused, changing nothing, when a text is given and no SECRETS_ENCRYPTION_KEY is
 * set, or when the environment holds that field (it would win anyway).
 */
export async function storeIntegrationSecrets(
  em: EntityManager,
  env: CredentialsEnv,
  box: SecretBox,
  changes: Partial<Record<IntegrationSecretField, string | null>>,
  by: string,
): Promise<IntegrationSecretField[]> {
  const fields = INTEGRATION_SECRET_FIELDS.filter((field) => changes[field] !== undefined);
  const locked = fields.filter((field) => env[ENV_KEYS[field]]);
  if (locked.length) {
    throw new IntegrationSecretsError(
      `Set in the environment (${locked.map((field) => ENV_KEYS[field]).join(', ')}): change it there`,
    );
  }
  if (!box.encrypts && fields.some((field) => changes[field])) {
    throw new IntegrationSecretsError(
      'Secrets are not saved without encryption: set SECRETS_ENCRYPTION_KEY on the server first',
    );
  }
  for (const field of fields) {
    const value = changes[field];
    if (value) {
      await em.upsert(
        ConsoleSettingSchema,
        { key: SETTING_KEYS[field], value: box.seal(value), updatedAt: new Date(), updatedBy: by },
        { onConflictFields: ['key'], onConflictAction: 'merge' },
      );
    } else {
      await em.nativeDelete(ConsoleSettingSchema, { key: SETTING_KEYS[field] });
    }
  }
  return fields;
}
