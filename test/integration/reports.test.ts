import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { TaskSchema } from '../../src/server/tasks/task.entity.ts';
import { sourceToRevenueCsvHref } from '../../src/shared/reports/files.ts';
import type { FunnelFigures } from '../../src/shared/reports/source-to-revenue.ts';
import { storedAgent } from '../support/agents.ts';
import type { AppClient } from '../support/app-client.ts';
import { dubai, HOUR, storeFunnelLead, type LeadFixture } from '../support/funnel-leads.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let staff: AppClient;
let amira: number;
let bilal: number;

const storeLead = (lead: LeadFixture) => storeFunnelLead(t, lead);

const counts = (figures: FunnelFigures) => [
  figures.leads,
  figures.answered,
  figures.viewings,
  figures.offers,
  figures.deals,
  figures.commissionAed,
];

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.staff();
  amira = await storedAgent(t, 'Amira Report', false);
  bilal = await storedAgent(t, 'Bilal Report', false);
  const em = t.orm.em.fork();
  const villa = em.create(PropertySchema, {
    title: 'Report Villa',
    type: 'Villa',
    description: 'A villa for the report.',
    price: '10000000',
    bedrooms: 5,
    bathrooms: '6',
    area: '9000',
    imageUrl: '/media/villa.webp',
  });
  await em.flush();

  // January 2025 (Dubai time): a Google campaign lead sold, another answered only; a portal lead
  // viewed (by status) whose offer was lost; two Direct leads never answered (one lost from New).
  await storeLead({
    at: '2025-01-10T10:00:00',
    source: 'google',
    campaign: 'palm-villas',
    agentId: amira,
    propertyId: villa.id,
    answeredAfterHours: 2,
    viewingAfterHours: 26,
    deal: {
      afterHours: 122,
      stage: 'completed',
      closedAfterHours: 842,
      price: 10_000_000,
      commissionAmountAed: 200_000,
    },
  });
  await storeLead({
    at: '2025-01-20T09:00:00',
    source: 'google',
    campaign: 'palm-villas',
    agentId: amira,
    answeredAfterHours: 4,
  });
  await storeLead({
    at: '2025-01-31T23:30:00',
    source: 'Property Finder',
    portalLeadId: 'pf-report-1',
    agentId: bilal,
    status: 'Viewing',
    deal: { afterHours: 48, stage: 'lost', closedAfterHours: 96, price: 4_000_000, commissionRatePct: 2 },
  });
  await storeLead({ at: '2025-01-05T12:00:00' });
  await storeLead({ at: '2025-01-06T12:00:00', status: 'Lost' });
  // February: a Google Ads click without a campaign tag, sold with a co-broker taking half.
  await storeLead({
    at: '2025-02-01T00:30:00',
    source: 'google',
    gclid: 'gclid-report',
    agentId: bilal,
    answeredAfterHours: 1,
    deal: {
      afterHours: 24,
      stage: 'completed',
      closedAfterHours: 24 * 40,
      price: 5_000_000,
      commissionRatePct: 2,
      otherAgencySplitPct: 50,
    },
  });
  // Outside the window (March), and an hour before it (still December in Dubai).
  await storeLead({
    at: '2025-03-01T00:00:00',
    source: 'google',
    answeredAfterHours: 1,
    deal: { afterHours: 1, stage: 'completed', closedAfterHours: 2, price: 1_000_000, commissionAmountAed: 9_999 },
  });
  await storeLead({ at: '2024-12-31T23:00:00', source: 'google' });
});
afterAll(() => t.close());

const WINDOW = { fromMonth: '2025-01', toMonth: '2025-02' } as const;

describe('source to revenue', () => {
  it('counts the funnel per source, by month, with the commission after a co-broker share and the median times', async () => {
    const report = await staff.trpc.reports.sourceToRevenue.query({ ...WINDOW, groupBy: 'source' });
    expect(report.months).toEqual(['2025-01', '2025-02']);
    expect(report.groups.map((group) => [group.label, ...counts(group.total)])).toEqual([
      // 200,000 + 2% of 5,000,000 less the co-broker's half; the portal lead's lost offer earns nothing.
      ['google', 3, 3, 2, 2, 2, 250_000],
      ['Direct', 2, 0, 0, 0, 0, 0],
      ['Property Finder', 1, 1, 1, 1, 0, 0],
    ]);
    expect(counts(report.total)).toEqual([6, 4, 3, 3, 2, 250_000]);
    expect(report.byMonth.map((month) => [month.month, ...counts(month)])).toEqual([
      ['2025-01', 5, 3, 2, 2, 1, 200_000],
      ['2025-02', 1, 1, 1, 1, 1, 50_000],
    ]);
    const google = report.groups[0]!;
    expect(google.byMonth.map((month) => [month.month, month.leads, month.deals])).toEqual([
      ['2025-01', 2, 1],
      ['2025-02', 1, 1],
    ]);
    // Answered after 2, 4 and 1 hours; the one viewing a day after the answer; offers 96 and 23 hours
    // after the step before; deals 720 and 936 hours after their offer. (In all, the portal lead's
    // offer, 48 hours after it arrived with no answer or viewing time, makes the offers' median 48.)
    expect(google.total.medianHours).toEqual({ answered: 2, viewings: 24, offers: 59.5, deals: 828 });
    expect(report.groups[1]!.total.medianHours).toEqual({ answered: null, viewings: null, offers: null, deals: null });
  });

  it('groups by campaign (a click id names its network), portal, residence type and agent', async () => {
    const by = async (groupBy: 'campaign' | 'portal' | 'residenceType' | 'agent') =>
      (await staff.trpc.reports.sourceToRevenue.query({ ...WINDOW, groupBy })).groups.map((group) => [
        group.label,
        group.total.leads,
        group.total.deals,
      ]);
    expect(await by('campaign')).toEqual([
      [null, 3, 0],
      ['palm-villas', 2, 1],
      ['Google Ads (click id)', 1, 1],
    ]);
    expect(await by('portal')).toEqual([
      [null, 5, 2],
      ['Property Finder', 1, 0],
    ]);
    expect(await by('residenceType')).toEqual([
      [null, 5, 1],
      ['Villa', 1, 1],
    ]);
    expect(await by('agent')).toEqual([
      ['Amira Report', 2, 1],
      ['Bilal Report', 2, 1],
      [null, 2, 0],
    ]);
  });

  it('exports the report as CSV', async () => {
    const response = await staff.fetch(sourceToRevenueCsvHref({ ...WINDOW, groupBy: 'source' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="source-to-revenue-source-2025-01-2025-02.csv"',
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Source","Month","Leads","Answered","Viewings","Offers","Deals","Commission (AED)","Answered %","Viewings %",' +
        '"Offers %","Deals %","Median hours to answer","Median hours to viewing","Median hours to offer","Median hours to deal"',
    );
    expect(lines[1]).toBe('"google","All","3","3","2","2","2","250000","100","66.7","100","100","2","24","59.5","828"');
    expect(lines).toContain('"Direct","2025-02","0","0","0","0","0","0","","","","","","","",""');
    expect(lines.at(-3)).toBe(
      '"Total","All","6","4","3","3","2","250000","66.7","75","100","66.7","2","24","48","828"',
    );
    expect(lines).toHaveLength(1 + 3 * 3 + 3);
  });

  it('is for owners and managers: an agent is refused, and a bad span is a 400', async () => {
    const agent = t.caller({ id: 999, username: 'agent', role: 'agent', agentId: amira });
    await expect(agent.reports.sourceToRevenue({ ...WINDOW, groupBy: 'agent' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const manager = t.caller({ id: 998, username: 'manager', role: 'manager' });
    expect((await manager.reports.sourceToRevenue({ ...WINDOW, groupBy: 'agent' })).total.leads).toBe(6);
    const reversed = await staff.fetch(
      sourceToRevenueCsvHref({ fromMonth: '2025-03', toMonth: '2025-01', groupBy: 'source' }),
    );
    expect(reversed.status).toBe(400);
  });
});

describe('follow-up', () => {
  it('counts the tasks due in the window per agent and per source: on time, late, overdue at the clock, skipped, open', async () => {
    const leadOf = async (source: string) => storeLead({ at: '2025-01-15T10:00:00', source });
    const viaGoogle = await leadOf('google-follow-up');
    const viaBayut = await leadOf('Bayut');
    const em = t.orm.em.fork();
    const task = (
      assignee: number,
      inquiry: number | null,
      due: string,
      status: 'open' | 'done' | 'skipped',
      closedAfterHours?: number,
    ) =>
      em.create(TaskSchema, {
        assignee: em.getReference(AgentSchema, assignee),
        inquiry: inquiry ? em.getReference(InquirySchema, inquiry) : null,
        type: 'call',
        dueAt: dubai(due),
        status,
        closedAt: closedAfterHours === undefined ? null : new Date(dubai(due).getTime() + closedAfterHours * HOUR),
      });
    task(amira, viaGoogle, '2025-02-10T10:00:00', 'done', -1);
    task(amira, viaGoogle, '2025-02-11T10:00:00', 'done', 3);
    task(amira, null, '2025-02-12T10:00:00', 'open');
    task(bilal, viaBayut, '2025-02-20T10:00:00', 'open');
    task(bilal, viaBayut, '2025-02-21T10:00:00', 'skipped', 1);
    // Outside the window: not counted.
    task(bilal, viaBayut, '2025-03-02T10:00:00', 'open');
    await em.flush();
    // The clock stands between the two open tasks: Amira's is overdue, Bilal's not yet due. (The
    // caller shares the test's services, and so its clock.)
    t.services.clock.set(dubai('2025-02-15T00:00:00'));
    const owner = t.caller({ id: 997, username: 'owner', role: 'owner' });
    try {
      const byAgent = await owner.reports.followUp({ ...WINDOW, groupBy: 'agent' });
      expect(
        byAgent.rows.map((row) => [row.label, row.doneOnTime, row.doneLate, row.overdue, row.skipped, row.openNotDue]),
      ).toEqual([
        ['Amira Report', 1, 1, 1, 0, 0],
        ['Bilal Report', 0, 0, 0, 1, 1],
      ]);
      // No plan ran on these leads.
      expect(byAgent.total).toMatchObject({
        doneOnTime: 1,
        doneLate: 1,
        overdue: 1,
        skipped: 1,
        openNotDue: 1,
        plansRunning: 0,
      });

      const bySource = await owner.reports.followUp({ ...WINDOW, groupBy: 'source' });
      expect(
        bySource.rows.map((row) => [row.label, row.doneOnTime + row.doneLate, row.overdue, row.openNotDue]),
      ).toEqual([
        // Two tasks each: by name.
        ['Bayut', 0, 0, 1],
        ['google-follow-up', 2, 0, 0],
        [null, 0, 1, 0],
      ]);
    } finally {
      t.services.clock.set(null);
    }
  });
});
