import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import {
  agreedConsents,
  CURRENT_CONSENT,
  isConsentVersion,
  recordedConsent,
} from '../../src/shared/inquiries/consent.ts';
import type { InquiryView } from '../../src/shared/inquiries/types.ts';
import { DEFAULT_WORKING_HOURS, type ViewingSlot } from '../../src/shared/viewings/schemas.ts';
import { addDays, dubaiDate } from '../../src/shared/viewings/slots.ts';
import { ticksAsConsents } from '../../src/web/features/leads/consent-ticks.ts';
import { lettingsLead } from '../../src/web/features/lettings/lettings-form-schema.ts';
import { consentLines, marketingStatement } from '../../src/web/routes/admin/inquiries/-components/inquiry-detail.ts';
import { contactPayload } from '../../src/web/routes/-components/contact-form-schema.ts';
import { costBreakdownInputs } from '../fixtures/payloads.ts';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

const PROPERTY_ID = 135;
const ALL_DAY = { from: '09:00', to: '18:00' };
const page = { sourcePage: '/contact', attribution: {} };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '10000' } });
  const em = t.orm.em.fork();
  const property = await em.findOneOrFail(PropertySchema, { id: PROPERTY_ID }, { populate: ['agent'] });
  const week = Object.fromEntries(Object.keys(DEFAULT_WORKING_HOURS.week).map((day) => [day, ALL_DAY]));
  await em.nativeUpdate(
    AgentSchema,
    { id: property.agent!.id },
    { workingHours: { ...DEFAULT_WORKING_HOURS, week, slotMinutes: 60, bufferMinutes: 30 }, away: false },
  );
});
afterAll(() => t?.close());

/**
 * Each public form that sends a lead, as its own code builds the consents from the ticks (the
 * enquiry, valuation, shortlist and cost forms have only the marketing tick): the payload for `email`.
 */
const FORMS: Record<string, (email: string, marketing: boolean) => Record<string, unknown>> = {
  contact: (email, marketing) => ({
    ...page,
    ...contactPayload({
      firstName: 'Amelia',
      lastName: 'Hart',
      email,
      phone: '+44 20 7946 0958',
      interest: '',
      message: '',
      privacy: true,
      marketing,
    }),
  }),
  enquiry: (email, marketing) => ({
    ...page,
    kind: 'enquiry',
    name: 'Rashid Al Maktoum',
    email,
    propertyId: PROPERTY_ID,
    consents: agreedConsents({ marketing }),
  }),
  valuation: (email, marketing) => ({
    ...page,
    kind: 'valuation',
    name: 'Sofia Rossi',
    email,
    phone: '+39 06 1234 5678',
    consents: agreedConsents({ marketing }),
  }),
  lettings: (email, marketing) =>
    lettingsLead(
      {
        fullName: 'Jonas Berg',
        email,
        phone: '+46 8 123 456 78',
        preferredContact: 'email',
        propertyType: 'penthouse',
        bedrooms: '4',
        size: 9140,
        condition: 'excellent',
        valuationTypes: ['rental'],
        message: '',
        consent: true,
        marketing,
      },
      page,
    ),
  shortlist: (email, marketing) => ({
    ...page,
    kind: 'shortlist',
    name: 'Layla Haddad',
    email,
    propertyIds: [PROPERTY_ID],
    consents: agreedConsents({ marketing }),
  }),
  'cost-breakdown': (email, marketing) => ({
    ...page,
    kind: 'cost-breakdown',
    name: 'Layla Haddad',
    email,
    inputs: costBreakdownInputs,
    consents: agreedConsents({ marketing }),
  }),
};

async function sendForm(kind: string, email: string, marketing: boolean, language = 'en') {
  const payload = FORMS[kind]!(email, marketing);
  const response = await t.app.inject({
    method: 'POST',
    url: '/trpc/inquiries.create',
    payload,
    headers: { 'content-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
}

let slotsTaken = 0;
/** A viewing booked as the booking dialog sends it (the privacy and marketing ticks as consents). */
async function bookViewing(email: string, marketing: boolean) {
  const day = addDays(dubaiDate(new Date()), 3);
  const availability = await t.app.inject({
    url: `/api/viewings/availability?propertyId=${PROPERTY_ID}&from=${day}&to=${day}`,
  });
  const slot = json<{ slots: ViewingSlot[] }>(availability).slots[slotsTaken++];
  const response = await t.app.inject({
    method: 'POST',
    url: '/trpc/viewings.book',
    payload: {
      ...page,
      propertyId: PROPERTY_ID,
      start: slot!.start,
      name: 'Amira Haddad',
      email,
      phone: '+971 50 123 4567',
      mode: 'in-person',
      consents: ticksAsConsents({ privacy: true, marketing }),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The lead as the console's lead page receives it. */
async function leadPage(email: string): Promise<InquiryView> {
  const lead = await t.orm.em.fork().findOneOrFail(InquirySchema, { email });
  const admin = await t.orm.em
    .getConnection()
    .execute<{ id: number }[]>('select id from users where username = ?', [TEST_ADMIN.username]);
  return t.caller({ id: admin[0]!.id, username: TEST_ADMIN.username }).inquiries.byId({ id: lead.id });
}

const at = (iso: string) => iso;

describe("the lead page states the consents each form's visitor gave (issue #40)", () => {
  it.each([...Object.keys(FORMS), 'viewing'])('%s: no marketing statement without the marketing tick', async (kind) => {
    for (const marketing of [false, true]) {
      const email = `${kind}.${marketing ? 'ticked' : 'unticked'}@consent.test`;
      if (kind === 'viewing') await bookViewing(email, marketing);
      else await sendForm(kind, email, marketing);
      const lead = await leadPage(email);
      // Each wording is kept with the lead word for word as it is captured.
      expect(lead.consentWordings).toEqual(
        lead.consents.length
          ? lead.consents.filter(isConsentVersion).map((version) => recordedConsent(version, 'en'))
          : null,
      );
      const purposes = consentLines(lead).map((line) => line.purpose);
      if (marketing) {
        expect(consentLines(lead)).toContainEqual({
          version: CURRENT_CONSENT.marketing,
          text: 'Send me news and offers',
          shown: null,
          purpose: 'marketing',
        });
        expect(lead.consentedAt).not.toBeNull();
        expect(marketingStatement(lead, at)).toBe(
          `This person agreed to news and offers on ${lead.consentedAt}: they may receive our newsletter and offers.`,
        );
      } else {
        expect(purposes).not.toContain('marketing');
        expect(marketingStatement(lead, at)).toBe(
          'This person did not agree to news and offers with this lead: send them no newsletter or offers.',
        );
      }
    }
  });

  it('keeps the wording as the page showed it, in the language of the page', async () => {
    await sendForm('contact', 'arabic.page@consent.test', true, 'ar');
    const lead = await leadPage('arabic.page@consent.test');
    expect(lead.consentWordings).toEqual([
      {
        version: CURRENT_CONSENT.privacy,
        purpose: 'privacy',
        text: 'I agree to the privacy policy',
        locale: 'ar',
        shown: 'أوافق على سياسة الخصوصية',
      },
      {
        version: CURRENT_CONSENT.marketing,
        purpose: 'marketing',
        text: 'Send me news and offers',
        locale: 'ar',
        shown: 'أرسلوا إليّ الأخبار والعروض',
      },
    ]);
    expect(consentLines(lead).map((line) => line.shown)).toEqual([
      'أوافق على سياسة الخصوصية',
      'أرسلوا إليّ الأخبار والعروض',
    ]);
  });
});
