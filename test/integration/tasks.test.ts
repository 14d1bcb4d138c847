import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { taskReminderJob } from '../../src/server/tasks/task-reminder.tsx';
import { TaskSchema } from '../../src/server/tasks/task.entity.ts';
import { storedAgent } from '../support/agents.ts';
import { refusalOf } from '../support/app-client.ts';
import { eventually } from '../support/eventually.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const HOUR = 3_600_000;

let t: TestApp;
let layla: StaffAccount;
let omar: StaffAccount;
let manager: StaffAccount;
let laylaId: number;
let omarId: number;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '10000' } });
  laylaId = await storedAgent(t, 'Layla Tasks');
  omarId = await storedAgent(t, 'Omar Tasks');
  layla = await staffAccount(t, 'layla.tasks', 'agent', { agentId: laylaId });
  omar = await staffAccount(t, 'omar.tasks', 'agent', { agentId: omarId });
  manager = await staffAccount(t, 'maya.manager', 'manager');
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => t.services.clock.set(null));

const em = () => t.orm.em.fork();
const inHours = (hours: number, from = Date.now()) => new Date(from + hours * HOUR).toISOString();

/** A lead from the contact form, with a contact of its own, held by `agentId`; its id. */
async function lead(agentId: number | null, email = `buyer${++sequence}@example.com`): Promise<number> {
  sequence += 1;
  const { id } = await t.client().trpc.inquiries.create.mutate({
    kind: 'contact',
    firstName: 'Amelia',
    lastName: `Hart${sequence}`,
    email,
    phone: `+97155${3_000_000 + sequence}`,
    message: 'Please call me back about the penthouse.',
  });
  await em().nativeUpdate(InquirySchema, { id }, { assignedAgent: agentId });
  return id;
}

/** The task reminders that went to the outbox for `recipient`. */
const reminders = (recipient: string) => em().count(OutboxMessageSchema, { kind: 'task-reminder', recipient });
const runReminder = (taskId: number, dueAt: string) =>
  taskReminderJob.run(
    { taskId, dueAt: new Date(dueAt).toISOString() },
    { orm: t.orm, log: t.app.log, services: t.services },
  );

it('has the table its migration made, as the entity describes it', async () => {
  expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/"tasks"/);
});

describe('tasks on a lead', () => {
  it("lets an agent add a task for themselves on their lead, due on Dubai's clock, shown in the timeline, and mark it done once", async () => {
    const inquiryId = await lead(laylaId);
    const task = await layla.client.trpc.tasks.create.mutate({
      inquiryId,
      type: 'call',
      dueAt: '2030-03-05T10:30:00+04:00',
      note: 'Call back about the penthouse',
    });
    expect(task).toMatchObject({
      inquiryId,
      assignee: { id: laylaId, name: 'Layla Tasks' },
      type: 'call',
      dueAt: '2030-03-05T06:30:00.000Z',
      status: 'open',
      origin: 'staff',
      createdBy: 'layla.tasks',
      overdue: false,
    });
    const done = await layla.client.trpc.tasks.close.mutate({ id: task.id, status: 'done' });
    expect(done).toMatchObject({ status: 'done', closedBy: 'layla.tasks' });
    expect(done.closedAt).not.toBeNull();
    // A second click (or a skip after it) changes nothing.
    expect(await layla.client.trpc.tasks.close.mutate({ id: task.id, status: 'skipped' })).toMatchObject({
      status: 'done',
      closedAt: done.closedAt,
    });
    const { entries } = await layla.client.trpc.conversations.timeline.query({ inquiryId });
    const tasks = entries.filter((entry) => entry.kind === 'task');
    expect(tasks.map((entry) => [entry.key, entry.event])).toEqual([
      [`task-${task.id}`, 'created'],
      [`task-${task.id}-closed`, 'done'],
    ]);
    // Moving a closed task is refused on the field.
    const refused = await refusalOf(layla.client.trpc.tasks.reschedule.mutate({ id: task.id, dueAt: inHours(5) }));
    expect(refused.httpStatus).toBe(400);
  });

  it("keeps an agent to their own: no task for another agent, none on another's lead, and another's task is not found", async () => {
    const omarsLead = await lead(omarId);
    const laylasLead = await lead(laylaId);
    const forOmar = await refusalOf(
      layla.client.trpc.tasks.create.mutate({
        inquiryId: laylasLead,
        assigneeId: omarId,
        type: 'email',
        dueAt: inHours(2),
      }),
    );
    expect(forOmar.httpStatus).toBe(400);
    expect(Object.keys(forOmar.fieldErrors ?? {})).toEqual(['assigneeId']);
    expect(
      (
        await refusalOf(
          layla.client.trpc.tasks.create.mutate({ inquiryId: omarsLead, type: 'call', dueAt: inHours(2) }),
        )
      ).httpStatus,
    ).toBe(404);

    const omarsTask = await manager.client.trpc.tasks.create.mutate({
      inquiryId: omarsLead,
      type: 'whatsapp',
      dueAt: inHours(2),
    });
    // The lead's agent by default.
    expect(omarsTask.assignee.id).toBe(omarId);
    for (const call of [
      () => layla.client.trpc.tasks.close.mutate({ id: omarsTask.id, status: 'done' }),
      () => layla.client.trpc.tasks.reschedule.mutate({ id: omarsTask.id, dueAt: inHours(3) }),
      () => layla.client.trpc.tasks.byId.query({ id: omarsTask.id }),
    ]) {
      expect((await refusalOf(call())).httpStatus).toBe(404);
    }
    expect((await layla.client.trpc.tasks.list.query()).map((task) => task.id)).not.toContain(omarsTask.id);
    expect((await omar.client.trpc.tasks.list.query()).map((task) => task.id)).toContain(omarsTask.id);
    expect((await em().findOneOrFail(TaskSchema, omarsTask.id)).status).toBe('open');
    // A manager gives a task to any agent, on a lead or of its own.
    const ownTask = await manager.client.trpc.tasks.create.mutate({
      assigneeId: laylaId,
      type: 'other',
      dueAt: inHours(4),
    });
    expect(ownTask).toMatchObject({ inquiryId: null, assignee: { id: laylaId } });
  });

  it("shows the day by the clock: overdue and due today, the agent's own; managers see each agent's overdue count", async () => {
    const start = new Date('2031-06-10T05:00:00Z'); // 09:00 in Dubai
    t.services.clock.set(start);
    const laylaCaller = t.caller(layla.user);
    const inquiryId = await lead(laylaId);
    const soon = await laylaCaller.tasks.create({ inquiryId, type: 'call', dueAt: '2031-06-10T10:00:00+04:00' });
    const later = await laylaCaller.tasks.create({ inquiryId, type: 'email', dueAt: '2031-06-10T18:00:00+04:00' });
    const tomorrow = await laylaCaller.tasks.create({ inquiryId, type: 'other', dueAt: '2031-06-11T09:00:00+04:00' });
    const omarsOverdue = await t
      .caller(manager.user)
      .tasks.create({ assigneeId: omarId, type: 'call', dueAt: '2031-06-10T09:30:00+04:00' });

    t.services.clock.set(new Date('2031-06-10T07:00:00Z')); // 11:00 in Dubai
    const day = await laylaCaller.tasks.today();
    const onLead = (tasks: Array<{ id: number; inquiryId: number | null }>) =>
      tasks.filter((task) => task.inquiryId === inquiryId).map((task) => task.id);
    expect(day.date).toBe('2031-06-10');
    expect(onLead(day.overdue)).toEqual([soon.id]);
    expect(day.overdue.every((task) => task.overdue && task.assignee.id === laylaId)).toBe(true);
    expect(onLead(day.dueToday)).toEqual([later.id]);
    expect([...day.overdue, ...day.dueToday].map((task) => task.id)).not.toContain(tomorrow.id);
    expect(day.unanswered.leads.map((one) => one.id)).toContain(inquiryId);
    expect(day.overdueByAgent).toEqual([]);

    const omarsDay = await t.caller(omar.user).tasks.today();
    expect(omarsDay.overdue.map((task) => task.id)).toContain(omarsOverdue.id);
    const managersDay = await t.caller(manager.user).tasks.today();
    expect(managersDay.overdueByAgent).toEqual(
      expect.arrayContaining([
        { agentId: laylaId, agentName: 'Layla Tasks', overdue: day.overdue.length },
        { agentId: omarId, agentName: 'Omar Tasks', overdue: omarsDay.overdue.length },
      ]),
    );
    // The dashboard's line says the same; agents have none.
    expect(await t.caller(manager.user).tasks.overdueByAgent()).toEqual(managersDay.overdueByAgent);
    expect((await refusalOf(layla.client.trpc.tasks.overdueByAgent.query())).httpStatus).toBe(403);
  });
});

describe('reminders', () => {
  it('e-mails the assignee once at the due time, through the job the worker runs (a due time seconds ahead)', async () => {
    const inquiryId = await lead(omarId);
    const before = await reminders('omar.tasks@example.com');
    const task = await omar.client.trpc.tasks.create.mutate({
      inquiryId,
      type: 'viewing-follow-up',
      dueAt: new Date(Date.now() + 1500).toISOString(),
      note: 'Ask how the viewing went',
    });
    await eventually(async () => expect(await reminders('omar.tasks@example.com')).toBe(before + 1), {
      timeout: 20_000,
    });
    const mail = await em().findOneOrFail(OutboxMessageSchema, { kind: 'task-reminder', inquiry: inquiryId });
    expect(mail.subject).toBe(`Task due: Viewing follow-up for lead #${inquiryId}`);
    expect(mail.text).toContain('Ask how the viewing went');
    // A retry of the same job (a crash after it sent) sends nothing more.
    await runReminder(task.id, task.dueAt);
    expect(await reminders('omar.tasks@example.com')).toBe(before + 1);
  });

  it('sends nothing before the due time, nothing for a due time moved away, and nothing once the task is done (the clock moved)', async () => {
    const now = Date.now();
    t.services.clock.set(new Date(now));
    const caller = t.caller(layla.user);
    const inquiryId = await lead(laylaId);
    const before = await reminders('layla.tasks@example.com');
    const moved = await caller.tasks.create({ inquiryId, type: 'call', dueAt: inHours(3, now) });
    await runReminder(moved.id, moved.dueAt);
    expect(await reminders('layla.tasks@example.com')).toBe(before);

    const rescheduled = await caller.tasks.reschedule({ id: moved.id, dueAt: inHours(5, now) });
    t.services.clock.set(new Date(now + 4 * HOUR));
    await runReminder(moved.id, moved.dueAt);
    expect(await reminders('layla.tasks@example.com')).toBe(before);

    t.services.clock.set(new Date(now + 5 * HOUR + 60_000));
    await runReminder(moved.id, rescheduled.dueAt);
    await runReminder(moved.id, rescheduled.dueAt);
    expect(await reminders('layla.tasks@example.com')).toBe(before + 1);

    t.services.clock.set(new Date(now));
    const closed = await caller.tasks.create({ inquiryId, type: 'email', dueAt: inHours(1, now) });
    await caller.tasks.close({ id: closed.id, status: 'skipped' });
    t.services.clock.set(new Date(now + 2 * HOUR));
    await runReminder(closed.id, closed.dueAt);
    expect(await reminders('layla.tasks@example.com')).toBe(before + 1);
  });
});

describe("a person's data", () => {
  it('exports the tasks on their leads and erases them with the leads', async () => {
    const inquiryId = await lead(laylaId, 'tasks.person@example.com');
    await layla.client.trpc.tasks.create.mutate({
      inquiryId,
      type: 'call',
      dueAt: inHours(30),
      note: 'Prefers calls after 6pm',
    });
    const owner = await t.staff();
    const exported = await owner.trpc.privacy.export.mutate({ contact: 'tasks.person@example.com' });
    expect(exported.data.counts.tasks).toBe(1);
    expect(JSON.stringify(exported.data)).toContain('Prefers calls after 6pm');
    const erased = await owner.trpc.privacy.erase.mutate({ contact: 'tasks.person@example.com' });
    expect(erased.counts.tasks).toBe(1);
    expect(await em().count(TaskSchema, { inquiry: inquiryId })).toBe(0);
  });
});
