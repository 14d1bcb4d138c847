import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PropertyAlertSchema,
  AlertMatchSchema,
  ListingChangeSchema,
} from '../../src/server/alerts/property-alert.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { ResidenceViewSchema, ReturningBuyerSchema } from '../../src/server/returning-buyers/returning-buyer.entity.ts';
import { TaskSchema } from '../../src/server/tasks/task.entity.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import { storedAgent } from '../support/agents.ts';
import type { AppClient } from '../support/app-client.ts';
import { publishListing } from '../support/listings.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * What tells an agent a buyer is interested (issue #45): the buyer back on the site in the browser
 * that sent their lead, and residences matching their alerts on the agent's day.
 */

let t: TestApp;
let layla: StaffAccount;
let omar: StaffAccount;
let laylaId: number;
let omarId: number;
let residences: Array<{ id: number; title: string }>;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '10000' } });
  laylaId = await storedAgent(t, 'Layla Interest');
  omarId = await storedAgent(t, 'Omar Interest');
  layla = await staffAccount(t, 'layla.interest', 'agent', { agentId: laylaId });
  omar = await staffAccount(t, 'omar.interest', 'agent', { agentId: omarId });
  const cookie = await t.signIn();
  residences = [
    await publishListing(t, cookie, { title: 'Penthouse 801' }),
    await publishListing(t, cookie, { title: 'Villa 12' }),
  ];
});
afterAll(async () => {
  await t?.close();
});

const em = () => t.orm.em.fork();

/** A contact-form lead sent from `client`'s browser, held by `agentId`: its id and the answer's Set-Cookie headers. */
async function sendLead(client: AppClient, agentId: number, consents: string[]) {
  sequence += 1;
  const response = await client.fetch('/trpc/inquiries.create', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...contactInquiry, kind: 'contact', email: `buyer${sequence}@example.com`, consents }),
  });
  expect(response.status).toBe(200);
  const { result } = (await response.json()) as { result: { data: { id: number } } };
  await em().nativeUpdate(InquirySchema, { id: result.data.id }, { assignedAgent: agentId });
  return { id: result.data.id, setCookies: response.headers.getSetCookie() };
}

const interestTasks = (inquiryId: number) =>
  em().find(TaskSchema, { inquiry: inquiryId, origin: 'visit' }, { orderBy: { id: 'asc' } });

it('has the tables its migration made, as the entities describe them', async () => {
  expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/returning_buyers|residence_views/);
});

describe('a returning buyer', () => {
  it('is known by an httpOnly cookie of the lead that agreed to news and offers; three views make one task a day', async () => {
    const browser = t.client();
    const lead = await sendLead(browser, laylaId, ['privacy-2026-11', 'marketing-2026-11']);
    const cookie = lead.setCookies.find((line) => line.startsWith('ssr_buyer='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(lead.setCookies.some((line) => line.startsWith('ssr_returning=1'))).toBe(true);

    const penthouse = residences[0]!;
    const villa = residences[1]!;
    const view = (propertyId: number) => browser.trpc.returningBuyers.viewed.mutate({ propertyId });
    await view(penthouse.id);
    await view(villa.id);
    expect(await interestTasks(lead.id)).toEqual([]);
    await view(penthouse.id);
    const [task, ...more] = await interestTasks(lead.id);
    expect(more).toEqual([]);
    expect(task).toMatchObject({ type: 'call', status: 'open', origin: 'visit' });
    expect(task!.assignee.id).toBe(laylaId);
    expect(task!.note).toBe('Interested again: viewed Penthouse 801 (2×), Villa 12.');
    // The agent sees it among their tasks on the lead.
    const listed = await layla.client.trpc.tasks.list.query({ inquiryId: lead.id });
    expect(listed.map((each) => each.id)).toEqual([task!.id]);

    // A fourth view, and a save, the same day: recorded, no second task.
    await view(villa.id);
    await browser.trpc.returningBuyers.viewed.mutate({ propertyId: villa.id, kind: 'shortlist' });
    expect(await interestTasks(lead.id)).toHaveLength(1);
    expect(await em().count(ResidenceViewSchema, { buyer: { inquiry: lead.id } })).toBe(5);
  });

  it('stores nothing for a browser without the cookie, nor sets one for a lead without consent to news', async () => {
    const before = await em().count(ResidenceViewSchema, {});
    const stranger = t.client();
    for (let i = 0; i < 3; i += 1) await stranger.trpc.returningBuyers.viewed.mutate({ propertyId: residences[0]!.id });
    const privacyOnly = await sendLead(stranger, omarId, ['privacy-2026-11']);
    expect(privacyOnly.setCookies.filter((line) => line.startsWith('ssr_'))).toEqual([]);
    for (let i = 0; i < 3; i += 1) await stranger.trpc.returningBuyers.viewed.mutate({ propertyId: residences[0]!.id });
    expect(await em().count(ResidenceViewSchema, {})).toBe(before);
    expect(await em().count(ReturningBuyerSchema, { inquiry: privacyOnly.id })).toBe(0);
    expect(await interestTasks(privacyOnly.id)).toEqual([]);
  });

  it("exports the person's views and, erased, forgets the browser: its cookie then records nothing and is cleared", async () => {
    const browser = t.client();
    const lead = await sendLead(browser, laylaId, ['privacy-2026-11', 'marketing-2026-11']);
    await browser.trpc.returningBuyers.viewed.mutate({ propertyId: residences[0]!.id });
    const { email } = await em().findOneOrFail(InquirySchema, lead.id);
    const owner = await t.staff();
    const exported = await owner.trpc.privacy.export.mutate({ contact: email });
    expect(exported.data.data.residenceViews).toEqual([
      expect.objectContaining({ leadId: lead.id, residence: 'Penthouse 801', kind: 'view' }),
    ]);
    const { counts } = await owner.trpc.privacy.erase.mutate({ contact: email });
    expect(counts.residenceViews).toBe(1);
    expect(await em().count(ReturningBuyerSchema, { inquiry: lead.id })).toBe(0);
    await browser.trpc.returningBuyers.viewed.mutate({ propertyId: residences[0]!.id });
    expect(await em().count(ResidenceViewSchema, { buyer: { inquiry: lead.id } })).toBe(0);
    expect(browser.cookies.has('ssr_buyer')).toBe(false);
  });

  it('gives the task at once for a residence saved to the shortlist', async () => {
    const browser = t.client();
    const lead = await sendLead(browser, omarId, ['privacy-2026-11', 'marketing-2026-11']);
    await browser.trpc.returningBuyers.viewed.mutate({ propertyId: residences[1]!.id, kind: 'shortlist' });
    const [task] = await interestTasks(lead.id);
    expect(task?.note).toBe('Interested again: saved Villa 12 to the shortlist.');
    expect(task?.assignee.id).toBe(omarId);
  });
});

describe("residences the agent's buyers are watching", () => {
  /** A confirmed alert of `email` that `residence` matched (a price drop). */
  async function alertMatched(email: string, residence: { id: number }) {
    const fork = em();
    const now = new Date();
    const alert = fork.create(PropertyAlertSchema, {
      email,
      locale: 'en',
      frequency: 'daily',
      criteria: { saleType: 'sale', propertyType: null, bedrooms: null, priceMin: null, priceMax: null },
      unsubscribeToken: `unsubscribe-${++sequence}`.padEnd(64, '0'),
      sentAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      confirmedAt: now,
    });
    const change = fork.create(ListingChangeSchema, {
      property: residence.id,
      kind: 'price-drop',
      price: '17000000',
      createdAt: now,
    });
    fork.create(AlertMatchSchema, { alert, change, createdAt: now });
    await fork.flush();
  }

  it("shows an agent the matches of their own leads' buyers only, each opening the lead", async () => {
    const laylaLead = await sendLead(t.client(), laylaId, ['privacy-2026-11']);
    const omarLead = await sendLead(t.client(), omarId, ['privacy-2026-11']);
    const emailOf = async (id: number) => (await em().findOneOrFail(InquirySchema, id)).email;
    await alertMatched((await emailOf(laylaLead.id)).toUpperCase(), residences[0]!);
    await alertMatched(await emailOf(omarLead.id), residences[1]!);

    const laylaDay = await layla.client.trpc.tasks.today.query();
    expect(laylaDay.watched).toEqual([
      expect.objectContaining({ inquiryId: laylaLead.id, propertyTitle: 'Penthouse 801', change: 'price-drop' }),
    ]);
    const omarDay = await omar.client.trpc.tasks.today.query();
    expect(omarDay.watched.map((row) => [row.inquiryId, row.propertyTitle])).toEqual([[omarLead.id, 'Villa 12']]);
    // The alerts themselves stay closed to agents.
    await expect(layla.client.trpc.alerts.staffList.query()).rejects.toThrow();
    const owner = await t.staff();
    const all = await owner.trpc.tasks.today.query();
    expect(all.watched.map((row) => row.inquiryId).sort()).toEqual([laylaLead.id, omarLead.id].sort());
  });
});
