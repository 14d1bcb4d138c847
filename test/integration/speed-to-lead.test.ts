import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { Migration20261122174141_lead_routing as LeadRoutingMigration } from '../../src/server/db/migrations/Migration20261122174141_lead_routing.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import type { InquiryStatus } from '../../src/shared/inquiries/constants.ts';
import { contactInquiry } from '../fixtures/payloads.ts';
import { storedAgent } from '../support/agents.ts';
import { refusalOf, type AppClient } from '../support/app-client.ts';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let staff: AppClient;

beforeAll(async () => {
  t = await createTestApp({ env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '10000', LEAD_REMINDER_MINUTES: '30' } });
  staff = await t.staff();
});
afterAll(() => t.close());

const MINUTE = 60_000;

const agent = (name: string, takesLeads = true) => storedAgent(t, name, takesLeads);

/** A lead stored as if it had arrived `ageMinutes` ago and been answered `answeredAfter` minutes later. */
async function pastLead(options: {
  agentId: number | null;
  ageMinutes: number;
  answeredAfter?: number;
  status?: InquiryStatus;
  name?: string;
}): Promise<number> {
  const em = t.orm.em.fork();
  const createdAt = new Date(Date.now() - options.ageMinutes * MINUTE);
  const answered = options.answeredAfter !== undefined;
  const inquiry = em.create(InquirySchema, {
    kind: 'contact',
    firstName: options.name ?? 'Past',
    lastName: 'Lead',
    email: 'past.lead@example.com',
    emailKey: 'past.lead@example.com',
    contactKey: 'past-lead',
    status: options.status ?? (answered ? 'Contacted' : 'New'),
    assignedAgent: options.agentId ? em.getReference(AgentSchema, options.agentId) : null,
    createdAt,
    firstResponseAt: answered ? new Date(createdAt.getTime() + options.answeredAfter! * MINUTE) : null,
  });
  await em.flush();
  return inquiry.id;
}

describe('speed to lead on the dashboard', () => {
  it('gives the median and 90th percentile of the last 30 days, overall and per agent, and the late leads', async () => {
    const amira = await agent('Amira Speed', false);
    const bilal = await agent('Bilal Speed', false);
    for (const [n, after] of [10, 20, 30, 40, 50].entries())
      await pastLead({ agentId: amira, ageMinutes: 24 * 60 * (n + 1), answeredAfter: after });
    await pastLead({ agentId: bilal, ageMinutes: 3 * 24 * 60, answeredAfter: 60 });
    await pastLead({ agentId: bilal, ageMinutes: 4 * 24 * 60, answeredAfter: 120 });
    const late = await pastLead({ agentId: bilal, ageMinutes: 120, name: 'Waiting' });
    await pastLead({ agentId: null, ageMinutes: 10 * 24 * 60, answeredAfter: 5 });
    await pastLead({ agentId: null, ageMinutes: 5, name: 'Fresh' });
    // Older than the window: neither its fast answer nor its wait counts, but a New one is still late.
    await pastLead({ agentId: amira, ageMinutes: 40 * 24 * 60, answeredAfter: 1 });
    const ancient = await pastLead({ agentId: null, ageMinutes: 45 * 24 * 60, name: 'Forgotten' });

    const view = await staff.trpc.dashboard.speedToLead.query();
    expect(view).toMatchObject({ days: 30, reminderMinutes: 30 });
    // Overall: 5, 10, 20, 30, 40, 50, 60, 120 minutes.
    expect(view.overall).toMatchObject({ leads: 10, responded: 8 });
    expect(view.overall.medianSeconds).toBeCloseTo(35 * 60, 6);
    expect(view.overall.p90Seconds).toBeCloseTo(78 * 60, 6);

    const rows = view.byAgent.map((row) => [row.agentName, row.leads, row.responded]);
    expect(rows).toEqual([
      ['Amira Speed', 5, 5],
      ['Bilal Speed', 3, 2],
      [null, 2, 1],
    ]);
    const [a, b, none] = view.byAgent;
    expect([a!.medianSeconds, a!.p90Seconds]).toEqual([30 * 60, 46 * 60]);
    expect([b!.medianSeconds, b!.p90Seconds]).toEqual([90 * 60, 114 * 60]);
    expect([none!.medianSeconds, none!.p90Seconds]).toEqual([5 * 60, 5 * 60]);

    expect(view.late.total).toBe(2);
    expect(view.late.leads.map((lead) => [lead.id, lead.name, lead.assignedAgentName])).toEqual([
      [ancient, 'Forgotten Lead', null],
      [late, 'Waiting Lead', 'Bilal Speed'],
    ]);
  });

  it('is for staff only', async () => {
    expect((await refusalOf(t.client().trpc.dashboard.speedToLead.query())).httpStatus).toBe(401);
  });
});

describe('first response', () => {
  it('is the first call logged or message sent, not a status change or a note, and is kept', async () => {
    const id = json<{ id: number }>(
      await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: contactInquiry }),
    ).id;
    await staff.trpc.inquiries.assign.mutate({ id, agentId: null });
    await staff.trpc.inquiries.setStatus.mutate({ id, status: 'Contacted' });
    const noted = await staff.trpc.inquiries.addNote.mutate({ id, note: 'Will call tomorrow.' });
    expect(noted.firstResponseAt).toBeNull();

    await staff.trpc.conversations.logCall.mutate({ inquiryId: id, outcome: 'no-answer', durationSeconds: 0 });
    const called = await staff.trpc.inquiries.byId.query({ id });
    expect(called.firstResponseAt).not.toBeNull();
    await staff.trpc.conversations.send.mutate({ inquiryId: id, channel: 'email', text: 'Sorry I missed you.' });
    expect((await staff.trpc.inquiries.byId.query({ id })).firstResponseAt).toBe(called.firstResponseAt);
  });
});

describe('first response of leads answered before it was recorded', () => {
  it('is filled in by the migration from the history: first move out of New or first note', async () => {
    const post = async () =>
      json<{ id: number }>(await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: contactInquiry })).id;
    const [moved, noted, untouched] = [await post(), await post(), await post()];
    const contacted = await staff.trpc.inquiries.setStatus.mutate({ id: moved, status: 'Contacted' });
    await staff.trpc.inquiries.addNote.mutate({ id: moved, note: 'Later note.' });
    const note = await staff.trpc.inquiries.addNote.mutate({ id: noted, note: 'First.' });
    await staff.trpc.inquiries.assign.mutate({ id: untouched, agentId: null });
    const em = t.orm.em.fork();
    await em.nativeUpdate(InquirySchema, { id: { $in: [moved, noted, untouched] } }, { firstResponseAt: null });

    const migration = new LeadRoutingMigration(em.getDriver(), t.orm.config);
    await migration.up();
    const backfill = migration.getQueries().find((query) => String(query).startsWith('update "inquiries"'));
    await em.execute(String(backfill));

    const firstResponse = async (id: number) =>
      (await t.orm.em.fork().findOneOrFail(InquirySchema, { id })).firstResponseAt?.toISOString() ?? null;
    expect(await firstResponse(moved)).toBe(contacted.events[0]!.createdAt);
    expect(await firstResponse(noted)).toBe(note.events[0]!.createdAt);
    expect(await firstResponse(untouched)).toBeNull();
  });
});

describe('My leads', () => {
  const AGENT_ACCOUNT = { username: 'layla.agent', password: 'layla-agent-password' };

  it('lists only the leads of the agent the account is linked to, checked on the server', async () => {
    await t.orm.em.fork().nativeUpdate(AgentSchema, {}, { takesLeads: false });
    const layla = await agent('Layla Mine');
    const omar = await agent('Omar Theirs');
    const user = await t.services.auth.createUser(t.orm.em.fork(), AGENT_ACCOUNT.username, AGENT_ACCOUNT.password);
    const linked = await staff.trpc.users.linkAgent.mutate({ userId: user.id, agentId: layla });
    expect(linked).toMatchObject({ agentId: layla, agentName: 'Layla Mine' });

    const send = (n: number) =>
      t.app.inject({ method: 'POST', url: '/api/inquiries', payload: { ...contactInquiry, lastName: `Mine${n}` } });
    const sent = [];
    for (let n = 0; n < 4; n += 1) sent.push(json<{ id: number }>(await send(n)).id);
    // Round robin between the two: the 1st and 3rd are Layla's.

    const agentClient = await t.staff(AGENT_ACCOUNT);
    const me = await agentClient.trpc.auth.me.query();
    expect(me.user).toMatchObject({ username: AGENT_ACCOUNT.username, agentId: layla });

    const mine = await agentClient.trpc.inquiries.list.query({ assignedTo: 'me' });
    expect(mine.items.map((item) => item.id).sort()).toEqual([sent[0], sent[2]].sort());
    expect(mine.total).toBe(2);

    const omars = await staff.trpc.inquiries.list.query({ assignedTo: omar });
    expect(omars.items.map((item) => item.assignedAgentId)).toEqual([omar, omar]);

    const csv = await t.app.inject({
      url: '/api/inquiries/export.csv?assignedTo=me',
      headers: { cookie: agentClient.cookieHeader() },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Mine0');
    expect(csv.body).toContain('Mine2');
    expect(csv.body).not.toContain('Mine1');
  });

  it('refuses "me" to an account linked to no agent, naming the field', async () => {
    const refused = await refusalOf(staff.trpc.inquiries.list.query({ assignedTo: 'me' }));
    expect(refused.httpStatus).toBe(400);
    expect(refused.fieldErrors).toEqual({
      assignedTo: ['Your staff account is not linked to an agent'],
    });
    const csv = await staff.fetch('/api/inquiries/export.csv?assignedTo=me');
    expect(csv.status).toBe(400);
    // Not a value the schema knows: sent as a browser could, past the client's types.
    const bad = await staff.fetch(`/trpc/inquiries.list?input=${encodeURIComponent('{"assignedTo":"them"}')}`);
    expect(bad.status).toBe(400);
  });

  it('links an agent to one account at most, and unlinks', async () => {
    const accounts = await staff.trpc.users.list.query();
    const agentAccount = accounts.find((account) => account.username === AGENT_ACCOUNT.username)!;
    const admin = accounts.find((account) => account.username === TEST_ADMIN.username)!;
    expect(agentAccount.agentId).not.toBeNull();

    const taken = await refusalOf(
      staff.trpc.users.linkAgent.mutate({ userId: admin.id, agentId: agentAccount.agentId }),
    );
    expect(taken.httpStatus).toBe(400);
    expect(taken.fieldErrors).toEqual({
      agentId: [`Layla Mine is already linked to the account ${AGENT_ACCOUNT.username}`],
    });
    const missing = await refusalOf(staff.trpc.users.linkAgent.mutate({ userId: admin.id, agentId: 999_999 }));
    expect(missing.httpStatus).toBe(404);

    await staff.trpc.users.linkAgent.mutate({ userId: agentAccount.id, agentId: null });
    const agentClient = await t.staff(AGENT_ACCOUNT);
    expect((await refusalOf(agentClient.trpc.inquiries.list.query({ assignedTo: 'me' }))).httpStatus).toBe(400);
    expect((await refusalOf(t.client().trpc.users.list.query())).httpStatus).toBe(401);
  });
});
