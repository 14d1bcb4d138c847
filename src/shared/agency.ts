import { m } from './paraglide/messages.js';

/**
 * The agency's contact details, in one place: the header, footer, contact section, structured data
 * and outbound links all read them from here, so a change of number or address is one edit.
 */

/** The development's name as page titles and the footer use it. */
export const SITE_NAME = 'Six Senses Residences Palm Jumeirah';

export const AGENCY = {
  name: 'Six Senses Residences Palm Jumeirah',
  phone: {
    display: '+971 4 000 0000',
    /** E.164 digits for tel: links. */
    e164: '+97140000000',
  },
  email: 'info@sixsenses-palm-residences.ae',
  /** WhatsApp number as digits only, the form wa.me links want. */
  whatsapp: '971500000000',
  address: {
    line: 'Six Senses Residences, Crescent West, Palm Jumeirah, Dubai, UAE',
    street: 'Crescent West, Palm Jumeirah',
    locality: 'Dubai',
    country: 'AE',
  },
  /** The regulator; the agency's own registration numbers are kept in the database and edited in the console. */
  regulator: {
    name: 'Real Estate Regulatory Agency (RERA)',
    url: 'https://dubailand.gov.ae/en/',
  },
  /** The hotel and wellness operator that manages the residences (linked from the landing intro). */
  operator: { name: 'Six Senses Hotels Resorts Spas', url: 'https://www.sixsenses.com/en/residences' },
  /** Public profiles linked from the footer's social icons. */
  social: {
    instagram: 'https://www.instagram.com/sixsensespalmresidences/',
    facebook: 'https://www.facebook.com/sixsensespalmresidences/',
    linkedin: 'https://www.linkedin.com/company/sixsensespalmresidences/',
    youtube: 'https://www.youtube.com/@sixsensespalmresidences',
  },
  /** Office hours given in the landing page's structured data. */
  openingHours: { opens: '09:00', closes: '19:00', days: 'Monday to Sunday' },
} as const;

export const agencyLinks = {
  phone: `tel:${AGENCY.phone.e164}`,
  email: `mailto:${AGENCY.email}`,
  whatsapp: (text?: string) => `https://wa.me/${AGENCY.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`,
} as const;

/** "Page | Six Senses Residences Palm Jumeirah", or the site name alone, in the page's language. */
export function pageTitle(page?: string): string {
  const site = m.site_name();
  return page ? m.page_title({ page, site }) : site;
}
