import { m } from '../../shared/paraglide/messages.js';
import { processStep, type IconCard, type ProcessStep } from './valuations.ts';

/** The lettings and property management page's copy and figures: message functions, called where they render. */

export const LETTINGS_BENEFITS: readonly IconCard[] = [
  { id: 'yield', title: m.lettings_benefit_yield_title, text: m.lettings_benefit_yield_text },
  { id: 'fee', title: m.lettings_benefit_fee_title, text: m.lettings_benefit_fee_text },
  { id: 'portfolio', title: m.lettings_benefit_portfolio_title, text: m.lettings_benefit_portfolio_text },
  { id: 'support', title: m.lettings_benefit_support_title, text: m.lettings_benefit_support_text },
];

export const LETTINGS_SERVICES: readonly IconCard[] = [
  { id: 'marketing', title: m.lettings_service_marketing_title, text: m.lettings_service_marketing_text },
  { id: 'tenants', title: m.lettings_service_tenants_title, text: m.lettings_service_tenants_text },
  { id: 'rent', title: m.lettings_service_rent_title, text: m.lettings_service_rent_text },
  { id: 'maintenance', title: m.lettings_service_maintenance_title, text: m.lettings_service_maintenance_text },
  { id: 'inspections', title: m.lettings_service_inspections_title, text: m.lettings_service_inspections_text },
  { id: 'compliance', title: m.lettings_service_compliance_title, text: m.lettings_service_compliance_text },
];

export const LETTINGS_STEPS: readonly ProcessStep[] = [
  processStep(1, m.lettings_step1_title, m.lettings_step1_text),
  processStep(2, m.lettings_step2_title, m.lettings_step2_text),
  processStep(3, m.lettings_step3_title, m.lettings_step3_text),
  processStep(4, m.lettings_step4_title, m.lettings_step4_text),
];

export const LETTINGS_FAQS: readonly { id: string; question: () => string; answer: () => string }[] = [
  { id: 'cost', question: m.lettings_faq_cost_question, answer: m.lettings_faq_cost_answer },
  { id: 'yield', question: m.lettings_faq_yield_question, answer: m.lettings_faq_yield_answer },
  { id: 'short-stays', question: m.lettings_faq_short_question, answer: m.lettings_faq_short_answer },
  { id: 'night', question: m.lettings_faq_night_question, answer: m.lettings_faq_night_answer },
];

/** Labels of the lettings form's choices (the codes are in src/shared/inquiries/schemas.ts). */
export const LETTINGS_PROPERTY_TYPE_LABELS = {
  apartment: m.lettings_type_apartment,
  penthouse: m.lettings_type_penthouse,
  duplex: m.lettings_type_duplex,
  villa: m.lettings_type_villa,
  'signature-villa': m.lettings_type_signature_villa,
} as const;
export const LETTINGS_CONDITION_LABELS = {
  excellent: m.lettings_condition_excellent,
  good: m.lettings_condition_good,
  fair: m.lettings_condition_fair,
  'needs-renovation': m.lettings_condition_needs_renovation,
} as const;
export const LETTINGS_VALUATION_TYPE_LABELS = {
  rental: m.lettings_valuation_rental,
  sale: m.lettings_valuation_sale,
  management: m.lettings_valuation_management,
} as const;
export const PREFERRED_CONTACT_LABELS = {
  email: m.form_email,
  phone: m.form_phone,
  whatsapp: m.form_whatsapp,
} as const;
