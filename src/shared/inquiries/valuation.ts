import { z } from 'zod';
import { m } from '../paraglide/messages.js';
import { requiredText } from '../validation.ts';
import { emailAddress } from './schemas.ts';

export const VALUATION_PROPERTY_TYPES = ['Signature Villa', 'Sky Villa', 'Penthouse', 'Sky Palace'] as const;
export const VALUATION_BEDROOMS = ['1', '2', '3', '4', '5', '6+'] as const;
export const VALUATION_SERVICES = ['Selling', 'Renting', 'Both', 'Just Valuation'] as const;
export const PREFERRED_CONTACTS = ['Email', 'Phone', 'WhatsApp'] as const;

/** The /valuations form as the visitor fills it, before its choices are composed into one message. */
export const valuationFormSchema = z.object({
  name: requiredText(2, () => m.validation_name_min(), 200),
  email: emailAddress(() => m.validation_email_valid()),
  phone: requiredText(8, () => m.validation_phone_valid(), 40),
  propertyType: z.enum(VALUATION_PROPERTY_TYPES),
  bedrooms: z.string().max(10),
  serviceRequired: z.enum(VALUATION_SERVICES),
  preferredContact: z.enum(PREFERRED_CONTACTS),
  message: z.string().max(5000),
  /** The separate, unticked "news and offers" choice; sent as a consent wording, not in the message. */
  marketing: z.boolean(),
});

export type ValuationForm = z.infer<typeof valuationFormSchema>;

export const valuationFormDefaults: ValuationForm = {
  name: '',
  email: '',
  phone: '',
  propertyType: 'Signature Villa',
  bedrooms: '',
  serviceRequired: 'Just Valuation',
  preferredContact: 'Email',
  message: '',
  marketing: false,
};

/** The message the valuation inquiry carries: one line per choice, so staff read the request at a glance. */
export function composeValuationMessage(form: ValuationForm): string {
  return [
    `Property Type: ${form.propertyType}`,
    `Bedrooms: ${form.bedrooms || 'Not specified'}`,
    `Service Required: ${form.serviceRequired}`,
    `Preferred Contact Method: ${form.preferredContact}`,
    `Additional Message: ${form.message.trim() || 'None'}`,
  ].join('\n');
}
