import { AGENCY } from '../../../../shared/agency.ts';
import type { AgentSeed } from './types.ts';
import { DEFAULT_WORKING_HOURS } from '../../../../shared/viewings/schemas.ts';

/** The agency's e-mail domain, taken from its contact address so consultants and the office share one domain. */
export const AGENCY_EMAIL_DOMAIN = AGENCY.email.slice(AGENCY.email.indexOf('@') + 1);

export const agents: AgentSeed[] = [
  {
    key: 'layla-haddad',
    name: 'Layla Haddad',
    title: 'Senior Property Consultant',
    phone: '+971 50 412 7780',
    email: `layla.haddad@${AGENCY_EMAIL_DOMAIN}`,
    bio:
      'Layla has advised buyers on Palm Jumeirah since 2014 and has handled more branded-residence sales at Six Senses ' +
      'than anyone else on the team. She works mostly with private families and family offices relocating from Europe ' +
      'and the GCC, and arranges discreet viewings of the penthouse collection by appointment.',
    photoUrl: '/media/agents/layla-haddad.webp',
    license: 'BRN 45872',
    brn: '45872',
    languages: ['English', 'Arabic', 'French'],
    specialties: ['Penthouses', 'Branded Residences', 'Off-Plan Investment'],
    featured: true,
  },
  {
    key: 'james-whitmore',
    name: 'James Whitmore',
    title: 'Associate Director, Villas & Estates',
    phone: '+971 55 238 4416',
    email: `james.whitmore@${AGENCY_EMAIL_DOMAIN}`,
    bio:
      'James leads the villa desk. Before moving to Dubai he spent a decade with a prime central London agency, and he ' +
      'now focuses on the Signature Villas and beachfront homes on the Palm, from plot and orientation advice to ' +
      'negotiation and handover snagging.',
    photoUrl: '/media/agents/james-whitmore.webp',
    license: 'BRN 51236',
    brn: '51236',
    languages: ['English', 'German', 'Russian'],
    specialties: ['Signature Villas', 'Beachfront Homes', 'Portfolio Advisory'],
    featured: false,
    // Villa viewings take longer, and buyers flying in often come at the weekend: Tuesday to Sunday.
    workingHours: {
      ...DEFAULT_WORKING_HOURS,
      week: { ...DEFAULT_WORKING_HOURS.week, mon: null, sun: { from: '11:00', to: '17:00' } },
      slotMinutes: 90,
      bufferMinutes: 30,
    },
  },
  {
    key: 'priya-menon',
    name: 'Priya Menon',
    title: 'Property Consultant, Lettings & Management',
    phone: '+971 52 907 3321',
    email: `priya.menon@${AGENCY_EMAIL_DOMAIN}`,
    bio:
      "Priya looks after owners who let their residences, long term or through the operator's rental programme. She " +
      'prepares rental valuations, vets tenants and coordinates maintenance with the building team, and she also ' +
      'handles resale apartments for first-time buyers at the development.',
    photoUrl: '/media/agents/priya-menon.webp',
    license: 'BRN 60418',
    brn: '60418',
    languages: ['English', 'Hindi', 'Malayalam', 'Arabic'],
    specialties: ['Lettings', 'Property Management', 'Resale Apartments'],
    featured: false,
    // Apartments are shown in shorter visits, weekdays only.
    workingHours: {
      ...DEFAULT_WORKING_HOURS,
      week: { ...DEFAULT_WORKING_HOURS.week, sat: null },
      slotMinutes: 45,
      bufferMinutes: 15,
    },
  },
];
