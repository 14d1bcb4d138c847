/** The /valuations page's fixed copy: message functions, called where they render (see README, "Languages"). */
import type {
  PREFERRED_CONTACTS,
  VALUATION_PROPERTY_TYPES,
  VALUATION_SERVICES,
} from '../../shared/inquiries/valuation.ts';
import { m } from '../../shared/paraglide/messages.js';

/** The promised turnaround, in hours; the page and the toasts quote the same figure. */
export const VALUATION_TURNAROUND_HOURS = 24;

export interface IconCard {
  id: string;
  title: () => string;
  text: () => string;
}

export const VALUATION_BENEFITS: readonly IconCard[] = [
  { id: 'analysis', title: m.valuations_benefit_analysis_title, text: m.valuations_benefit_analysis_text },
  { id: 'expertise', title: m.valuations_benefit_expertise_title, text: m.valuations_benefit_expertise_text },
  { id: 'response', title: m.valuations_benefit_response_title, text: m.valuations_benefit_response_text },
];

/** A step as `ProcessSteps` renders it: its title and text are read when it renders (see `processStep`). */
export interface ProcessStep {
  step: number;
  readonly title: string;
  readonly text: string;
}

/** A numbered step whose title and text are getters over message functions, so each render reads its page's language. */
export function processStep(step: number, title: () => string, text: () => string): ProcessStep {
  return {
    step,
    get title() {
      return title();
    },
    get text() {
      return text();
    },
  };
}

export const VALUATION_STEPS: readonly ProcessStep[] = [
  processStep(1, m.valuations_step1_title, m.valuations_step1_text),
  processStep(2, m.valuations_step2_title, m.valuations_step2_text),
  processStep(3, m.valuations_step3_title, m.valuations_step3_text),
  processStep(4, m.valuations_step4_title, m.valuations_step4_text),
];

/** The labels of the form's choices; the values sent (and composed into the lead's message) stay English codes. */
const PROPERTY_TYPE_LABELS: Record<(typeof VALUATION_PROPERTY_TYPES)[number], () => string> = {
  'Signature Villa': m.valuations_type_signature_villa,
  'Sky Villa': m.valuations_type_sky_villa,
  Penthouse: m.valuations_type_penthouse,
  'Sky Palace': m.valuations_type_sky_palace,
};
const SERVICE_LABELS: Record<(typeof VALUATION_SERVICES)[number], () => string> = {
  Selling: m.valuations_service_selling,
  Renting: m.valuations_service_renting,
  Both: m.valuations_service_both,
  'Just Valuation': m.valuations_service_just_valuation,
};
const PREFERRED_CONTACT_LABELS: Record<(typeof PREFERRED_CONTACTS)[number], () => string> = {
  Email: m.form_email,
  Phone: m.form_phone,
  WhatsApp: m.form_whatsapp,
};

export const valuationPropertyTypeLabel = (value: (typeof VALUATION_PROPERTY_TYPES)[number]) =>
  PROPERTY_TYPE_LABELS[value]();
export const valuationServiceLabel = (value: (typeof VALUATION_SERVICES)[number]) => SERVICE_LABELS[value]();
export const preferredContactLabel = (value: (typeof PREFERRED_CONTACTS)[number]) => PREFERRED_CONTACT_LABELS[value]();
