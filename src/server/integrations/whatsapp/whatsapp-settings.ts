import type { EntityManager } from '@mikro-orm/postgresql';
import {
  whatsappSettingsSchema,
  type WhatsAppSettingsInput,
  type WhatsAppTemplate,
} from '../../../shared/integrations/whatsapp-schemas.ts';
import type { Env } from '../../env.ts';
import { RefusedError } from '../../errors.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { ConsoleSettingSchema } from '../../settings/console-setting.entity.ts';
import { integrationCredentials, type CredentialsEnv } from '../portals/credentials.ts';

/** The phone number id and the templates: not secrets, kept as one JSON text under this key. */
const SETTINGS_KEY = 'integrations.whatsapp.settings';

export type WhatsAppEnv = CredentialsEnv & Pick<Env, 'WHATSAPP_API_URL' | 'WHATSAPP_PHONE_NUMBER_ID' | 'PUBLIC_URL'>;

interface StoredSettings {
  phoneNumberId: string | null;
  templates: WhatsAppTemplate[];
}

async function storedSettings(em: EntityManager): Promise<StoredSettings> {
  const row = await em.findOne(ConsoleSettingSchema, { key: SETTINGS_KEY });
  const parsed = whatsappSettingsSchema.safeParse(typeof row?.value === 'string' ? parseJson(row.value) : {});
  return {
    phoneNumberId: (parsed.success && parsed.data.phoneNumberId) || null,
    templates: (parsed.success && parsed.data.templates) || [],
  };
}

/** WhatsApp's configuration in force: the environment first, then what an owner saved on the Integrations screen. */
export async function whatsappConfiguration(em: EntityManager, env: WhatsAppEnv, box: SecretBox) {
  const [{ whatsapp }, settings] = await Promise.all([integrationCredentials(em, env, box), storedSettings(em)]);
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID ?? settings.phoneNumberId ?? undefined;
  return {
    apiUrl: env.WHATSAPP_API_URL,
    phoneNumberId,
    phoneNumberIdFrom: env.WHATSAPP_PHONE_NUMBER_ID ? ('env' as const) : phoneNumberId ? ('settings' as const) : null,
    ...whatsapp,
    templates: settings.templates,
  };
}
export type WhatsAppConfiguration = Awaited<ReturnType<typeof whatsappConfiguration>>;

/** Saves the phone number id (refused when the environment holds it) and the templates given. */
export async function storeWhatsAppSettings(
  em: EntityManager,
  env: WhatsAppEnv,
  input: WhatsAppSettingsInput,
  by: string,
): Promise<string[]> {
  const changes = whatsappSettingsSchema.parse(input);
  if (changes.phoneNumberId !== undefined && env.WHATSAPP_PHONE_NUMBER_ID) {
    throw new RefusedError('Set in the environment (WHATSAPP_PHONE_NUMBER_ID): change it there');
  }
  const current = await storedSettings(em);
  const next: StoredSettings = {
    phoneNumberId: changes.phoneNumberId === undefined ? current.phoneNumberId : changes.phoneNumberId,
    templates: changes.templates ?? current.templates,
  };
  await em.upsert(
    ConsoleSettingSchema,
    { key: SETTINGS_KEY, value: JSON.stringify(next), updatedAt: new Date(), updatedBy: by },
    { onConflictFields: ['key'], onConflictAction: 'merge' },
  );
  return Object.keys(changes).filter((key) => changes[key as keyof typeof changes] !== undefined);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
