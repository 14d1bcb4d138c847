import type { Locale } from '../../../../shared/i18n/locales.ts';
import type { InquiryCreateInput } from '../../../../shared/inquiries/schemas.ts';
import type { InquiryStatus } from '../../../../shared/inquiries/constants.ts';
import type { PortalChannel } from '../../../../shared/integrations/portal-leads.ts';
import type { TaskType } from '../../../../shared/tasks/constants.ts';

/**
 * A task on a demo lead: due some hours from the seed (negative: overdue), and done at the seed if
 * `done` (so before it was due: a done task is due within hours, in the report's current month).
 */
export interface DemoTask {
  type: TaskType;
  dueInHours: number;
  note: string;
  done?: boolean;
}

/** What a demo lead went through after it came in: its statuses in order, a staff note, its tasks. */
interface DemoLeadWork {
  statuses?: InquiryStatus[];
  note?: string;
  tasks?: DemoTask[];
}

/** A lead sent from one of the site's forms, some hours before the seed. */
export interface DemoWebsiteLead extends DemoLeadWork {
  channel: 'website';
  language: Locale;
  hoursAgo: number;
  form: InquiryCreateInput;
}

/** A viewing a visitor booked on the site: the `slot`-th free slot from now on (of the residence's agent). */
export interface DemoViewingLead extends DemoLeadWork {
  channel: 'viewing';
  language: Locale;
  slot: number;
  propertyId: number | null;
  name: string;
  email: string;
  phone: string;
  message?: string;
}

/** A portal's lead, about one of our listings (by its id, the portals' reference being derived from it). */
export interface DemoPortalLead extends DemoLeadWork {
  channel: 'property-finder' | 'bayut';
  hoursAgo: number;
  leadId: string;
  via: PortalChannel;
  propertyId: number;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
}

export type DemoLead = DemoWebsiteLead | DemoViewingLead | DemoPortalLead;

const PRIVACY = ['privacy-2026-11' as const];
const WITH_MARKETING = ['privacy-2026-11' as const, 'marketing-2026-11' as const];

/**
 * The demo's leads: a fortnight of an agency's work across the site's forms, booked viewings and both
 * portals, in the buyers' own languages. The buyers and tenants of the demo deals are among them, so
 * the deals link to the leads they came from.
 */
export const demoLeads: DemoLead[] = [
  {
    channel: 'website',
    language: 'en',
    hoursAgo: 13 * 24,
    form: {
      kind: 'enquiry',
      name: 'Oliver Grant',
      email: 'oliver.grant@example.co.uk',
      phone: '+44 7700 900123',
      message: 'Is the skyline-view residence still available? I am in Dubai next month.',
      propertyId: 120,
      sourcePage: '/properties/120',
      consents: PRIVACY,
    },
    statuses: ['Contacted', 'Viewing', 'Negotiation'],
    note: 'Cash buyer; wants to close before the summer.',
    tasks: [{ type: 'call', dueInHours: 2, note: 'Call about the counter-offer', done: true }],
  },
  {
    channel: 'website',
    language: 'ar',
    hoursAgo: 2 * 24,
    form: {
      kind: 'contact',
      firstName: 'نورة',
      lastName: 'الفلاسي',
      email: 'noura.alfalasi@example.ae',
      phone: '+971 50 555 0142',
      interest: 'Villa',
      message: 'أرغب في معرفة المزيد عن الفلل المتاحة على الواجهة البحرية.',
      sourcePage: '/ar/',
      consents: WITH_MARKETING,
      attribution: { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'palm-villas' },
    },
    statuses: ['Contacted'],
    tasks: [{ type: 'call', dueInHours: -20, note: 'Call back in Arabic about the Signature Villas' }],
  },
  {
    channel: 'website',
    language: 'ru',
    hoursAgo: 26,
    form: {
      kind: 'valuation',
      name: 'Дмитрий Волков',
      email: 'dmitri.volkov@example.com',
      phone: '+7 916 555 0177',
      message: 'Тип: пентхаус\nСпальни: 4\nУслуга: продажа\nСвязь: WhatsApp',
      sourcePage: '/ru/valuation',
      consents: PRIVACY,
    },
    tasks: [{ type: 'whatsapp', dueInHours: 3, note: 'Send the valuation appointment times' }],
  },
  {
    channel: 'website',
    language: 'zh',
    hoursAgo: 5 * 24,
    form: {
      kind: 'enquiry',
      name: 'Zhang Wei',
      email: 'zhang.wei@example.cn',
      phone: '+86 139 0000 0188',
      message: '请问这套带书房的公寓的付款计划是怎样的？',
      propertyId: 122,
      sourcePage: '/zh/properties/122',
      consents: WITH_MARKETING,
    },
    statuses: ['Contacted'],
    tasks: [{ type: 'email', dueInHours: 26, note: 'Send the payment plan in Chinese' }],
  },
  {
    channel: 'website',
    language: 'en',
    hoursAgo: 12 * 24,
    form: {
      kind: 'contact',
      firstName: 'Sofia',
      lastName: 'Lindqvist',
      email: 'sofia.lindqvist@example.se',
      phone: '+46 70 555 0134',
      interest: 'Apartment',
      message: 'We are looking to rent a three-bedroom residence for a year from January.',
      sourcePage: '/',
      consents: PRIVACY,
    },
    statuses: ['Contacted', 'Viewing', 'Negotiation', 'Won'],
    tasks: [{ type: 'viewing-follow-up', dueInHours: 3, note: 'Send the tenancy contract', done: true }],
  },
  {
    channel: 'website',
    language: 'en',
    hoursAgo: 9 * 24,
    form: {
      kind: 'valuation',
      name: 'James Whitfield',
      email: 'james.whitfield@example.com',
      phone: '+44 20 7946 0321',
      message: 'Property Type: Apartment\nBedrooms: 2\nService Required: Selling',
      sourcePage: '/valuation',
      consents: PRIVACY,
    },
    statuses: ['Contacted', 'Lost'],
    note: 'Listed with another agency before our visit.',
  },
  {
    channel: 'viewing',
    language: 'en',
    slot: 2,
    propertyId: 125,
    name: 'Charlotte Dubois',
    email: 'charlotte.dubois@example.fr',
    phone: '+33 6 55 55 01 23',
    message: 'We would like to see the garden terrace.',
    statuses: ['Viewing'],
    tasks: [{ type: 'viewing-follow-up', dueInHours: 72, note: 'Ask how the viewing went' }],
  },
  {
    channel: 'viewing',
    language: 'ru',
    slot: 5,
    propertyId: null,
    name: 'Анна Соколова',
    email: 'anna.sokolova@example.com',
    phone: '+7 925 555 0190',
  },
  {
    channel: 'viewing',
    language: 'ar',
    slot: 9,
    propertyId: 124,
    name: 'فيصل المري',
    email: 'faisal.almarri@example.ae',
    phone: '+971 55 555 0166',
    statuses: ['Contacted'],
  },
  {
    channel: 'property-finder',
    hoursAgo: 11 * 24,
    leadId: 'pf-demo-48213',
    via: 'email',
    propertyId: 125,
    name: 'Elena Petrova',
    email: 'elena.petrova@example.com.cy',
    phone: '+357 99 555 012',
    message: 'Interested in the garden terrace residence. Can you share the floor plan?',
    statuses: ['Contacted', 'Viewing', 'Negotiation'],
    tasks: [{ type: 'email', dueInHours: 1, note: 'Send the MOU draft', done: true }],
  },
  {
    channel: 'property-finder',
    hoursAgo: 30,
    leadId: 'pf-demo-48377',
    via: 'call',
    propertyId: 123,
    name: 'Hiroshi Tanaka',
    email: null,
    phone: '+81 90 5555 0147',
    message: null,
    statuses: ['Contacted'],
    tasks: [{ type: 'call', dueInHours: -4, note: 'Return the missed call from Property Finder' }],
  },
  {
    channel: 'bayut',
    hoursAgo: 10 * 24,
    leadId: 'bayut-demo-7731',
    via: 'whatsapp',
    propertyId: 121,
    name: 'Lucas Moreau',
    email: 'lucas.moreau@example.fr',
    phone: '+33 6 55 55 04 56',
    message: 'Bonjour, is the sea view residence negotiable?',
    statuses: ['Contacted', 'Negotiation', 'Lost'],
  },
  {
    channel: 'bayut',
    hoursAgo: 6,
    leadId: 'bayut-demo-7802',
    via: 'email',
    propertyId: 122,
    name: 'Priya Nair',
    email: 'priya.nair@example.in',
    phone: '+91 98 5555 0121',
    message: 'Please send me the service charges for this residence.',
  },
];
