import { m } from '../../../../shared/paraglide/messages.js';
import type { LeadToasts } from '../use-lead-form.ts';

/** The valuation request's toasts, in the page's language; the lettings request shows them too, so both read alike. */
export const REQUEST_TOASTS: LeadToasts = {
  sent: () => ({ title: m.valuations_toast_success_title(), message: m.valuations_toast_success_message() }),
  failed: () => ({
    title: m.valuations_toast_failure_title(),
    message: m.valuations_toast_failure_message(),
    color: 'red',
  }),
};
