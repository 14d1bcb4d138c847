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
  return z.string({ error: message }).trim().refine(isUrlOrSitePath, { error: message });
}

/**
 * Whether `value` is an absolute http(s) URL or a path on this site. Browsers read a backslash as a
 * slash and drop tabs and newlines inside URLs, so `/\evil.com` or `/\t/evil.com` would leave the site;
 * such characters are refused outright rather than cleaned.
 */
function isUrlOrSitePath(value: string): boolean {
  // Whitespace and control characters (C0, DEL, C1), and the backslash.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\s\u0000-\u001f\u007f-\u009f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
