import { z } from 'zod';
import { CONTACT } from '../../content/landing.ts';
import { contactInquirySchema } from '../../../shared/inquiries/schemas.ts';

/** The contact form as the visitor fills it: the shared inquiry schema plus the privacy tick, which is not sent. */
export const contactFormSchema = contactInquirySchema
  .omit({ kind: true, sourcePage: true })
  .extend({ privacy: z.literal(true, { error: CONTACT.privacyError }) });

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
  privacy: boolean;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  interest: '',
  message: '',
  privacy: false,
};

/** What is sent: every field but the privacy tick. */
export function contactPayload({ privacy: _privacy, interest, ...values }: ContactFormValues) {
  return {
    kind: 'contact' as const,
    ...values,
    interest: interest === '' ? undefined : (interest as 'Penthouse' | 'Villa' | 'Apartment' | 'General'),
    sourcePage: '/',
  };
}
