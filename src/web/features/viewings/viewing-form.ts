import type { z } from 'zod';
import { bookViewingInput } from '../../../shared/viewings/schemas.ts';
import { consentTicks } from '../leads/consent-ticks.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { VIEWING_MODES, type ViewingMode } from '../../../shared/viewings/constants.ts';

/** How a visitor views a residence: at the development, or on a video call with the agent. */
export { VIEWING_MODES, type ViewingMode };

export const viewingModeLabel = (mode: ViewingMode): string =>
  mode === 'video' ? m.viewing_mode_video() : m.viewing_mode_in_person();

export const viewingModeHint = (mode: ViewingMode): string =>
  mode === 'video' ? m.viewing_mode_video_hint() : m.viewing_mode_in_person_hint();

/**
 * The visitor's details, as every lead form asks for them: name, e-mail and phone (required, since an
 * agent calls before a viewing), a message, the privacy tick and the separate "news and offers" tick.
 */
export const viewingDetailsSchema = bookViewingInput
  .pick({ name: true, email: true, phone: true, message: true })
  .extend(consentTicks);

export type ViewingDetailsInput = z.input<typeof viewingDetailsSchema>;
export type ViewingDetails = z.output<typeof viewingDetailsSchema>;

export const EMPTY_VIEWING_DETAILS: ViewingDetailsInput = {
  name: '',
  email: '',
  phone: '',
  message: '',
  privacy: false,
  marketing: false,
};

/** What a visitor chooses: how, and which free slot (of which agent). */
export interface ViewingChoice {
  mode: ViewingMode;
  start: string;
  agentId: number;
}

/** A booked viewing as the confirmation shows it. */
export interface BookedViewing {
  start: string;
  mode: ViewingMode;
  agentName: string | null;
  email: string;
}
