import { z } from 'zod';
import { agreedConsents, CURRENT_CONSENT } from '../../../shared/inquiries/consent.ts';
import { lettingsInquirySchema, type InquiryCreateInput } from '../../../shared/inquiries/schemas.ts';
import type { LeadContext } from '../leads/use-lead-form.ts';

const lettings = lettingsInquirySchema.shape;

/**
 * The lettings request as the visitor fills it, checked field by field by the shared lettings schema:
 * the selects and the size start empty, and the "news and offers" tick is sent as a consent wording.
 */
export const lettingsFormSchema = z.object({
  fullName: lettings.fullName,
  email: lettings.email,
  phone: lettings.phone,
  preferredContact: lettings.preferredContact,
  // The selects start on their placeholder: empty, which fails with the choice's own message.
  propertyType: z.literal('').or(lettings.propertyType).pipe(lettings.propertyType),
  bedrooms: z.literal('').or(lettings.bedrooms).pipe(lettings.bedrooms),
  size: z.preprocess((size: string) => (size.trim() === '' ? null : size), lettings.size),
  condition: z
    .literal('')
    .transform(() => null)
    .or(lettings.condition),
  valuationTypes: lettings.valuationTypes,
  message: lettings.message,
  consent: z.boolean().pipe(lettings.consent),
  marketing: z.boolean(),
});

export const EMPTY_LETTINGS_FORM: z.input<typeof lettingsFormSchema> = {
  fullName: '',
  email: '',
  phone: '',
  preferredContact: 'email',
  propertyType: '',
  bedrooms: '',
  size: '',
  condition: '',
  valuationTypes: [],
  message: '',
  consent: false,
  marketing: false,
};

/** The lettings lead as sent: the fields, with the ticks as the wordings agreed to. */
export function lettingsLead(
  { marketing, ...values }: z.output<typeof lettingsFormSchema>,
  context: LeadContext,
): InquiryCreateInput {
  return {
    kind: 'lettings',
    type: 'Lettings',
    ...values,
    consents: agreedConsents({ privacy: CURRENT_CONSENT.lettingsPrivacy, marketing }),
    ...context,
  };
}
