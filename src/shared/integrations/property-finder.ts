import { z } from 'zod';

/** The events the agency subscribes to (Property Finder's Enterprise API webhook events). */
export const PROPERTY_FINDER_WEBHOOK_EVENTS = [
  'lead.created',
  'lead.updated',
  'lead.assigned',
  // How publishing went and what the portal asks of a listing (issue #31).
  'listing.published',
  'listing.unpublished',
  'listing.publishFailed',
  'listing.action',
] as const;

/** The secrets the credentials screen writes: a text replaces the stored one, null removes it, absent keeps it. */
const secretText = z.string().trim().min(8, 'At least 8 characters').max(200, 'At most 200 characters');
const secret = secretText.nullable().optional();

export const integrationSecretsSchema = z.object({
  propertyFinderApiKey: secret,
  propertyFinderApiSecret: secret,
  propertyFinderWebhookSecret: secret,
  bayutWebhookSecret: secret,
  // WhatsApp (issue #44): kept with the portals' secrets, sealed the same way.
  whatsappAccessToken: secret,
  whatsappAppSecret: secret,
  whatsappVerifyToken: secret,
});
export type IntegrationSecretsInput = z.input<typeof integrationSecretsSchema>;
export type IntegrationSecretField = keyof z.infer<typeof integrationSecretsSchema>;
export const INTEGRATION_SECRET_FIELDS = Object.keys(integrationSecretsSchema.shape) as IntegrationSecretField[];
export const WHATSAPP_SECRET_FIELDS = ['whatsappAccessToken', 'whatsappAppSecret', 'whatsappVerifyToken'] as const;
export type WhatsAppSecretField = (typeof WHATSAPP_SECRET_FIELDS)[number];
/** The secrets the Property Finder screen shows. */
export type PortalSecretField = Exclude<IntegrationSecretField, WhatsAppSecretField>;
const whatsappOnly = { whatsappAccessToken: true, whatsappAppSecret: true, whatsappVerifyToken: true } as const;
/** What the Property Finder screen saves; the WhatsApp card saves the rest. */
export const portalSecretsSchema = integrationSecretsSchema.omit(whatsappOnly);
export const whatsappSecretsSchema = integrationSecretsSchema.pick(whatsappOnly);

/** Where a credential in force comes from: the environment (locked on the screen), the screen, or nowhere. */
export type CredentialOrigin = 'env' | 'settings' | null;

/** What the screen may know of a secret: whether it is set, its last 4 characters, and where it comes from. */
export interface SecretState {
  set: boolean;
  endsWith: string | null;
  from: CredentialOrigin;
}

/** The last 4 characters of a secret, and only for one long enough that they give little away. */
export function secretEnding(value: string | undefined): string | null {
  return value && value.length >= 12 ? value.slice(-4) : null;
}

/** The credentials form: a field left empty keeps what is stored. */
const kept = z.union([z.literal(''), secretText]);
export const integrationSecretsFormSchema = z.object({
  propertyFinderApiKey: kept,
  propertyFinderApiSecret: kept,
  propertyFinderWebhookSecret: kept,
});
export type IntegrationSecretsForm = z.input<typeof integrationSecretsFormSchema>;
