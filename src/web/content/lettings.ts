import type { IconCard, ProcessStep } from './valuations.ts';

/** The lettings and property management page's copy and figures. */

export const LETTINGS_CANONICAL_PATH = '/lettings-property-management';

export const LETTINGS_BENEFITS: readonly IconCard[] = [
  {
    id: 'yield',
    title: '6–8% Gross Yield',
    text: 'Well-presented residences at the development let at gross yields of 6 to 8% a year.',
  },
  {
    id: 'fee',
    title: '8–10% Management Fee',
    text: 'One clear fee, a share of the rental income, covers the whole service.',
  },
  {
    id: 'portfolio',
    title: '100+ Properties Managed',
    text: 'Owners across Palm Jumeirah trust us with their homes while they are abroad.',
  },
  {
    id: 'support',
    title: '24/7 Support',
    text: 'Tenants and owners reach a real person, day and night, every day of the year.',
  },
];

export const LETTINGS_SERVICES: readonly IconCard[] = [
  {
    id: 'marketing',
    title: 'Marketing and Viewings',
    text: 'Professional photography, portal listings and accompanied viewings for qualified tenants.',
  },
  {
    id: 'tenants',
    title: 'Tenant Selection',
    text: 'Identity, income and reference checks, and a tenancy registered with Ejari.',
  },
  {
    id: 'rent',
    title: 'Rent Collection',
    text: 'Cheques banked on time, arrears followed up, and monthly statements in your inbox.',
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    text: 'Approved contractors, preventive checks and repairs handled within agreed limits.',
  },
  {
    id: 'inspections',
    title: 'Inspections',
    text: 'Move-in and move-out inventories and regular inspections with photo reports.',
  },
  {
    id: 'compliance',
    title: 'Legal and Compliance',
    text: 'Contracts, renewals, notices and holiday-home permits kept in order with the authorities.',
  },
];

export const LETTINGS_STEPS: readonly ProcessStep[] = [
  { step: 1, title: 'Free Valuation', text: 'We appraise the rent your residence can achieve and how to present it.' },
  { step: 2, title: 'Preparation', text: 'Photography, furnishing advice and the listing, ready within days.' },
  { step: 3, title: 'Letting', text: 'Viewings, tenant checks, negotiation and the registered tenancy contract.' },
  { step: 4, title: 'Management', text: 'Rent, maintenance and reporting handled for the length of the tenancy.' },
];

export const LETTINGS_FAQS: readonly { question: string; answer: string }[] = [
  {
    question: 'How much does property management cost?',
    answer:
      'Our full management service costs 8 to 10% of the rental income, depending on the residence and the type of let. Letting-only is also available.',
  },
  {
    question: 'What rental yield can I expect?',
    answer:
      'Residences at the development typically achieve gross yields of 6 to 8% a year. We give you a written appraisal before you decide.',
  },
  {
    question: 'Can I let my home for short stays?',
    answer:
      'Yes, with a holiday-home permit from Dubai’s tourism authority. We arrange the permit and manage bookings, cleaning and guest care.',
  },
  {
    question: 'What happens if something breaks at night?',
    answer:
      'Our 24/7 line dispatches an approved contractor. Urgent repairs are handled at once; anything above your agreed limit is confirmed with you first.',
  },
];

/** Labels of the lettings form's choices (the codes are in src/shared/inquiries/schemas.ts). */
export const LETTINGS_PROPERTY_TYPE_LABELS = {
  apartment: 'Apartment',
  penthouse: 'Penthouse',
  duplex: 'Duplex',
  villa: 'Villa',
  'signature-villa': 'Signature Villa',
} as const;
export const LETTINGS_CONDITION_LABELS = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  'needs-renovation': 'Needs renovation',
} as const;
export const LETTINGS_VALUATION_TYPE_LABELS = {
  rental: 'Rental valuation',
  sale: 'Sale valuation',
  management: 'Property management',
} as const;
export const PREFERRED_CONTACT_LABELS = { email: 'Email', phone: 'Phone', whatsapp: 'WhatsApp' } as const;
