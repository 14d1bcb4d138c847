import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { enquiryDialogInquiry, newProperty } from '../fixtures/payloads.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The acknowledgement goes to whatever address a visitor typed: a lead about a residence the agency
 * does not advertise (off the market, or without a valid permit while the agency requires one) must
 * not e-mail its title to them. Before, it did ("your enquiry about <title>").
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' } });
  cookie = await t.signIn();
});
afterAll(() => t.close());

async function listing(payload: object): Promise<{ id: number; title: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: { ...newProperty, ...payload },
    headers: { cookie },
  });
  expect(response.statusCode).toBe(201);
  return json<{ id: number; title: string }>(response);
}

/** The subject and text of each message the lead about `propertyId` was written, by kind. */
async function messagesAbout(propertyId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    // An address per lead: one address gets only 3 acknowledgements a day (PUBLIC_MAIL_PER_RECIPIENT_PER_DAY).
    payload: { ...enquiryDialogInquiry, email: `advertising.${propertyId}@example.ae`, propertyId },
  });
  expect(response.statusCode).toBe(201);
  const rows = await t.orm.em.fork().find(OutboxMessageSchema, { inquiry: json<{ id: number }>(response).id });
  const of = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => `${row.subject}\n${row.text}`);
  return { acknowledgement: of('lead-acknowledgement').join('\n'), notifications: of('lead-notification') };
}

describe('the acknowledgement of a lead about a residence', () => {
  it('names an advertised residence', async () => {
    const advertised = await listing({ title: 'Sky Residence Advertised 7' });
    const { acknowledgement } = await messagesAbout(advertised.id);
    expect(acknowledgement).toContain('your enquiry about Sky Residence Advertised 7');
  });

  for (const [why, payload] of [
    ['withdrawn', { status: 'Withdrawn' }],
    ['sold', { status: 'Sold' }],
    ['without a permit while the agency requires one', { permitNumber: '', permitUrl: '', permitExpiresOn: '' }],
  ] as const) {
    it(`is the generic one, with no title, for a residence ${why}; staff still read which residence`, async () => {
      const hidden = await listing({ ...payload, title: `Unadvertised Residence ${why}` });
      const { acknowledgement, notifications } = await messagesAbout(hidden.id);
      expect(acknowledgement).toContain('we have received your enquiry');
      expect(acknowledgement).not.toContain('Unadvertised Residence');
      expect(notifications.length).toBeGreaterThan(0);
      for (const notification of notifications) expect(notification).toContain(`Unadvertised Residence ${why}`);
    });
  }

  it('stops naming a residence as soon as it is withdrawn', async () => {
    const once = await listing({ title: 'Sky Residence Soon Withdrawn' });
    await t.orm.em.fork().nativeUpdate(PropertySchema, { id: once.id }, { status: 'Withdrawn' });
    const { acknowledgement } = await messagesAbout(once.id);
    expect(acknowledgement).not.toContain('Soon Withdrawn');
  });
});
