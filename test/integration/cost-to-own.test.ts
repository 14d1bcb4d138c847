import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventSchema } from '../../src/server/audit/audit-event.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { SERVICE_CHARGE_MESSAGE } from '../../src/shared/properties/schemas.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import {
  DEFAULT_FEE_TABLE,
  PAYMENT_PLAN_SUM_MESSAGE,
  type FeeTable,
  type PaymentPlanInput,
} from '../../src/shared/cost-to-own/schemas.ts';
import { costBreakdownInputs, newProperty } from '../fixtures/payloads.ts';
import { refusalOf, type AppClient } from '../support/app-client.ts';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let staff: AppClient;
let owner: { id: number; username: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  staff = await t.staff();
  const user = await t.orm.em.fork().findOneOrFail(UserSchema, { username: TEST_ADMIN.username });
  owner = { id: user.id, username: user.username };
});
afterAll(() => t.close());

const feeEvents = () => t.orm.em.fork().find(AuditEventSchema, { action: 'buyer_tools.fees_changed' });

describe('the fee table', () => {
  it('is seeded with the documented defaults and read by anyone', async () => {
    expect(await t.caller(null).costToOwn.fees()).toEqual(DEFAULT_FEE_TABLE);
  });

  it('refuses bad figures per field and changes nothing', async () => {
    const { httpStatus, fieldErrors } = await refusalOf(
      staff.trpc.costToOwn.updateFees.mutate({
        ...DEFAULT_FEE_TABLE,
        transferFeePercent: -1,
        defaultTermYears: 30,
        asOf: '27/11/2026',
      }),
    );
    expect(httpStatus).toBe(400);
    expect(Object.keys(fieldErrors ?? {}).sort()).toEqual(['asOf', 'defaultTermYears', 'transferFeePercent']);
    expect(fieldErrors?.defaultTermYears).toEqual(['The default term cannot be longer than the maximum term']);
    expect(await t.caller(null).costToOwn.fees()).toEqual(DEFAULT_FEE_TABLE);
    expect(await feeEvents()).toHaveLength(0);
  });

  it('records a change in the audit trail with each figure old and new, and a repeat records nothing', async () => {
    const changed: FeeTable = { ...DEFAULT_FEE_TABLE, transferFeePercent: 4.5, asOf: '2026-12-01' };
    const caller = t.caller(owner);
    expect(await caller.costToOwn.updateFees(changed)).toEqual(changed);
    expect(await t.caller(null).costToOwn.fees()).toEqual(changed);
    const events = await feeEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorUsername: owner.username,
      subject: 'cost-to-own fees',
      details: { transferFeePercent: '4 → 4.5', asOf: '2026-11-27 → 2026-12-01' },
    });
    await caller.costToOwn.updateFees(changed);
    expect(await feeEvents()).toHaveLength(1);
    await caller.costToOwn.updateFees(DEFAULT_FEE_TABLE);
  });

  it('is changed only by owners and managers', async () => {
    const editor = t.caller({ ...owner, role: 'editor' });
    await expect(editor.costToOwn.updateFees(DEFAULT_FEE_TABLE)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const manager = t.caller({ ...owner, role: 'manager' });
    await expect(manager.costToOwn.updateFees(DEFAULT_FEE_TABLE)).resolves.toEqual(DEFAULT_FEE_TABLE);
  });
});

describe("a residence's payment plan", () => {
  const plan: PaymentPlanInput = [
    { stage: 'booking', label: 'On booking', percent: 20, dueOn: '' },
    { stage: 'construction', label: '50% built', percent: 30, dueOn: '2027-06-30' },
    { stage: 'handover', label: 'On handover', percent: 50 },
  ];

  it('must add up to 100%: a clear message, and nothing is stored', async () => {
    const before = (await t.caller(owner).properties.staffList()).length;
    const short = plan.map((milestone) => (milestone.stage === 'handover' ? { ...milestone, percent: 40 } : milestone));
    const refused = await refusalOf(staff.trpc.properties.create.mutate({ ...newProperty, paymentPlan: short }));
    expect(refused.httpStatus).toBe(400);
    expect(refused.fieldErrors).toEqual({
      paymentPlan: [`${PAYMENT_PLAN_SUM_MESSAGE} (now 90%)`],
    });
    expect(await t.caller(owner).properties.staffList()).toHaveLength(before);
  });

  it('is stored, shown with the public listing and in the REST answer, and cleared with an empty list', async () => {
    const created = await staff.trpc.properties.create.mutate({ ...newProperty, paymentPlan: plan });
    const expected = [
      { stage: 'booking', label: 'On booking', percent: 20, dueOn: null },
      { stage: 'construction', label: '50% built', percent: 30, dueOn: '2027-06-30' },
      { stage: 'handover', label: 'On handover', percent: 50, dueOn: null },
    ];
    expect(created.paymentPlan).toEqual(expected);
    const listing = await t.caller(null).properties.listing({ id: created.id });
    expect(listing.state === 'advertised' && listing.property.paymentPlan).toEqual(expected);
    const rest = await t.app.inject({ method: 'GET', url: `/api/properties/${created.id}` });
    expect(json<{ paymentPlan: unknown }>(rest).paymentPlan).toEqual(expected);

    const cleared = await t.caller(owner).properties.update({ id: created.id, data: { paymentPlan: [] } });
    expect(cleared?.paymentPlan).toEqual([]);
  });

  it('comes with the off-plan demo residences', async () => {
    const listing = await t.caller(null).properties.listing({ id: 140 });
    expect(listing.state === 'advertised' && listing.property.paymentPlan.map((step) => step.percent)).toEqual([
      10, 15, 15, 40, 20,
    ]);
  });
});

describe("a residence's service charge", () => {
  it('is stored in AED per sq ft, shown with the public listing, refused out of range, and cleared back to on request', async () => {
    const refused = await refusalOf(staff.trpc.properties.create.mutate({ ...newProperty, serviceChargePerSqft: -3 }));
    expect(refused.httpStatus).toBe(400);
    expect(refused.fieldErrors).toEqual({ serviceChargePerSqft: [SERVICE_CHARGE_MESSAGE] });

    const created = await staff.trpc.properties.create.mutate({ ...newProperty, serviceChargePerSqft: 38.5 });
    expect(created.serviceChargePerSqft).toBe(38.5);
    const listing = await t.caller(null).properties.listing({ id: created.id });
    expect(listing.state === 'advertised' && listing.property.serviceChargePerSqft).toBe(38.5);
    const rest = await t.app.inject({ method: 'GET', url: `/api/properties/${created.id}` });
    expect(json<{ serviceChargePerSqft: unknown }>(rest).serviceChargePerSqft).toBe(38.5);

    const tooPrecise = await refusalOf(
      staff.trpc.properties.update.mutate({ id: created.id, data: { serviceChargePerSqft: 38.555 } }),
    );
    expect(tooPrecise.httpStatus).toBe(400);
    const cleared = await t.caller(owner).properties.update({ id: created.id, data: { serviceChargePerSqft: null } });
    expect(cleared?.serviceChargePerSqft).toBeNull();
    const stored = await t.orm.em.fork().findOneOrFail(PropertySchema, { id: created.id });
    expect(stored.serviceChargePerSqft).toBeNull();
  });

  it('comes with every demo residence', async () => {
    const listing = await t.caller(null).properties.listing({ id: 135 });
    expect(listing.state === 'advertised' && listing.property.serviceChargePerSqft).toBeGreaterThan(0);
  });
});

describe('"E-mail me this breakdown"', () => {
  const inputs = { ...costBreakdownInputs, price: 1 };

  it('stores a cost-breakdown lead with the choices and e-mails the table worked out from the residence', async () => {
    const email = 'breakdown.buyer@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/inquiries.create',
      headers: { 'accept-language': 'en' },
      payload: {
        kind: 'cost-breakdown',
        name: 'Layla Haddad',
        email,
        inputs,
        propertyId: 140,
        sourcePage: '/properties/140',
        consents: [],
      },
    });
    expect(response.statusCode).toBe(200);
    const lead = await t.orm.em.fork().findOneOrFail(InquirySchema, { email });
    expect(lead).toMatchObject({ kind: 'cost-breakdown', interest: 'Cost breakdown', details: inputs });

    const [message] = await t.orm.em.fork().find(OutboxMessageSchema, { recipient: email });
    // Residence 140 is off-plan at AED 12,400,000: the server uses its price and plan, not the page's figure.
    expect(message?.subject).toBe('Your cost to own: ' + (await residenceTitle(140)));
    // Intl puts a no-break space between the currency code and the figure.
    const text = message?.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('DLD transfer fee');
    expect(text).toContain('AED 496,000');
    expect(text).toContain('AED 40 (off-plan residence)');
    expect(text).toContain('YOUR CASH FLOW BY MILESTONE');
  });

  it('refuses choices outside the shared schema and stores nothing', async () => {
    const email = 'bad.breakdown@example.com';
    const refused = await refusalOf(
      staff.trpc.inquiries.create.mutate({
        kind: 'cost-breakdown',
        name: 'Bad Input',
        email,
        inputs: { ...inputs, termYears: 0, price: -5 },
      }),
    );
    expect(refused.httpStatus).toBe(400);
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(['inputs.price', 'inputs.termYears']);
    expect(await t.orm.em.fork().count(InquirySchema, { email })).toBe(0);
  });
});

async function residenceTitle(id: number): Promise<string> {
  return (await t.orm.em.fork().findOneOrFail(PropertySchema, { id })).title;
}
