import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { MessageTemplateRepository } from '../../src/server/conversations/message-templates.ts';
import { PlanRunSchema } from '../../src/server/plans/plan-run.entity.ts';
import { startPlanRun } from '../../src/server/plans/plan-runs.ts';
import { PlanRepository } from '../../src/server/plans/plan.repository.ts';
import { signLink } from '../../src/server/viewings/viewing-links.ts';
import { planInput } from '../../src/shared/plans/schemas.ts';
import { ViewingSchema } from '../../src/server/viewings/viewing.entity.ts';
import type { ViewingSlot } from '../../src/shared/viewings/schemas.ts';
import { addDays, dubaiDate } from '../../src/shared/viewings/slots.ts';
import { NO_STORE } from '../../src/server/http-caching.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import {
  bookViewing,
  EVERY_DAY_HOURS as HOURS,
  manageToken,
  parseInvitation,
  slotsOn as slotsOf,
  viewingAgentOf,
  viewingMessages,
  VIEWING_PROPERTY_ID as PROPERTY_ID,
  VIEWING_VISITOR as visitor,
} from '../support/viewings.ts';

const SMTP_PORT = 3708;

let t: TestApp;
let sink: SmtpSink;
let agent: { id: number; email: string };
// Three Dubai days ahead: well past the notice, well inside the horizon.
const day = addDays(dubaiDate(new Date()), 3);

beforeAll(async () => {
  sink = await startSmtpSink({ port: SMTP_PORT });
  t = await createTestApp({
    seed: true,
    // One visitor books many viewings here: the limits per visitor have their own test file.
    env: {
      INQUIRY_RATE_LIMIT_PER_MINUTE: '10000',
      VIEWING_BOOKINGS_PER_HOUR: '10000',
      VIEWING_MAX_FUTURE_PER_CONTACT: '10000',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  });
  agent = await viewingAgentOf(t);
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

const slotsOn = (from: string, to = from, propertyId = PROPERTY_ID): Promise<ViewingSlot[]> =>
  slotsOf(t, from, to, propertyId);
const book = (start: string, extra: object = {}) => bookViewing(t, start, extra);
const visitorMessages = (inquiryId: number) => viewingMessages(t, inquiryId);

describe('booking a viewing through the REST API', () => {
  it('lets exactly one of 50 simultaneous visitors have a slot: one 201, 49 409s offering other slots, one row', async () => {
    const [slot] = await slotsOn(day);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(slot!.start, { email: `racer${i}@visitor.test` })),
    );
    const elapsed = Math.round(performance.now() - started);
    const statuses = answers.map((answer) => answer.statusCode);
    console.warn(
      `50 concurrent bookings of one slot: ${elapsed} ms; 201 x${statuses.filter((s) => s === 201).length}, 409 x${statuses.filter((s) => s === 409).length}`,
    );
    for (const odd of answers.filter((a) => a.statusCode !== 201 && a.statusCode !== 409).slice(0, 3))
      console.warn(odd.statusCode, odd.body);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refusal = json<{ message: string; nextSlots: ViewingSlot[] }>(answers.find((a) => a.statusCode === 409)!);
    expect(refusal.nextSlots.length).toBeGreaterThan(0);
    expect(refusal.nextSlots.map((next) => next.start)).not.toContain(slot!.start);
    const em = t.orm.em.fork();
    expect(await em.count(ViewingSchema, { startsAt: new Date(slot!.start) })).toBe(1);
    expect(await em.count(InquirySchema, { kind: 'viewing', email: { $like: 'racer%' } })).toBe(1);
    const winner = json<{ id: number; start: string }>(answers.find((a) => a.statusCode === 201)!);
    expect(winner.start).toBe(slot!.start);
    expect(await slotsOn(day)).not.toContainEqual(slot);
  });

  it('answers bad input with 400 and a message per field, storing nothing', async () => {
    const before = await t.orm.em.fork().count(ViewingSchema, {});
    const response = await book('tomorrow at ten', { email: 'not-an-address', mode: 'helicopter' });
    expect(response.statusCode).toBe(400);
    const { errors } = json<{ errors: Record<string, string[]> }>(response);
    expect(Object.keys(errors).sort()).toEqual(['email', 'mode', 'start']);
    expect(await t.orm.em.fork().count(ViewingSchema, {})).toBe(before);
  });

  it('refuses a time that is no slot (outside the hours, or off the grid) with 409', async () => {
    expect((await book(`${day}T07:00:00+04:00`)).statusCode).toBe(409);
    expect((await book(`${day}T09:10:00+04:00`)).statusCode).toBe(409);
    // tRPC clients (the site's booking dialog) get the next free slots in the error's data.
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/viewings.book',
      payload: { ...visitor, propertyId: PROPERTY_ID, start: `${day}T07:00:00+04:00` },
    });
    expect(response.statusCode).toBe(409);
    const { error } = json<{ error: { data: { code: string; nextSlots: ViewingSlot[] } } }>(response);
    expect(error.data.code).toBe('CONFLICT');
    expect(error.data.nextSlots[0]!.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+04:00$/);
  });
});

describe('follow-up plans', () => {
  it("pause the moment the buyer books a viewing (on any of the person's leads)", async () => {
    const em = t.orm.em.fork();
    const template = await new MessageTemplateRepository(em).create({
      name: 'Before a viewing',
      subject: '',
      body: 'Dear {firstName}, shall we arrange a viewing?',
      translations: {},
    });
    const plan = planInput.parse({
      name: 'Until a viewing',
      steps: [{ action: 'email', delayAmount: 1, delayUnit: 'days', templateId: template.id, answersRequest: true }],
    });
    const planId = await new PlanRepository(em).save(undefined, plan);
    const email = 'plan.viewer@visitor.test';
    const { id } = await t.client().trpc.inquiries.create.mutate({
      kind: 'contact',
      firstName: 'Plan',
      lastName: 'Viewer',
      email,
      phone: '+971 50 765 4321',
      message: 'Is the penthouse still free?',
    });
    await em.transactional(async (tem) =>
      startPlanRun(tem, await tem.findOneOrFail(InquirySchema, id), planId, new Date(), null),
    );
    // A day of its own: the free-slots test counts every slot of the day after `day`.
    const [slot] = await slotsOn(addDays(day, 3));
    expect((await book(slot!.start, { email, phone: '+971 50 765 4321' })).statusCode).toBe(201);
    expect(await t.orm.em.fork().findOneOrFail(PlanRunSchema, { inquiry: id })).toMatchObject({
      state: 'paused',
      haltReason: 'viewing',
    });
  });
});

describe('free slots', () => {
  it('follow the hours, the days off and the horizon, with the Dubai offset, never cached', async () => {
    const response = await t.app.inject({
      url: `/api/viewings/availability?propertyId=${PROPERTY_ID}&from=${day}&to=${day}`,
    });
    expect(response.headers['cache-control']).toBe(NO_STORE);
    const next = addDays(day, 1);
    const slots = await slotsOn(next);
    expect(slots.map((slot) => slot.start.slice(11))).toEqual(
      ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30'].map((time) => `${time}:00+04:00`),
    );
    expect(slots.every((slot) => slot.agentId === agent.id)).toBe(true);
    await t.orm.em.fork().nativeUpdate(AgentSchema, { id: agent.id }, { workingHours: { ...HOURS, daysOff: [next] } });
    expect(await slotsOn(next)).toEqual([]);
    const today = dubaiDate(new Date());
    const far = await slotsOn(addDays(today, 15), addDays(today, 30));
    expect(new Set(far.map((slot) => slot.start.slice(0, 10)))).toEqual(
      new Set(Array.from({ length: 6 }, (_, i) => addDays(today, 15 + i))),
    );
    await t.orm.em.fork().nativeUpdate(AgentSchema, { id: agent.id }, { workingHours: HOURS });
  });
});

describe('the invitation and the e-mail links', () => {
  it('invites, moves (same UID, SEQUENCE up) and cancels (METHOD:CANCEL), each link for one thing only', async () => {
    const slots = await slotsOn(addDays(day, 2));
    const booked = json<{ id: number; inquiryId: number }>(await book(slots[0]!.start));
    const [confirmation] = await visitorMessages(booked.inquiryId);
    expect(confirmation!.kind).toBe('viewing-invitation');
    const invitation = parseInvitation(confirmation!.attachments![0]!.content);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      tzid: 'Asia/Dubai',
      start: new Date(slots[0]!.start).toISOString(),
      end: new Date(slots[0]!.end).toISOString(),
      organizer: `mailto:${agent.email.toLowerCase()}`,
      attendees: [`mailto:${visitor.email}`],
    });
    expect(invitation.location).toMatch(/^https:\/\/meet\.jit\.si\//);
    const moveToken = manageToken(confirmation!.html, 'move');
    const cancelToken = manageToken(confirmation!.html, 'cancel');

    const caller = t.caller();
    await expect(caller.viewings.move({ token: cancelToken, start: slots[1]!.start })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    // The signature's first character (its last may carry only base64 padding bits, which decode the same).
    const signatureAt = moveToken.lastIndexOf('.') + 1;
    const flipped = moveToken[signatureAt] === 'A' ? 'B' : 'A';
    const tampered = moveToken.slice(0, signatureAt) + flipped + moveToken.slice(signatureAt + 1);
    await expect(caller.viewings.move({ token: tampered, start: slots[1]!.start })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const moved = await caller.viewings.move({ token: moveToken, start: slots[1]!.start });
    expect(moved).toMatchObject({ start: slots[1]!.start, sequence: 1, status: 'booked' });

    const afterMove = (await visitorMessages(booked.inquiryId)).at(-1)!;
    const update = parseInvitation(afterMove.attachments![0]!.content);
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: invitation.uid,
      sequence: 1,
      start: new Date(slots[1]!.start).toISOString(),
    });
    // The first e-mail's links stop working once a newer invitation exists: they are out of date.
    await expect(caller.viewings.cancel({ token: cancelToken })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/out of date/),
    });

    const cancelled = await caller.viewings.cancel({ token: manageToken(afterMove.html, 'cancel') });
    expect(cancelled.status).toBe('cancelled');
    const notice = (await visitorMessages(booked.inquiryId)).at(-1)!;
    expect(notice.kind).toBe('viewing-cancellation');
    expect(parseInvitation(notice.attachments![0]!.content)).toMatchObject({
      method: 'CANCEL',
      uid: invitation.uid,
      sequence: 2,
    });
    expect(await slotsOn(addDays(day, 2))).toContainEqual(slots[0]);
  });

  it('refuses a link past its expiry', async () => {
    const slots = await slotsOn(addDays(day, 4));
    const booked = json<{ id: number }>(await book(slots[0]!.start));
    const viewing = await t.orm.em.fork().findOneOrFail(ViewingSchema, { id: booked.id });
    const expired = signLink(viewing, 'cancel', new Date(Date.now() - 1000));
    await expect(t.caller().viewings.byToken({ token: expired })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/expired/),
    });
    const current = signLink(viewing, 'cancel', viewing.startsAt);
    expect(await t.caller().viewings.byToken({ token: current })).toMatchObject({
      purpose: 'cancel',
      viewing: { id: booked.id },
    });
  });

  it('sends the invitation as a calendar part the mail client acts on', async () => {
    const slots = await slotsOn(addDays(day, 5));
    await book(slots[0]!.start, { email: 'calendar@visitor.test' });
    const [mail] = await sink.waitFor(1, (one) => one.to.includes('calendar@visitor.test'));
    expect(mail!.raw.toString()).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail!.raw.toString()).toMatch(/METHOD:REQUEST/);
  });
});

describe('reminders', () => {
  const jobsOf = (viewingId: number) =>
    t.orm.em
      .fork()
      .execute<Array<{ key: string; run_at: Date }>>(
        `select key, run_at from graphile_worker.jobs where key like ? order by key`,
        [`viewing-reminder:${viewingId}:%`],
      );

  it('queues the 24-hour and 2-hour reminders, moves them with the viewing and removes them on cancel', async () => {
    const slots = await slotsOn(addDays(day, 6));
    const booked = json<{ id: number; inquiryId: number }>(await book(slots[0]!.start));
    const start = new Date(slots[0]!.start).getTime();
    expect((await jobsOf(booked.id)).map((job) => [job.key, new Date(job.run_at).getTime()])).toEqual([
      [`viewing-reminder:${booked.id}:2`, start - 2 * 3_600_000],
      [`viewing-reminder:${booked.id}:24`, start - 24 * 3_600_000],
    ]);
    const staff = t.caller({ id: 1, username: 'staff' });
    await staff.viewings.staffMove({ id: booked.id, start: slots[2]!.start });
    const later = new Date(slots[2]!.start).getTime();
    expect((await jobsOf(booked.id)).map((job) => new Date(job.run_at).getTime())).toEqual([
      later - 2 * 3_600_000,
      later - 24 * 3_600_000,
    ]);
    await staff.viewings.staffCancel({ id: booked.id });
    expect(await jobsOf(booked.id)).toEqual([]);
  });

  it('e-mails the visitor when a reminder comes due, in the language they booked in', async () => {
    const slots = await slotsOn(addDays(day, 8));
    const email = 'reminded@visitor.test';
    const booked = json<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/viewings',
        headers: { 'content-language': 'ru' },
        payload: { ...visitor, email, propertyId: PROPERTY_ID, start: slots[0]!.start },
      }),
    );
    await t.orm.em
      .fork()
      .execute(`update graphile_worker._private_jobs set run_at = now() where key = ?`, [
        `viewing-reminder:${booked.id}:24`,
      ]);
    const [reminder] = await sink.waitFor(1, (mail) => mail.to.includes(email) && /Напоминание/.test(mail.subject));
    expect(reminder!.html).toContain('/ru/viewings/manage?token=');
    expect((await jobsOf(booked.id)).map((job) => job.key)).toEqual([`viewing-reminder:${booked.id}:2`]);
  });
});

describe('staff', () => {
  it('book on a visitor behalf at any free time; agents see and change only their own viewings', async () => {
    const start = `${addDays(day, 7)}T19:15:00+04:00`; // outside the hours: staff may
    const owner = t.caller({ id: 1, username: 'staff' });
    const booked = await owner.viewings.staffBook({ ...visitor, agentId: agent.id, start, mode: 'in-person' });
    expect(booked).toMatchObject({
      start,
      agent: { id: agent.id },
      visitor: { email: visitor.email },
      status: 'booked',
    });
    const lead = await t.orm.em
      .fork()
      .findOneOrFail(InquirySchema, { id: booked.inquiryId }, { populate: ['assignedAgent'] });
    expect(lead).toMatchObject({ kind: 'viewing', source: 'Console', status: 'New' });
    expect(lead.assignedAgent?.id).toBe(agent.id);
    await expect(
      owner.viewings.staffBook({ ...visitor, agentId: agent.id, start, mode: 'video' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });

    const other = await t.orm.em.fork().findOneOrFail(AgentSchema, { id: { $ne: agent.id } });
    const own = t.caller({ id: 1, username: 'own', role: 'agent', agentId: agent.id });
    const stranger = t.caller({ id: 1, username: 'stranger', role: 'agent', agentId: other.id });
    const range = { from: addDays(day, 7), to: addDays(day, 7) };
    expect((await own.viewings.list(range)).map((one) => one.id)).toContain(booked.id);
    expect(await stranger.viewings.list(range)).toEqual([]);
    await expect(stranger.viewings.staffCancel({ id: booked.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await own.viewings.staffCancel({ id: booked.id })).toMatchObject({ status: 'cancelled', sequence: 1 });
  });
});
