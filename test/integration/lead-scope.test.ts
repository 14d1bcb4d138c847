import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { queueMessage } from '../../src/server/mail/outbox.ts';
import { storedAgent } from '../support/agents.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { csvText } from '../support/csv-export.ts';

let t: TestApp;
let agent: StaffAccount;
let editor: StaffAccount;
let layla: number;
let omar: number;
const leads = { mine: 0, theirs: 0, unassigned: 0 };
const mail = { mine: 0, theirs: 0 };

/** A lead of one shared contact, assigned as given, with its acknowledgement in the outbox. */
async function lead(agentId: number | null, name: string): Promise<{ id: number; messageId: number }> {
  const em = t.orm.em.fork();
  const inquiry = em.create(InquirySchema, {
    kind: 'contact',
    firstName: name,
    lastName: 'Scoped',
    email: 'same.person@example.com',
    emailKey: 'same.person@example.com',
    contactKey: 'same-person',
    status: 'New',
    source: `source-${name.toLowerCase()}`,
    assignedAgent: agentId ? em.getReference(AgentSchema, agentId) : null,
    createdAt: new Date(Date.now() - 3 * 3600_000),
  });
  await em.flush();
  const message = await queueMessage(em, {
    kind: 'lead-acknowledgement',
    recipient: 'same.person@example.com',
    subject: `Thank you, ${name}`,
    html: '<p>Thank you</p>',
    text: 'Thank you',
    inquiryId: inquiry.id,
  });
  await em.flush();
  return { id: inquiry.id, messageId: message.id };
}

beforeAll(async () => {
  t = await createTestApp();
  layla = await storedAgent(t, 'Layla Scope', false);
  omar = await storedAgent(t, 'Omar Scope', false);
  const mine = await lead(layla, 'Mine');
  const theirs = await lead(omar, 'Theirs');
  leads.mine = mine.id;
  leads.theirs = theirs.id;
  leads.unassigned = (await lead(null, 'Nobody')).id;
  mail.mine = mine.messageId;
  mail.theirs = theirs.messageId;
  agent = await staffAccount(t, 'scope.agent', 'agent', { agentId: layla });
  editor = await staffAccount(t, 'scope.editor', 'editor');
});
afterAll(() => t.close());

/** How many sessions wait for a lock on a lead's row. */
async function blockedOnLeads(): Promise<number> {
  const rows = await t.orm.em.fork().execute<Array<{ waiting: string }>>(
    `select count(*) as waiting from pg_stat_activity
      where wait_event_type = 'Lock' and query ilike '%from "inquiries"%for update%' and datname = current_database()`,
  );
  return Number(rows[0]?.waiting ?? 0);
}

async function codeOf(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'OK',
    (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
  );
}

describe('an agent sees only the leads of their own agent', () => {
  it('in the list, whatever filter is asked for, and in the sources', async () => {
    const caller = t.caller(agent.user);
    const all = await caller.inquiries.list({});
    expect(all.items.map((item) => item.id)).toEqual([leads.mine]);
    expect(all.total).toBe(1);
    expect((await caller.inquiries.list({ assignedTo: omar })).items).toEqual([]);
    expect(await caller.inquiries.sources()).toEqual(['source-mine']);
  });

  it('by id: another agent’s lead is NOT_FOUND for reading, status and notes, like a lead that does not exist', async () => {
    const caller = t.caller(agent.user);
    const detail = await caller.inquiries.byId({ id: leads.mine });
    // The same person's leads with another agent and unassigned are not shown among the contact's other
    // leads, only counted.
    expect(detail.contactLeads).toEqual([]);
    expect(detail.contactLeadsElsewhere).toBe(2);
    for (const id of [leads.theirs, leads.unassigned, 999_999]) {
      expect(await codeOf(caller.inquiries.byId({ id }))).toBe('NOT_FOUND');
      expect(await codeOf(caller.inquiries.setStatus({ id, status: 'Contacted' }))).toBe('NOT_FOUND');
      expect(await codeOf(caller.inquiries.addNote({ id, note: 'Called them' }))).toBe('NOT_FOUND');
      expect(await codeOf(caller.outbox.suppressionForInquiry({ id }))).toBe('NOT_FOUND');
    }
    expect(await codeOf(caller.inquiries.assign({ id: leads.mine, agentId: omar }))).toBe('FORBIDDEN');
    const theirs = await t.orm.em.fork().findOneOrFail(InquirySchema, { id: leads.theirs });
    expect(theirs.status).toBe('New');
  });

  it('a lead handed to another agent while their change waits is NOT_FOUND to them when it lands', async () => {
    const waiting = (await lead(layla, 'Handed')).id;
    const caller = t.caller(agent.user);
    // A manager's reassignment holds the lead's row while the agent's status change and note arrive.
    const handover = t.orm.em.fork();
    await handover.begin();
    await handover.execute('select id from inquiries where id = ? for update', [waiting]);
    const status = codeOf(caller.inquiries.setStatus({ id: waiting, status: 'Contacted' }));
    const note = codeOf(caller.inquiries.addNote({ id: waiting, note: 'Called them' }));
    await expect.poll(blockedOnLeads, { timeout: 10_000 }).toBe(2);
    await handover.execute('update inquiries set assigned_agent_id = ? where id = ?', [omar, waiting]);
    await handover.commit();
    expect(await status).toBe('NOT_FOUND');
    expect(await note).toBe('NOT_FOUND');
    const after = await t.orm.em.fork().findOneOrFail(InquirySchema, { id: waiting });
    expect(after.status).toBe('New');
    expect(after.firstResponseAt).toBeNull();
    await t.orm.em.fork().nativeDelete(InquirySchema, { id: waiting });
  });

  it('over REST: GET /api/inquiries lists their own leads only', async () => {
    const response = await t.app.inject({ url: '/api/inquiries', headers: { cookie: agent.cookie } });
    expect(response.statusCode).toBe(200);
    expect(json<Array<{ id: number }>>(response).map((item) => item.id)).toEqual([leads.mine]);
    const csv = await t.app.inject({ url: '/api/inquiries/export.csv', headers: { cookie: agent.cookie } });
    expect(csv.statusCode).toBe(403);
  });

  it('in the dashboard counts, leads by source and speed to lead', async () => {
    const caller = t.caller(agent.user);
    const summary = await caller.dashboard.summary();
    expect(summary.inquiries).toBe(1);
    expect(summary.newInquiries).toBe(1);
    expect(await caller.dashboard.leadsBySource()).toEqual([{ source: 'source-mine', leads: 1 }]);
    const speed = await caller.dashboard.speedToLead();
    expect(speed.overall.leads).toBe(1);
    expect(speed.byAgent.map((row) => row.agentId)).toEqual([layla]);
    expect(speed.late.leads.map((late) => late.id)).toEqual([leads.mine]);
  });

  it('in the outbox: the e-mails about their own leads only', async () => {
    const caller = t.caller(agent.user);
    const list = await caller.outbox.list({});
    expect(list.items.map((item) => item.id)).toEqual([mail.mine]);
    expect((await caller.outbox.byId({ id: mail.mine })).subject).toBe('Thank you, Mine');
    expect(await codeOf(caller.outbox.byId({ id: mail.theirs }))).toBe('NOT_FOUND');
    expect(await codeOf(caller.outbox.resend({ id: mail.mine }))).toBe('FORBIDDEN');
  });

  it('edits their own agent profile, and no other agent’s', async () => {
    const caller = t.caller(agent.user);
    expect((await caller.agents.update({ id: layla, data: { title: 'Senior Consultant' } })).title).toBe(
      'Senior Consultant',
    );
    expect(await codeOf(caller.agents.update({ id: omar, data: { title: 'Taken over' } }))).toBe('NOT_FOUND');
    expect(await codeOf(caller.agents.delete({ id: layla }))).toBe('FORBIDDEN');
  });

  it('an agent account linked to no agent sees no lead at all', async () => {
    const caller = t.caller({ ...agent.user, agentId: null });
    expect((await caller.inquiries.list({})).total).toBe(0);
    expect((await caller.dashboard.summary()).inquiries).toBe(0);
  });
});

describe('editors and managers', () => {
  it('an editor has no leads: refused, and counted as none on the dashboard', async () => {
    const caller = t.caller(editor.user);
    expect(await codeOf(caller.inquiries.list({}))).toBe('FORBIDDEN');
    expect(await codeOf(caller.outbox.list({}))).toBe('FORBIDDEN');
    const summary = await caller.dashboard.summary();
    expect(summary.inquiries).toBe(0);
    expect(summary.newInquiries).toBe(0);
  });

  it('a manager sees every lead and reassigns, and exports only when an owner allowed it', async () => {
    const manager = { ...agent.user, role: 'manager' as const, agentId: null };
    expect((await t.caller(manager).inquiries.list({})).total).toBe(3);
    expect(await codeOf(t.caller(manager).inquiries.exportCsv({}))).toBe('FORBIDDEN');
    const exported = await t.caller({ ...manager, canExportLeads: true }).inquiries.exportCsv({});
    expect((await csvText(exported)).split('\n').filter(Boolean)).toHaveLength(4);
  });
});
