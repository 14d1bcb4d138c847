import { z } from 'zod';

/**
 * Characters a lead or a form may not carry: NUL (PostgreSQL text cannot hold it), the other C0
 * and C1 control characters and DEL. Tab, line feed and carriage return stay legal: messages are
 * multi-line and a pasted tab harms nothing.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 surrogate pair on its own: not a character, and jsonb refuses its escape. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';
export const LONE_SURROGATE_MESSAGE = 'Contains an invalid character';

/** Why PostgreSQL (or a person reading the lead) could not take this text, or null when it can. */
export function unstorableTextReason(value: string): string | null {
  if (CONTROL_CHARACTER.test(value)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(value)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/** A trimmed string of at most `max` UTF-16 units (never more characters than a varchar(max) holds). */
export function plainText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .check((ctx) => {
      const reason = unstorableTextReason(ctx.value);
      if (reason) ctx.issues.push({ code: 'custom', message: reason, input: ctx.value });
    });
}

/** Text that is trimmed and must have at least `min` characters, failing with the form's own `message`. */
export function requiredText(min: number, message: string, max = 2000) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: `Must be at most ${max} characters` })
    .check((ctx) => {
      const reason = unstorableTextReason(ctx.value);
      if (reason) ctx.issues.push({ code: 'custom', message: reason, input: ctx.value });
    });
}

/** Optional free text: blank becomes undefined so nothing empty is stored. */
export function optionalText(max = 5000) {
  return plainText(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));
}

/** The largest id a PostgreSQL `integer` column holds; a bigger one is a 400, never a database error. */
export const MAX_ID = 2_147_483_647;

export const idSchema = z.coerce
  .number({ error: 'Invalid id' })
  .int({ error: 'Invalid id' })
  .positive({ error: 'Invalid id' })
  .max(MAX_ID, { error: 'Invalid id' });
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
