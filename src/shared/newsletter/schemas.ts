import { z } from 'zod';
import { CONSENT_VERSIONS, CONSENT_WORDINGS, type ConsentVersion } from '../inquiries/consent.ts';
import { plainText } from '../validation.ts';

/** The marketing wordings a newsletter sign-up (or a buyer's alert) can agree to. */
export const NEWSLETTER_CONSENTS = CONSENT_VERSIONS.filter(
  (version): version is ConsentVersion => CONSENT_WORDINGS[version].purpose === 'marketing',
);

/** A subscriber's address, lower-cased: the newsletter's and the alerts'. */
export const subscriberEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'Must be at most 254 characters' })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const newsletterSubscribeSchema = z.object({
  email: subscriberEmail,
  /** The wording shown beside the form; optional so older clients still subscribe (with no record). */
  consent: z.enum(NEWSLETTER_CONSENTS, { error: 'Unknown consent wording' }).optional(),
  sourcePage: plainText(300).optional(),
});

/** The secret of a one-click unsubscribe link: 64 hex characters. */
export const unsubscribeTokenSchema = z
  .string({ error: 'The unsubscribe link is incomplete' })
  .regex(/^[0-9a-f]{64}$/, { error: 'The unsubscribe link is not valid' });

export const newsletterUnsubscribeSchema = z.object({ token: unsubscribeTokenSchema });

/** The secret of a double opt-in confirmation link: 64 hex characters. */
export const newsletterConfirmSchema = z.object({
  token: z
    .string({ error: 'The confirmation link is incomplete' })
    .regex(/^[0-9a-f]{64}$/, { error: 'The confirmation link is not valid' }),
});
