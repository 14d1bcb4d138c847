import { z } from 'zod';
import { plainText } from '../validation.ts';

/** The two things staff can do with what is stored about one person. */
export const PERSONAL_DATA_ACTIONS = ['export', 'erase'] as const;
export type PersonalDataAction = (typeof PERSONAL_DATA_ACTIONS)[number];

/**
 * A telephone number reduced to its digits, with an international `00` taken as `+`, so
 * "+971 50 123 4567" and "00971501234567" are the same number. The server compares stored
 * numbers the same way.
 */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^00/, '');
}

/** Who staff are looking for: an e-mail address (lower-cased) or a telephone number (its digits). */
export type PersonalDataSubject = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

const LOOKUP_MESSAGE = 'Enter an e-mail address or a telephone number of 7 to 15 digits';

/**
 * The console's one search box: text with an `@` is an e-mail address, anything else a telephone
 * number. Both are normalised the way the stored records are compared.
 */
export const personalDataLookupSchema = z.object({
  contact: plainText(254)
    .min(1, { error: LOOKUP_MESSAGE })
    .transform((value, ctx): PersonalDataSubject => {
      if (value.includes('@')) {
        const email = value.toLowerCase();
        if (!z.email().safeParse(email).success) {
          ctx.issues.push({ code: 'custom', message: 'Enter a valid e-mail address', input: value });
          return z.NEVER;
        }
        return { kind: 'email', value: email };
      }
      const digits = phoneDigits(value);
      if (!/^[+\d\s().-]+$/.test(value) || digits.length < 7 || digits.length > 15) {
        ctx.issues.push({ code: 'custom', message: LOOKUP_MESSAGE, input: value });
        return z.NEVER;
      }
      return { kind: 'phone', value: digits };
    }),
});

export type PersonalDataLookupInput = z.input<typeof personalDataLookupSchema>;
