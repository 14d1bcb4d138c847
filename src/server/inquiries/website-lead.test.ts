import { describe, expect, it } from 'vitest';
import { inquiryCreateSchema, type InquiryCreateInput } from '../../shared/inquiries/schemas.ts';
import { websiteLead } from './website-lead.ts';

const lead = (input: InquiryCreateInput, language: 'en' | 'ar' = 'en') =>
  websiteLead(inquiryCreateSchema.parse(input), language);

describe('a lead from the site', () => {
  it('splits a full name and keeps the residence an enquiry is about', () => {
    const incoming = lead({
      kind: 'enquiry',
      name: 'Layla  Al Mansouri',
      email: 'layla@example.ae',
      propertyId: 135,
      sourcePage: '/floor-plans',
    });
    expect(incoming).toMatchObject({
      kind: 'enquiry',
      contact: { firstName: 'Layla', lastName: 'Al Mansouri', email: 'layla@example.ae', phone: null },
      propertyId: 135,
      interest: null,
      sourcePage: '/floor-plans',
      source: 'Direct',
      consents: [],
    });
  });

  it("keeps the lettings form's choices as details, and names the source from the visit", () => {
    const incoming = lead(
      {
        kind: 'lettings',
        fullName: 'Jonas Berg',
        email: 'jonas@example.se',
        phone: '+46 8 123 456 78',
        propertyType: 'villa',
        bedrooms: '5+',
        consent: true,
        attribution: { utmSource: 'Newsletter' },
      },
      'ar',
    );
    expect(incoming).toMatchObject({
      kind: 'lettings',
      interest: 'Lettings',
      contact: { firstName: 'Jonas', lastName: 'Berg' },
      details: { propertyType: 'villa', bedrooms: '5+', preferredContact: 'email', consent: true },
      source: 'newsletter',
      language: 'ar',
    });
    expect(incoming.details).not.toHaveProperty('fullName');
  });
});
