import { z } from 'zod';
import { agreedConsents, CURRENT_CONSENT } from '../../../shared/inquiries/consent.ts';
import { m } from '../../../shared/paraglide/messages.js';

/**
 * A lead form's two ticks, as the contact form and the viewing booking ask for them: the privacy
 * policy (required) and the separate, optional "news and offers".
 */
export const consentTicks = {
  privacy: z.boolean().pipe(z.literal(true, { error: () => m.validation_privacy_required() })),
  marketing: z.boolean(),
};

/** The ticks as the consent wordings they stand for. */
export const ticksAsConsents = ({ privacy, marketing }: { privacy: boolean; marketing: boolean }) =>
  agreedConsents({ privacy: privacy ? CURRENT_CONSENT.privacy : undefined, marketing });
