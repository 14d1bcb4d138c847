import { z } from 'zod';
import { emailAddress } from '../inquiries/schemas.ts';
import { m } from '../paraglide/messages.js';
import { requiredText } from '../validation.ts';

/** "Send me this shortlist" as the form holds it; the residence ids are added when it is sent. */
export const sendShortlistFormSchema = z.object({
  name: requiredText(2, () => m.validation_name_min(), 200),
  email: emailAddress(() => m.validation_email_valid()),
  phone: z.string().max(40),
  /** The separate, unticked "news and offers" choice, sent as a consent wording. */
  marketing: z.boolean(),
});

export const sendShortlistFormDefaults: z.infer<typeof sendShortlistFormSchema> = {
  name: '',
  email: '',
  phone: '',
  marketing: false,
};
