import { describe, expect, it } from 'vitest';
import type { InquiryView } from '../../../../../shared/inquiries/types.ts';
import { attributionRows, consentLines, describeEvent, detailRows } from './inquiry-detail.ts';

const lettings: InquiryView = {
  id: 7,
  kind: 'lettings',
  firstName: 'Amira',
  lastName: 'Khan',
  name: 'Amira Khan',
  email: 'amira@example.com',
  phone: '+971 50 000 0000',
  interest: 'Lettings',
  message: null,
  status: 'New',
  propertyId: null,
  propertyTitle: null,
  sourcePage: '/lettings-management',
  details: {
    propertyType: 'penthouse',
    bedrooms: '4',
    valuationTypes: ['rental', 'management'],
    consent: true,
    condition: null,
  },
  assignedAgentId: null,
  assignedAgentName: null,
  statusChangedAt: null,
  firstResponseAt: null,
  attribution: {
    source: 'newsletter',
    utmSource: 'Newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
    utmTerm: null,
    utmContent: null,
    gclid: null,
    fbclid: null,
    referrer: null,
    landingPage: '/',
  },
  contactKey: 'lead-7',
  consents: ['lettings-privacy-2026-11', 'marketing-2026-11', 'privacy-1999-01'],
  consentedAt: '2026-11-20T10:00:00.000Z',
  consentPage: '/lettings-management',
  language: 'en',
  portal: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('inquiry detail', () => {
  it('lists every field the visitor sent, with the lettings details, and leaves out empty ones', () => {
    const rows = Object.fromEntries(detailRows(lettings));
    expect(rows).toMatchObject({
      Name: 'Amira Khan',
      'E-mail': 'amira@example.com',
      'Property type': 'penthouse',
      'Valuation wanted': 'rental, management',
      'Agreed to be contacted': 'Yes',
      'Sent from page': '/lettings-management',
    });
    expect(rows).not.toHaveProperty('Message');
    expect(rows).not.toHaveProperty('Condition');
  });

  it('shows the source and the campaign tags the visit carried, and no empty ones', () => {
    expect(attributionRows(lettings)).toEqual([
      ['Source', 'newsletter'],
      ['Medium', 'email'],
      ['Campaign', 'spring'],
      ['Landing page', '/'],
    ]);
  });

  it('reads each agreed version back as its exact wording', () => {
    expect(consentLines(lettings)).toEqual([
      {
        version: 'lettings-privacy-2026-11',
        text: 'I agree to be contacted about my valuation and to the processing of my details.',
        purpose: 'privacy',
      },
      { version: 'marketing-2026-11', text: 'Send me news and offers', purpose: 'marketing' },
      { version: 'privacy-1999-01', text: 'Wording not known to this version of the site', purpose: 'unknown' },
    ]);
  });

  it('describes status and assignment changes, and an e-mail the daily cap kept back', () => {
    const base = { id: 1, agentName: null, note: null, by: 'admin', createdAt: '' };
    expect(describeEvent({ ...base, type: 'status', fromStatus: 'New', toStatus: 'Contacted' })).toBe(
      'Status: New → Contacted',
    );
    expect(
      describeEvent({ ...base, type: 'assignment', fromStatus: null, toStatus: null, agentName: 'Layla Haddad' }),
    ).toBe('Assigned to Layla Haddad');
    expect(describeEvent({ ...base, type: 'mail-withheld', fromStatus: null, toStatus: null, by: null })).toBe(
      'E-mail not sent',
    );
  });
});
