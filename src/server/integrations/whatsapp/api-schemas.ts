import { z } from 'zod';

/** `POST /{phone-number-id}/messages` accepted the message: its id (wamid) is what statuses name. */
export const sendAnswer = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.looseObject({ input: z.string(), wa_id: z.string().optional() })).optional(),
  messages: z.array(z.looseObject({ id: z.string().min(1).max(100) })).min(1),
});

/** `GET /{phone-number-id}`: the number Test connection shows. */
export const phoneNumberAnswer = z.looseObject({
  id: z.string(),
  display_phone_number: z.string().optional(),
  verified_name: z.string().optional(),
  quality_rating: z.string().optional(),
});

/**
 * `GET /{media-id}`: where a customer's file can be downloaded for a few minutes (with the bearer
 * token), and what it is. Meta's examples give `file_size` as a number or as a string of digits.
 */
export const mediaAnswer = z.looseObject({
  id: z.string(),
  url: z.url({ protocol: /^https?$/ }),
  mime_type: z.string().min(1).max(200),
  sha256: z.string().max(200).optional(),
  file_size: z.coerce.number().int().min(0),
});

/** Graph API errors: `{ error: { message, type, code, error_subcode?, error_data?: { details }, fbtrace_id } }`. */
export const graphError = z.object({
  error: z.looseObject({
    message: z.string().max(2000).optional(),
    type: z.string().max(100).optional(),
    code: z.number().int(),
    error_subcode: z.number().int().optional(),
    error_data: z.looseObject({ details: z.string().max(2000).optional() }).optional(),
    fbtrace_id: z.string().max(100).optional(),
  }),
});
export type GraphError = z.infer<typeof graphError>['error'];
