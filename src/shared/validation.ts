import { z } from 'zod';
import { m } from './paraglide/messages.js';
import { CONTROL_CHARACTER, hasUnsafeUrlCharacter, LONE_SURROGATE } from './text-rules.ts';

/**
 * A validation message: fixed text, or a message function that zod calls when it reports the issue,
 * so a public form's messages read in the page's language (`() => m.validation_name_required()`).
 * Outside a page (the REST API, tRPC answers, the console) Paraglide's locale is English.
 */
export type ValidationMessage = string | (() => string);

/** 'Must be at most 200 characters', in the page's language. */
const tooLong = (max: number) => () => m.validation_too_long({ max });

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
    .max(max, { error: tooLong(max) })
    .check((ctx) => {
      const reason = unstorableTextReason(ctx.value);
      if (reason) ctx.issues.push({ code: 'custom', message: reason, input: ctx.value });
    });
}

/** Text that is trimmed and must have at least `min` characters, failing with the form's own `message`. */
export function requiredText(min: number, message: ValidationMessage, max = 2000) {
  return z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: tooLong(max) })
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

/** Where staff place a row of hand-ordered content (amenities, gallery images, testimonials). */
export const sortOrderSchema = z.coerce.number().int().min(0).max(10_000);

/** An http(s) URL or a path on this site (uploaded and seeded images live at /media/...). */
export function urlOrPath(message: string) {
  return z.string({ error: message }).trim().refine(isUrlOrSitePath, { error: message });
}

/**
 * An optional link (a virtual tour, a floor plan): blank becomes undefined, anything else must be an
 * http(s) URL or a path on this site, so no `javascript:` or `data:` link is ever stored.
 */
export function optionalUrlOrPath(message: string, max = 2000) {
  return optionalText(max).refine((value) => value === undefined || isUrlOrSitePath(value), { error: message });
}

/**
 * A path on this site: one leading slash. `//host` and `/\host` (a browser reads `\` as `/`) lead to
 * another site, and whitespace or control characters inside a link are dropped by browsers, so
 * `/\t/host` would too.
 */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !hasUnsafeUrlCharacter(value);
}

/** Whether `value` is an absolute http(s) URL or a path on this site. */
export function isUrlOrSitePath(value: string): boolean {
  if (hasUnsafeUrlCharacter(value)) return false;
  if (value.startsWith('/')) return isSitePath(value);
  if (!/^https?:\/\//i.test(value)) return false;
  const url = URL.parse(value);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
