import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventSchema } from '../../src/server/audit/audit-event.entity.ts';
import { ConversationMessageSchema } from '../../src/server/conversations/conversation-message.entity.ts';
import { recordInbound, type InboundMessage } from '../../src/server/conversations/inbound.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { SuppressionSchema } from '../../src/server/mail/suppression.entity.ts';
import { PlanRunSchema, PlanStepRecordSchema } from '../../src/server/plans/plan-run.entity.ts';
import { planStartJob } from '../../src/server/plans/plan-start-job.ts';
import { planStepJob } from '../../src/server/plans/plan-step-job.tsx';
import { TaskSchema } from '../../src/server/tasks/task.entity.ts';
import type { PlanInput } from '../../src/shared/plans/schemas.ts';
import { storedAgent } from '../support/agents.ts';
import { refusalOf } from '../support/app-client.ts';
import { eventually } from '../support/eventually.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Monday 6 January 2031, 10:00 in Dubai: far ahead of real time, so the app's own worker never takes a step. */
const MONDAY_10_DUBAI = new Date('2031-01-06T06:00:00Z');

let t: TestApp;
let manager: StaffAccount;
let layla: StaffAccount;
let laylaId: number;
let templateId: number;
let sequence = 0;

const em = () => t.orm.em.fork();
const as = (account: StaffAccount) => t.caller(account.user);
const jobContext = () => ({ orm: t.orm, log: t.app.log, services: t.services });

beforeAll(async () => {
  t = await createTestApp({ env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '10000' } });
  laylaId = await storedAgent(t, 'Layla Plans');
  layla = await staffAccount(t, 'layla.plans', 'agent', { agentId: laylaId });
  manager = await staffAccount(t, 'maya.plans', 'manager');
  templateId = (
    await as(manager).conversations.templates.create({
      name: 'Floor plans',
      subject: 'Your floor plans, {firstName}',
      body: 'Dear {firstName}, here are the floor plans you asked for.',
      translations: { ru: { subject: 'Планировки, {firstName}', body: 'Уважаемый {firstName}, вот планировки.' } },
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

/** A plan of three steps: an e-mail at once, a task a day later, another e-mail two days after that. */
function threeSteps(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    name: `Buyer follow-up ${++sequence}`,
    steps: [
      { action: 'email', delayAmount: 0, delayUnit: 'minutes', templateId, answersRequest: true },
      { action: 'task', delayAmount: 1, delayUnit: 'days', taskType: 'call', taskNote: 'Call about the floor plans' },
      { action: 'email', delayAmount: 2, delayUnit: 'days', templateId },
    ],
    ...overrides,
  };
}

async function savedPlan(overrides: Partial<PlanInput> = {}): Promise<number> {
  return (await as(manager).plans.save({ plan: threeSteps(overrides) })).id;
}

/** A website lead held by Layla; `marketing` adds the marketing consent, `phone` the buyer's country. */
async function lead(options: { marketing?: boolean; phone?: string; language?: 'en' | 'ru' } = {}) {
  sequence += 1;
  const email = `plan.buyer${sequence}@example.com`;
  const { id } = await t.client().trpc.inquiries.create.mutate({
    kind: 'contact',
    firstName: 'Amelia',
    lastName: `Hart${sequence}`,
    email,
    phone: options.phone ?? `+97155${4_000_000 + sequence}`,
    message: 'Please send me the floor plans.',
  });
  await em().nativeUpdate(
    InquirySchema,
    { id },
    {
      assignedAgent: laylaId,
      language: options.language ?? 'en',
      consents: options.marketing ? ['privacy-2026-11', 'marketing-2026-11'] : ['privacy-2026-11'],
    },
  );
  return { id, email };
}

async function started(inquiryId: number, planId: number, at = MONDAY_10_DUBAI) {
  t.services.clock.set(at);
  return as(layla).plans.start({ inquiryId, planId });
}

/** Runs the lead's due step as the worker would, with the clock at `at` (default: when it is due). */
async function runDueStep(inquiryId: number, at?: Date) {
  const run = await em().findOneOrFail(PlanRunSchema, { inquiry: inquiryId }, { orderBy: { id: 'desc' } });
  t.services.clock.set(at ?? run.nextStepAt ?? new Date());
  await planStepJob.run({ runId: run.id, generation: run.generation }, jobContext());
  return run;
}

const planMails = (recipient: string) => em().find(OutboxMessageSchema, { kind: 'plan-message', recipient });
const runOf = async (inquiryId: number) => (await as(layla).plans.ofLead({ inquiryId }))!;

function buyerEmail(from: string): InboundMessage {
  return {
    channel: 'email',
    externalId: `${randomUUID()}@mail.example.net`,
    from: { email: from, phone: null, name: 'Amelia Hart' },
    receivedAt: new Date(),
    subject: 'Re: Your floor plans',
    text: 'Thank you, could we see it on Thursday?',
    html: null,
    replyToken: null,
    references: [],
    attachments: [],
    autoReply: false,
    attribution: null,
  };
}

it('has the tables its migration made, as the entities describe them (the tasks’ key to plans included)', async () => {
  expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/plan/);
});

describe('defining plans', () => {
  it('lets owners and managers define plans, not agents, and refuses a step without its template', async () => {
    const planId = await savedPlan();
    const plan = (await as(layla).plans.list()).find((one) => one.id === planId)!;
    expect(plan.steps.map((step) => [step.action, step.delayAmount, step.delayUnit])).toEqual([
      ['email', 0, 'minutes'],
      ['task', 1, 'days'],
      ['email', 2, 'days'],
    ]);
    expect(plan).toMatchObject({ sendingFrom: '09:00', sendingTo: '20:00', pauseCallSeconds: 150 });
    expect(await em().findOne(AuditEventSchema, { action: 'plan.saved', subject: `plan ${planId}` })).not.toBeNull();
    expect((await refusalOf(layla.client.trpc.plans.save.mutate({ plan: threeSteps() }))).httpStatus).toBe(403);
    const missing = await refusalOf(
      manager.client.trpc.plans.save.mutate({
        plan: threeSteps({ steps: [{ action: 'email', delayAmount: 0, delayUnit: 'minutes' }] }),
      }),
    );
    expect(missing.httpStatus).toBe(400);
    expect(Object.keys(missing.fieldErrors ?? {})).toEqual(['plan.steps.0.templateId']);
  });
});

describe('a plan on a lead', () => {
  it('sends each step once, in the lead’s language, with the unsubscribe link and header, and shows what comes next', async () => {
    const planId = await savedPlan();
    const buyer = await lead({ marketing: true, language: 'ru' });
    const run = await started(buyer.id, planId);
    expect(run).toMatchObject({ state: 'active', nextStep: 0, stepCount: 3, nextAction: 'email' });
    expect(run.nextStepAt).toBe(MONDAY_10_DUBAI.toISOString());
    // One run per lead.
    const again = await refusalOf(layla.client.trpc.plans.start.mutate({ inquiryId: buyer.id, planId }));
    expect(again.httpStatus).toBe(400);

    const first = await runDueStep(buyer.id);
    // The same job again (a retry after a crash) finds the step done.
    await planStepJob.run({ runId: first.id, generation: first.generation }, jobContext());
    const mails = await planMails(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Планировки, Amelia');
    expect(mails[0]!.headers?.['List-Unsubscribe']).toMatch(/\/follow-ups\/unsubscribe\?token=[0-9a-f]{64}>$/);
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]!.html).toContain('/ru/follow-ups/unsubscribe?token=');
    expect(await runOf(buyer.id)).toMatchObject({
      state: 'active',
      nextStep: 1,
      nextAction: 'task',
      nextStepAt: new Date(MONDAY_10_DUBAI.getTime() + DAY).toISOString(),
      messagesSent: 1,
    });

    await runDueStep(buyer.id);
    const task = await em().findOneOrFail(TaskSchema, { inquiry: buyer.id });
    expect(task).toMatchObject({ origin: 'plan', type: 'call', note: 'Call about the floor plans' });
    expect(task.plan?.id).toBe(planId);
    expect((await runOf(buyer.id)).nextAction).toBe('email');
    await runDueStep(buyer.id);
    expect(await planMails(buyer.email)).toHaveLength(2);
    expect(await runOf(buyer.id)).toMatchObject({ state: 'done', nextAction: null, nextStepAt: null });
  });

  it('pauses at once when the buyer replies, sends nothing more, and resumes with the next step’s delay from then', async () => {
    const planId = await savedPlan();
    const buyer = await lead({ marketing: true });
    await started(buyer.id, planId);
    const first = await runDueStep(buyer.id);
    await recordInbound(t.services, em(), buyerEmail(buyer.email));
    expect(await runOf(buyer.id)).toMatchObject({ state: 'paused', haltReason: 'reply', nextStepAt: null });
    expect((await em().findOneOrFail(PlanRunSchema, first.id)).repliedAt).not.toBeNull();
    // The task step's job, queued before the reply, does nothing.
    const queued = await em().findOneOrFail(PlanRunSchema, first.id);
    await planStepJob.run({ runId: first.id, generation: queued.generation - 1 }, jobContext());
    expect(await em().count(TaskSchema, { inquiry: buyer.id })).toBe(0);

    const resumedAt = new Date(MONDAY_10_DUBAI.getTime() + 5 * DAY);
    t.services.clock.set(resumedAt);
    const resumed = await as(layla).plans.act({ inquiryId: buyer.id, action: 'resume' });
    expect(resumed).toMatchObject({ state: 'active', nextAction: 'task' });
    expect(resumed.nextStepAt).toBe(new Date(resumedAt.getTime() + DAY).toISOString());
    // Skipping passes the task over; stopping ends it.
    expect(await as(layla).plans.act({ inquiryId: buyer.id, action: 'skip' })).toMatchObject({ nextAction: 'email' });
    expect(await as(layla).plans.act({ inquiryId: buyer.id, action: 'stop' })).toMatchObject({
      state: 'stopped',
      haltReason: 'staff',
    });
    expect(
      (await em().find(PlanStepRecordSchema, { run: first.id }, { orderBy: { position: 'asc' } })).map(
        (record) => record.outcome,
      ),
    ).toEqual(['sent', 'skipped-staff']);
  });

  it('pauses on a call as long as the plan says, not on a short one', async () => {
    const planId = await savedPlan({ pauseCallSeconds: 120 });
    const buyer = await lead({ marketing: true });
    await started(buyer.id, planId);
    await as(layla).conversations.logCall({ inquiryId: buyer.id, outcome: 'answered', durationSeconds: 30 });
    expect((await runOf(buyer.id)).state).toBe('active');
    await as(layla).conversations.logCall({ inquiryId: buyer.id, outcome: 'answered', durationSeconds: 180 });
    expect(await runOf(buyer.id)).toMatchObject({ state: 'paused', haltReason: 'call' });
  });

  it('pauses when the lead is won or lost, and when the buyer is marked do-not-contact', async () => {
    const planId = await savedPlan();
    for (const [status, reason] of [
      ['Won', 'won'],
      ['Lost', 'lost'],
    ] as const) {
      const buyer = await lead();
      await started(buyer.id, planId);
      await as(layla).inquiries.setStatus({ id: buyer.id, status });
      expect(await runOf(buyer.id)).toMatchObject({ state: 'paused', haltReason: reason });
    }
    const blocked = await lead();
    await started(blocked.id, planId);
    await as(layla).outbox.markDoNotContact({ id: blocked.id });
    expect(await runOf(blocked.id)).toMatchObject({ state: 'paused', haltReason: 'do-not-contact' });
    // Nor can it be resumed while the buyer asks not to be contacted.
    const refused = await refusalOf(layla.client.trpc.plans.act.mutate({ inquiryId: blocked.id, action: 'resume' }));
    expect(refused.httpStatus).toBe(400);
  });

  it('pauses before its step on what happened since, whatever its hook (a reply stored by another path)', async () => {
    const planId = await savedPlan();
    const buyer = await lead({ marketing: true });
    await started(buyer.id, planId);
    const stored = await em().findOneOrFail(InquirySchema, buyer.id);
    const writer = em();
    writer.create(ConversationMessageSchema, {
      inquiry: writer.getReference(InquirySchema, buyer.id),
      contactKey: stored.contactKey,
      channel: 'whatsapp',
      direction: 'in',
      externalId: `wamid.${randomUUID()}`,
      text: 'Yes please, Thursday',
      status: 'received',
      createdAt: new Date(MONDAY_10_DUBAI.getTime() + MINUTE),
    });
    await writer.flush();
    await runDueStep(buyer.id, new Date(MONDAY_10_DUBAI.getTime() + 2 * MINUTE));
    expect(await planMails(buyer.email)).toHaveLength(0);
    expect(await runOf(buyer.id)).toMatchObject({ state: 'paused', haltReason: 'reply' });
  });

  it('stops for good when the buyer unsubscribes by the one-click link, and the address gets no marketing again', async () => {
    const planId = await savedPlan();
    const buyer = await lead({ marketing: true });
    await started(buyer.id, planId);
    await runDueStep(buyer.id);
    const token = (await em().findOneOrFail(PlanRunSchema, { inquiry: buyer.id })).unsubscribeToken;
    const response = await t.app.inject({
      method: 'POST',
      url: `/follow-ups/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(await runOf(buyer.id)).toMatchObject({ state: 'stopped', haltReason: 'unsubscribed' });
    expect(await em().findOne(SuppressionSchema, { email: buyer.email })).toMatchObject({ reason: 'unsubscribed' });
    const unknown = await t.app.inject({ method: 'POST', url: `/follow-ups/unsubscribe?token=${'a'.repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    // A new plan will not start on the address.
    expect((await refusalOf(layla.client.trpc.plans.start.mutate({ inquiryId: buyer.id, planId }))).httpStatus).toBe(
      400,
    );
  });
});

describe('sending hours and consent', () => {
  it("sends within the plan's hours in the buyer's time zone when their number tells it, else Dubai's", async () => {
    const planId = await savedPlan();
    // 06:00 in London, 10:00 in Dubai: the London buyer's e-mail waits for 09:00 London.
    const london = await lead({ marketing: true, phone: '+44 20 7946 0958' });
    expect((await started(london.id, planId)).nextStepAt).toBe('2031-01-06T09:00:00.000Z');
    // 21:00 in Dubai: the Dubai buyer's e-mail waits for 09:00 the next morning.
    const dubai = await lead({ marketing: true });
    expect((await started(dubai.id, planId, new Date('2031-01-06T17:00:00Z'))).nextStepAt).toBe(
      '2031-01-07T05:00:00.000Z',
    );
    // A United States number spans several zones: Dubai's hours.
    const newYork = await lead({ marketing: true, phone: '+1 212 555 0142' });
    expect((await started(newYork.id, planId)).nextStepAt).toBe(MONDAY_10_DUBAI.toISOString());
  });

  it('without marketing consent sends only the steps that answer the buyer’s request', async () => {
    const planId = await savedPlan({
      steps: [
        { action: 'email', delayAmount: 0, delayUnit: 'minutes', templateId },
        { action: 'email', delayAmount: 0, delayUnit: 'minutes', templateId, answersRequest: true },
      ],
    });
    const buyer = await lead({ marketing: false });
    const run = await started(buyer.id, planId);
    await runDueStep(buyer.id);
    await runDueStep(buyer.id);
    expect(await planMails(buyer.email)).toHaveLength(1);
    expect(
      (await em().find(PlanStepRecordSchema, { run: run.id }, { orderBy: { position: 'asc' } })).map(
        (record) => record.outcome,
      ),
    ).toEqual(['skipped-consent', 'sent']);
  });
});

describe('starting by rule', () => {
  it('starts the matching plan on a new lead, through a job queued with the lead', async () => {
    const planId = await savedPlan({ autoStart: true, rule: { kinds: ['contact'], languages: ['ru'] } });
    const buyer = await lead({ language: 'ru' });
    t.services.clock.set(MONDAY_10_DUBAI);
    await planStartJob.run({ inquiryId: buyer.id }, jobContext());
    const run = await eventually(() => em().findOneOrFail(PlanRunSchema, { inquiry: buyer.id }));
    expect(run.plan.id).toBe(planId);
    const english = await lead({ language: 'en' });
    await planStartJob.run({ inquiryId: english.id }, jobContext());
    expect(await em().count(PlanRunSchema, { inquiry: english.id })).toBe(0);
    await as(manager).plans.save({ id: planId, plan: threeSteps({ active: false }) });
  });
});

it("counts, on the follow-up report, the plans running on an agent's leads and the replies they won back", async () => {
  const planId = await savedPlan();
  // The reply is stored at the time it arrives, so this test runs at today's date: the report's months
  // are this one and the next (a step may wait for the morning's sending hours).
  const now = new Date();
  const monthOf = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Dubai' }).slice(0, 7);
  const span = {
    fromMonth: monthOf(now),
    toMonth: monthOf(new Date(now.getTime() + 31 * DAY)),
    groupBy: 'agent',
  } as const;
  const laylaRow = async () =>
    (await as(manager).reports.followUp(span)).rows.find((row) => row.key === String(laylaId));
  const before = (await laylaRow()) ?? { plansRunning: 0, repliesWonBack: 0 };

  const running = await lead({ marketing: true });
  await started(running.id, planId, now);
  const answering = await lead({ marketing: true });
  await started(answering.id, planId, now);
  await runDueStep(answering.id);
  // A reply pauses the plan: no longer running, and won back since one of its messages went first.
  await recordInbound(t.services, em(), buyerEmail(answering.email));

  expect(await laylaRow()).toMatchObject({
    label: 'Layla Plans',
    plansRunning: before.plansRunning + 1,
    repliesWonBack: before.repliesWonBack + 1,
  });
});
