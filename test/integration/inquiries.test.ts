import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { contactInquiry, enquiryDialogInquiry, lettingsInquiry, valuationInquiry } from '../fixtures/payloads.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' } });
  cookie = await t.signIn();
});
afterAll(() => t.close());

const stored = () => t.orm.em.fork().find(InquirySchema, {}, { orderBy: { id: 'desc' }, populate: ['property'] });

async function post(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/inquiries', payload });
}

describe('POST /api/inquiries', () => {
  it('stores the contact form as a contact lead', async () => {
    const response = await post(contactInquiry);
    expect(response.statusCode).toBe(201);
    const { id, success } = json<{ id: number; success: boolean }>(response);
    expect(success).toBe(true);
    const [lead] = await stored();
    expect(lead).toMatchObject({
      id,
      kind: 'contact',
      firstName: 'Amelia',
      lastName: 'Hart',
      email: contactInquiry.email,
      interest: 'Penthouse',
      status: 'New',
    });
    expect(lead?.createdAt).toBeInstanceOf(Date);
  });

  it('stores the enquiry dialog, splitting the name and linking the property', async () => {
    const response = await post({ ...enquiryDialogInquiry, propertyId: 135 });
    expect(response.statusCode).toBe(201);
    const [lead] = await stored();
    expect(lead).toMatchObject({
      kind: 'enquiry',
      firstName: 'Rashid',
      lastName: 'Al Maktoum',
      message: enquiryDialogInquiry.message,
    });
    expect(lead?.property?.id).toBe(135);
  });

  it('keeps an enquiry whose property does not exist, without the link', async () => {
    expect((await post({ ...enquiryDialogInquiry, propertyId: 987654 })).statusCode).toBe(201);
    const [lead] = await stored();
    expect(lead?.property).toBeNull();
  });

  it('stores the valuation request with its composed message', async () => {
    expect((await post(valuationInquiry)).statusCode).toBe(201);
    const [lead] = await stored();
    expect(lead).toMatchObject({
      kind: 'valuation',
      firstName: 'Sofia',
      lastName: 'Rossi',
      message: valuationInquiry.message,
      interest: 'Valuation',
    });
  });

  it('stores every field of the lettings form', async () => {
    expect((await post(lettingsInquiry)).statusCode).toBe(201);
    const [lead] = await stored();
    expect(lead).toMatchObject({
      kind: 'lettings',
      firstName: 'Jonas',
      lastName: 'Berg',
      phone: lettingsInquiry.phone,
    });
    expect(lead?.details).toEqual({
      preferredContact: 'whatsapp',
      propertyType: 'penthouse',
      bedrooms: '4',
      size: 9140,
      condition: 'excellent',
      valuationTypes: ['rental', 'management'],
      consent: true,
    });
  });

  const invalid: Array<[string, object, Record<string, string[]>]> = [
    [
      'contact form',
      { firstName: 'A', lastName: 'B', email: 'not-an-email', phone: '123' },
      {
        firstName: ['First name is required'],
        lastName: ['Last name is required'],
        email: ['Invalid email address'],
        phone: ['Phone number is required'],
      },
    ],
    [
      'enquiry dialog',
      { name: '', email: 'x@', status: 'New' },
      { name: ['Name is required'], email: ['Invalid email address'] },
    ],
    [
      'valuation',
      { type: 'Valuation', name: 'S', email: 'sofia', phone: '1234567' },
      {
        name: ['Name must be at least 2 characters'],
        email: ['Please enter a valid email address'],
        phone: ['Please enter a valid phone number'],
      },
    ],
  ];

  for (const [shape, payload, errors] of invalid) {
    it(`rejects an invalid ${shape} with the spec's messages and stores nothing`, async () => {
      const before = (await stored()).length;
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      const body = json<{ message: string; errors: Record<string, string[]> }>(response);
      expect(body.errors).toEqual(errors);
      expect(body.message).toBe(Object.values(errors)[0]?.[0]);
      expect((await stored()).length).toBe(before);
    });
  }

  it('requires consent on the lettings form', async () => {
    const response = await post({ ...lettingsInquiry, consent: false });
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      consent: ['You must agree to be contacted'],
    });
  });
});

describe('reading leads', () => {
  it('gives staff the newest lead first, with the property title', async () => {
    const response = await t.app.inject({ url: '/api/inquiries', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const leads = json<Array<{ kind: string; createdAt: string }>>(response);
    expect(leads[0]?.kind).toBe('lettings');
    expect(leads.map((l) => l.kind)).toEqual(['lettings', 'valuation', 'enquiry', 'enquiry', 'contact']);
  });

  it('filters by kind and searches by name, e-mail or phone through the procedure', async () => {
    const [me] = await t.orm.em.fork().getConnection().execute<{ id: number }[]>(`select id from users limit 1`);
    const caller = t.caller({ id: me!.id, username: 'staff' });
    expect((await caller.inquiries.list({ kind: 'enquiry' })).total).toBe(2);
    expect((await caller.inquiries.list({ search: 'rossi' })).items.map((i) => i.kind)).toEqual(['valuation']);
    expect((await caller.inquiries.list({ search: '+46 8' })).items.map((i) => i.kind)).toEqual(['lettings']);
    expect((await caller.inquiries.list({ search: '100%_' })).total).toBe(0);
  });

  it('refuses the list to a caller without a user', async () => {
    await expect(t.caller().inquiries.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once an address posts too often, storing nothing more', async () => {
    const limited = await createTestApp({ env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/inquiries',
          payload: contactInquiry,
          remoteAddress: '203.0.113.9',
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(third)).toMatchObject({ message: 'Too many requests. Please try again in a minute.' });
      expect(await limited.orm.em.fork().count(InquirySchema, {})).toBe(2);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload: contactInquiry,
        remoteAddress: '203.0.113.10',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
