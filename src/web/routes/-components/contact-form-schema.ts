import { z } from 'zod';
import { agreedConsents, CURRENT_CONSENT } from '../../../shared/inquiries/consent.ts';
import { contactInquirySchema } from '../../../shared/inquiries/schemas.ts';
import { m } from '../../../shared/paraglide/messages.js';

/**
 * The contact form as the visitor fills it: the shared inquiry schema plus the privacy tick and the
 * optional "news and offers" tick, which are sent as the consent wordings they stand for.
 */
export const contactFormSchema = contactInquirySchema
  .omit({ kind: true, sourcePage: true, attribution: true, consents: true })
  .extend({
    privacy: z.boolean().pipe(z.literal(true, { error: () => m.validation_privacy_required() })),
    marketing: z.boolean(),
  });

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  interest: '',
  message: '',
  privacy: false,
  marketing: false,
};

/** What is sent: every field, with the ticks as the wordings agreed to (the page and attribution are added on sending). */
export function contactPayload({ privacy, marketing, interest, ...values }: ContactFormValues) {
  return {
    kind: 'contact' as const,
    ...values,
    interest: interest === '' ? undefined : interest,
    consents: agreedConsents({ privacy: privacy ? CURRENT_CONSENT.privacy : undefined, marketing }),
  };
}
