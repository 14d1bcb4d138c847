import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoActivity } from '../../src/server/db/seeders/demo-activity.ts';
import { demoLeads } from '../../src/server/db/seeders/data/demo-leads.ts';
import { DealPartySchema, DealSchema } from '../../src/server/deals/deal.entity.ts';
import { InquiryEventSchema } from '../../src/server/inquiries/inquiry-event.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { mailSettingsFrom } from '../../src/server/mail/mail-settings.ts';
import { TaskSchema } from '../../src/server/tasks/task.entity.ts';
import { ViewingSchema } from '../../src/server/viewings/viewing.entity.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const em = () => t.orm.em.fork();
const seed = (now?: Date) => seedDemoActivity(em(), mailSettingsFrom(t.env), TEST_ADMIN.username, now);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe("the demo's activity on a first start", () => {
  let summary: string;
  beforeAll(async () => {
    summary = await seed();
  });

  it('takes a dozen leads in through their channels, in four languages, each with its routing and history', async () => {
    expect(summary).toMatch(new RegExp(`^${demoLeads.length} leads, `));
    const leads = await em().find(InquirySchema, {}, { populate: ['assignedAgent'] });
    expect(leads).toHaveLength(demoLeads.length);
    expect(new Set(leads.map((lead) => lead.source))).toEqual(
      new Set(['Direct', 'google', 'Property Finder', 'Bayut']),
    );
    expect(new Set(leads.map((lead) => lead.kind))).toEqual(new Set(['contact', 'enquiry', 'valuation', 'viewing']));
    expect(new Set(leads.map((lead) => lead.language))).toEqual(new Set(['en', 'ar', 'ru', 'zh']));
    expect(new Set(leads.map((lead) => lead.status))).toEqual(
      new Set(['New', 'Contacted', 'Viewing', 'Negotiation', 'Won', 'Lost']),
    );
    for (const lead of leads) {
      expect(lead.assignedAgent, `lead ${lead.id}`).not.toBeNull();
      expect(await em().count(InquiryEventSchema, { inquiry: lead.id, type: 'assignment' }), `lead ${lead.id}`).toBe(1);
    }
    // Every status it went through is an event of the staff account's.
    const won = leads.find((lead) => lead.status === 'Won')!;
    const moves = await em().find(InquiryEventSchema, { inquiry: won.id, type: 'status' }, { orderBy: { id: 'asc' } });
    expect(moves.map((event) => event.toStatus)).toEqual(['Contacted', 'Viewing', 'Negotiation', 'Won']);
  });

  it('books the viewings on free slots ahead, some tasks overdue and some done on time, and links the deals', async () => {
    const viewings = await em().find(ViewingSchema, {});
    expect(viewings).toHaveLength(demoLeads.filter((lead) => lead.channel === 'viewing').length);
    for (const viewing of viewings) expect(viewing.startsAt.getTime()).toBeGreaterThan(Date.now());

    const tasks = await em().find(TaskSchema, {});
    expect(tasks).toHaveLength(demoLeads.flatMap((lead) => lead.tasks ?? []).length);
    const now = Date.now();
    expect(tasks.filter((task) => task.status === 'open' && task.dueAt.getTime() < now).length).toBeGreaterThan(1);
    const done = tasks.filter((task) => task.status === 'done');
    expect(done.length).toBeGreaterThan(1);
    for (const task of done) expect(task.closedAt!.getTime()).toBeLessThanOrEqual(task.dueAt.getTime());

    const linked = await em().find(DealSchema, { inquiry: { $ne: null } }, { populate: ['inquiry'] });
    expect(linked).toHaveLength(4);
    for (const deal of linked) {
      const parties = await em().find(DealPartySchema, { deal: deal.id, side: { $in: ['buyer', 'tenant'] } });
      expect(parties.map((party) => party.name)).toContain(`${deal.inquiry!.firstName} ${deal.inquiry!.lastName}`);
    }
  });

  it('changes nothing when it runs again', async () => {
    const leads = await em().count(InquirySchema, {});
    const tasks = await em().count(TaskSchema, {});
    expect(await seed()).toBe('kept: there are leads already');
    expect(await em().count(InquirySchema, {})).toBe(leads);
    expect(await em().count(TaskSchema, {})).toBe(tasks);
  });
});
