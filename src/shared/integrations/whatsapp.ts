import { z } from 'zod';

/**
 * The short reference the site's floating WhatsApp button prefills ("Ref W3K9QZ"): six characters
 * of an alphabet without look-alikes (no 0/O, 1/I/L), random, naming a stored web visit's attribution
 * and nothing about the person. The server finds it in the customer's first message with the same pattern.
 */
export const WHATSAPP_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const WHATSAPP_REFERENCE_LENGTH = 6;
const REFERENCE_PATTERN = new RegExp(
  `\\bRef[:#\\s]*([${WHATSAPP_REFERENCE_ALPHABET}]{${WHATSAPP_REFERENCE_LENGTH}})\\b`,
  'i',
);

export const whatsappReferenceSchema = z
  .string()
  .length(WHATSAPP_REFERENCE_LENGTH)
  .regex(new RegExp(`^[${WHATSAPP_REFERENCE_ALPHABET}]+$`));

/** A fresh reference, from the platform's random source (browser or server). */
export function newWhatsAppReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(WHATSAPP_REFERENCE_LENGTH));
  return [...bytes].map((byte) => WHATSAPP_REFERENCE_ALPHABET[byte % WHATSAPP_REFERENCE_ALPHABET.length]).join('');
}

/** The text the button prefills: the greeting, then the reference on its own line. */
export function withWhatsAppReference(greeting: string, reference: string): string {
  return `${greeting}\n\nRef ${reference}`;
}

/** The reference a message carries, upper-cased, or null. */
export function whatsappReferenceIn(text: string): string | null {
  return REFERENCE_PATTERN.exec(text)?.[1]?.toUpperCase() ?? null;
}

/** A message template approved in Meta's WhatsApp Manager that the composer may offer outside the 24-hour window. */
export const whatsappTemplateSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, 'Lower-case letters, digits and underscores, as in WhatsApp Manager'),
  /** Meta's language code, e.g. en, en_US, ar, ru. */
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'A language code such as en, en_US, ar or ru'),
  /** How many {{n}} placeholders its body has. */
  parameters: z.number().int().min(0).max(20),
});
export type WhatsAppTemplate = z.infer<typeof whatsappTemplateSchema>;

/** What the Integrations screen saves for WhatsApp: the phone number id and the templates (not secrets). */
export const whatsappSettingsSchema = z.object({
  phoneNumberId: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, "The phone number ID from Meta's WhatsApp Manager (digits)")
    .nullable()
    .optional(),
  templates: z
    .array(whatsappTemplateSchema)
    .max(50)
    .refine(
      (templates) => new Set(templates.map((t) => `${t.name}/${t.language}`)).size === templates.length,
      'Each template and language once',
    )
    .optional(),
});
export type WhatsAppSettingsInput = z.input<typeof whatsappSettingsSchema>;
