import { isIP } from 'node:net';
import { z } from 'zod';

/* The kinds of value a setting takes (env.ts), each parsed from the environment's text. */

/** `true`/`false` or `1`/`0`. */
export const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** One proxy address or CIDR block, e.g. `10.0.0.7` or `172.18.0.0/16` or `fd00::/8`. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For) and scheme: nobody unless
 * configured, since a believed header lets a client pick its own address for every per-IP limit.
 * A number trusts that many hops in front of the app; a list trusts exactly those addresses.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count must be between 1 and 10' });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count or comma-separated IP addresses/CIDRs, got ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** An optional setting whose empty value (`S3_BUCKET=` in a compose file) means unset. */
export function unsetWhenEmpty<T extends z.ZodType<string>>(schema: T) {
  return schema.optional().or(z.literal('').transform(() => undefined));
}

/** A whole number read from its text, within bounds, with the value an unset variable takes. */
export function wholeNumber(min: number, max: number | undefined, fallback: number) {
  const bounded = z.coerce.number().int().min(min);
  return (max === undefined ? bounded : bounded.max(max)).default(fallback);
}

/** An http(s) base URL, stored without a trailing slash so paths can be appended. */
export const baseUrl = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `expected an http(s) URL such as ${example}` })
    .transform((value) => value.replace(/\/+$/, ''));

/** An S3 bucket's name, as S3 allows it. */
export const bucketName = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'expected a bucket name: 3-63 lower-case letters, digits, dots, hyphens',
  );

/** 32 bytes as 64 hex digits or 44 base64 characters. */
export const encryptionKey = z
  .string()
  .trim()
  .refine(
    (value) => /^[0-9a-f]{64}$/i.test(value) || /^[A-Za-z0-9+/]{43}=$/.test(value),
    'expected 32 bytes: 64 hex digits or 44 base64 characters',
  );
