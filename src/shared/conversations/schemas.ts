import { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { translationsSchema } from '../i18n/translations.ts';
import { idSchema, optionalText, plainText, requiredText } from '../validation.ts';
import { CALL_OUTCOMES, MESSAGE_CHANNELS } from './constants.ts';
import { TEMPLATE_PLACEHOLDER_NAMES, unknownPlaceholders } from './message-templates.ts';

/** A file staff attached from the site: a residence's floor plan, or one of the site's documents (brochure, fact sheet). */
export const siteDocumentSchema = z.object({
  kind: z.literal('site'),
  /** A path on this site under /docs/ or an uploaded floor plan under /uploads/ or /media/. */
  path: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(docs|media|uploads)\/[\w./-]+\.(pdf|png|jpe?g|webp)$/i, 'Choose a document of the site')
    .refine((path) => !path.includes('..'), 'Choose a document of the site'),
  filename: plainText(200).optional(),
});

/** A file staff uploaded for this message (POST /files/conversations/attachments): its storage key. */
export const uploadedAttachmentSchema = z.object({
  kind: z.literal('upload'),
  key: z
    .string()
    .regex(/^conversations\/\d{4}-\d{2}\/[0-9a-f-]{36}\/[\w.-]{1,100}$/, 'Upload the file again')
    .refine((key) => !key.includes('..'), 'Upload the file again'),
});

export const composerAttachmentSchema = z.discriminatedUnion('kind', [siteDocumentSchema, uploadedAttachmentSchema]);
export type ComposerAttachment = z.output<typeof composerAttachmentSchema>;

/** At most this many files on one message: a brochure, a floor plan and a few photos. */
export const MAX_MESSAGE_ATTACHMENTS = 5;

export const whatsappTemplateChoiceSchema = z.object({
  name: z.string().trim().min(1).max(512),
  language: z.string().trim().min(2).max(15),
  parameters: z.array(plainText(1000)).max(20),
});

/** What the composer sends: a message on one channel, from the lead's page. */
export const conversationSendInput = z
  .object({
    inquiryId: idSchema,
    channel: z.enum(MESSAGE_CHANNELS),
    /** E-mail only; a reply to the buyer's e-mail takes "Re: " and their subject when left empty. */
    subject: plainText(300).optional(),
    text: z.string().trim().max(20_000, 'At most 20,000 characters').optional(),
    /** WhatsApp outside the 24-hour window: an approved template (configured on the Integrations screen). */
    whatsappTemplate: whatsappTemplateChoiceSchema.optional(),
    attachments: z.array(composerAttachmentSchema).max(MAX_MESSAGE_ATTACHMENTS).default([]),
  })
  .superRefine((input, ctx) => {
    if (!input.text && !input.whatsappTemplate)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Write a message first' });
    if (input.whatsappTemplate && input.channel !== 'whatsapp')
      ctx.addIssue({ code: 'custom', path: ['whatsappTemplate'], message: 'Templates of WhatsApp go by WhatsApp' });
  });
export type ConversationSendInput = z.input<typeof conversationSendInput>;

export const callLogInput = z.object({
  inquiryId: idSchema,
  outcome: z.enum(CALL_OUTCOMES),
  /** Minutes and seconds as a whole number of seconds; 0 for a call nobody answered. */
  durationSeconds: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600),
  note: plainText(5000).optional(),
  direction: z.enum(['in', 'out']).default('out'),
});
export type CallLogInput = z.input<typeof callLogInput>;

export const timelineInput = z.object({ inquiryId: idSchema });

/** A template text's placeholders must be ours: an unknown one (a typo) would reach the buyer as written. */
function templateText<Text extends z.ZodType<string | undefined>>(text: Text) {
  return text.superRefine((value, ctx) => {
    const [unknown] = unknownPlaceholders(value ?? '');
    if (unknown !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: `Unknown placeholder {${unknown}}: use ${TEMPLATE_PLACEHOLDER_NAMES.map((name) => `{${name}}`).join(', ')}`,
      });
  });
}

/**
 * A message template as owners and managers save it: its English texts, and per language the texts
 * written in it (a field left empty there is the English). The subject is for e-mail; WhatsApp free
 * text takes the body.
 */
export const messageTemplateInput = z.object({
  name: requiredText(1, 'Name the template', 120),
  subject: templateText(plainText(300)).default(''),
  body: templateText(requiredText(1, 'Write the English text', 10_000)),
  translations: translationsSchema({
    subject: templateText(optionalText(300)),
    body: templateText(optionalText(10_000)),
  }).optional(),
});
export type MessageTemplateInput = z.input<typeof messageTemplateInput>;

/** A template filled for a lead the caller may write to, in the lead's language (or `language`). */
export const renderTemplateInput = z.object({
  templateId: idSchema,
  inquiryId: idSchema,
  language: z.enum(locales).optional(),
});
