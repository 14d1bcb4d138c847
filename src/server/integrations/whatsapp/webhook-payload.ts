import { z } from 'zod';

/**
 * What Meta posts to the webhook (WhatsApp Cloud API, "messages" field), checked at the edge: a field
 * Meta renames or retypes fails here with its path, instead of deep in processing. Objects stay loose:
 * Meta adds fields often, and an addition breaks nothing.
 */
const waId = z.string().regex(/^\d{5,20}$/, 'a WhatsApp id (digits)');
const messageId = z.string().min(1).max(100);
const unixSeconds = z.string().regex(/^\d{1,12}$/, 'Unix seconds');
const shortText = (max: number) => z.string().max(max);

export const whatsappReferral = z.looseObject({
  source_url: shortText(2000).optional(),
  source_id: shortText(200).optional(),
  source_type: shortText(40).optional(),
  headline: shortText(1000).optional(),
  body: shortText(4000).optional(),
  ctwa_clid: shortText(500).optional(),
});

/** A media message's object: Meta's media id (the file is fetched with it), its type, caption and file name. */
const caption = z.looseObject({
  id: shortText(100).optional(),
  mime_type: shortText(200).optional(),
  caption: shortText(4096).optional(),
  filename: shortText(500).optional(),
});

export const whatsappMessage = z.looseObject({
  from: waId,
  id: messageId,
  timestamp: unixSeconds,
  type: shortText(40),
  text: z.looseObject({ body: shortText(65_536) }).optional(),
  button: z.looseObject({ text: shortText(1000).optional(), payload: shortText(1000).optional() }).optional(),
  interactive: z
    .looseObject({
      type: shortText(40).optional(),
      button_reply: z.looseObject({ id: shortText(300).optional(), title: shortText(300) }).optional(),
      list_reply: z.looseObject({ id: shortText(300).optional(), title: shortText(300) }).optional(),
    })
    .optional(),
  image: caption.optional(),
  video: caption.optional(),
  document: caption.optional(),
  location: z
    .looseObject({
      latitude: z.number().optional(),
      longitude: z.number().optional(),
      name: shortText(500).optional(),
      address: shortText(1000).optional(),
    })
    .optional(),
  referral: whatsappReferral.optional(),
});
export type WhatsAppMessage = z.infer<typeof whatsappMessage>;

const metaError = z.looseObject({
  code: z.number().int(),
  title: shortText(1000).optional(),
  message: shortText(1000).optional(),
  error_data: z.looseObject({ details: shortText(2000).optional() }).optional(),
});

export const whatsappStatus = z.looseObject({
  id: messageId,
  /** sent, delivered, read, failed; a value Meta adds later is stored and ignored, not refused. */
  status: shortText(40),
  timestamp: unixSeconds,
  recipient_id: waId,
  errors: z.array(metaError).optional(),
});
export type WhatsAppStatus = z.infer<typeof whatsappStatus>;

export const whatsappContact = z.looseObject({
  wa_id: waId,
  profile: z.looseObject({ name: shortText(500).optional() }).optional(),
});
export type WhatsAppContact = z.infer<typeof whatsappContact>;

export const whatsappMessagesValue = z.looseObject({
  messaging_product: z.literal('whatsapp'),
  metadata: z.looseObject({
    phone_number_id: z.string().min(1).max(40),
    display_phone_number: shortText(40).optional(),
  }),
  contacts: z.array(whatsappContact).max(100).optional(),
  messages: z.array(whatsappMessage).max(100).optional(),
  statuses: z.array(whatsappStatus).max(1000).optional(),
});

export const whatsappEnvelope = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        id: z.string().max(40),
        // Other fields (template status, account updates) come in the same shape: acknowledged, not read.
        changes: z.array(z.object({ field: z.string().max(100), value: z.unknown() })).max(100),
      }),
    )
    .max(100),
});

/** One stored event per message and per status, so each is deduplicated and processed on its own. */
export const whatsappMessageEvent = z.object({
  phoneNumberId: z.string(),
  message: whatsappMessage,
  contact: whatsappContact.nullable(),
});
export const whatsappStatusEvent = z.object({ phoneNumberId: z.string(), status: whatsappStatus });
