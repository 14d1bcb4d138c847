import { describe, expect, it } from 'vitest';
import type { InquiryView } from '../../../../../shared/inquiries/types.ts';
import { describeEvent, detailRows } from './inquiry-detail.ts';

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

  it('describes status and assignment changes', () => {
    const base = { id: 1, agentName: null, note: null, by: 'admin', createdAt: '' };
    expect(describeEvent({ ...base, type: 'status', fromStatus: 'New', toStatus: 'Contacted' })).toBe(
      'Status: New → Contacted',
    );
    expect(
      describeEvent({ ...base, type: 'assignment', fromStatus: null, toStatus: null, agentName: 'Layla Haddad' }),
    ).toBe('Assigned to Layla Haddad');
  });
});
