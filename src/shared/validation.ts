import { z } from 'zod';

/** Text that is trimmed and must have at least `min` characters, failing with the spec's `message`. */
export function requiredText(min: number, message: string, max = 2000) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });
}

/** Optional free text: blank becomes undefined so nothing empty is stored. */
export function optionalText(max = 5000) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));
}

export const idSchema = z.coerce
  .number({ error: 'Invalid id' })
  .int({ error: 'Invalid id' })
  .positive({ error: 'Invalid id' });
export const byIdInput = z.object({ id: idSchema });

/** An http(s) URL or a path on this site (uploaded and seeded images live at /media/...). */
export function urlOrPath(message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => /^\/(?!\/)\S*$/.test(value) || (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value)), {
      error: message,
    });
}
