import type { z } from 'zod';
import { contactInquirySchema } from '../../../shared/inquiries/schemas.ts';
import { consentTicks, ticksAsConsents } from '../../features/leads/consent-ticks.ts';

/**
 * The contact form as the visitor fills it: the shared inquiry schema plus the privacy tick and the
 * optional "news and offers" tick, which are sent as the consent wordings they stand for.
 */
export const contactFormSchema = contactInquirySchema
  .omit({ kind: true, sourcePage: true, attribution: true, consents: true })
  .extend(consentTicks);

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
    consents: ticksAsConsents({ privacy, marketing }),
  };
}
