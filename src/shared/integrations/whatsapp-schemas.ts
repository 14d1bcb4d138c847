import { z } from 'zod';
import { WHATSAPP_REFERENCE_ALPHABET, WHATSAPP_REFERENCE_LENGTH } from './whatsapp.ts';

/** A reference the WhatsApp button prefilled (whatsapp.ts). */
export const whatsappReferenceSchema = z
  .string()
  .length(WHATSAPP_REFERENCE_LENGTH)
  .regex(new RegExp(`^[${WHATSAPP_REFERENCE_ALPHABET}]+$`));

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
