import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ViewingSchema } from '../../src/server/viewings/viewing.entity.ts';
import { addDays, dubaiDate } from '../../src/shared/viewings/slots.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import {
  bookViewing,
  manageToken,
  parseInvitation,
  slotsOn,
  viewingAgentOf,
  viewingMessages,
} from '../support/viewings.ts';

/**
 * Moves and cancellations of one viewing take turns (a row lock, the SEQUENCE raised in the same
 * transaction as the invitation is queued). Before, ten parallel moves with one link all answered
 * 200, and the invitations sent (each at the same SEQUENCE, each at another time) did not match what
 * the database held.
 */
let t: TestApp;
let agentEmail: string;
const firstDay = addDays(dubaiDate(new Date()), 3);

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '10000', VIEWING_BOOKINGS_PER_HOUR: '10000' },
  });
  agentEmail = (await viewingAgentOf(t)).email;
});
afterAll(() => t?.close());

/** A new viewing of the first free slot from `day` on, by its own visitor; its confirmation's move link. */
async function bookedViewing(day: string, email: string) {
  const slots = await slotsOn(t, day, addDays(day, 2));
  const response = await bookViewing(t, slots[0]!.start, { email });
  expect(response.statusCode).toBe(201);
  const booked = json<{ id: number; inquiryId: number }>(response);
  const [confirmation] = await viewingMessages(t, booked.inquiryId, email);
  return { ...booked, moveToken: manageToken(confirmation!.html, 'move'), others: slots.slice(1) };
}

/**
 * Every invitation the viewing's lead was sent, to `recipient`, in the order queued: each SEQUENCE
 * above the one before, and the last one's time (and SEQUENCE) what the database holds.
 */
async function expectInvitationsMatch(viewingId: number, inquiryId: number, recipient: string) {
  const stored = await t.orm.em.fork().findOneOrFail(ViewingSchema, { id: viewingId });
  const invitations = (await viewingMessages(t, inquiryId, recipient))
    .filter((message) => message.kind === 'viewing-invitation' || message.kind === 'viewing-cancellation')
    .map((message) => parseInvitation(message.attachments![0]!.content));
  const sequences = invitations.map((invitation) => invitation.sequence);
  expect(sequences).toEqual(Array.from({ length: stored.sequence + 1 }, (_, i) => i));
  expect(invitations.at(-1)).toMatchObject({ sequence: stored.sequence, start: stored.startsAt.toISOString() });
  return invitations;
}

describe('ten parallel moves with one link', () => {
  it('move the viewing once; the nine others are told the link is out of date (409), and the invitations match', async () => {
    const viewing = await bookedViewing(firstDay, 'racing-mover@visitor.test');
    const targets = viewing.others.slice(0, 10);
    expect(targets).toHaveLength(10);
    const answers = await Promise.all(
      targets.map((slot) =>
        t.app.inject({
          method: 'POST',
          url: '/trpc/viewings.move',
          payload: { token: viewing.moveToken, start: slot.start },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(json<{ error: { message: string } }>(refused).error.message).toMatch(/out of date/);
    }
    const winner = targets[statuses.indexOf(200)]!;
    const stored = await t.orm.em.fork().findOneOrFail(ViewingSchema, { id: viewing.id });
    expect(stored).toMatchObject({ sequence: 1, startsAt: new Date(winner.start) });
    for (const recipient of ['racing-mover@visitor.test', agentEmail]) {
      const invitations = await expectInvitationsMatch(viewing.id, viewing.inquiryId, recipient);
      expect(invitations).toHaveLength(2);
    }
  });

  it('lets staff moves and cancellations take turns with the link: every change is one SEQUENCE up, sent as stored', async () => {
    const viewing = await bookedViewing(addDays(firstDay, 3), 'staff-racing@visitor.test');
    const staff = t.caller({ id: 1, username: 'staff' });
    const later = viewing.others.slice(0, 5);
    const moves = await Promise.allSettled([
      ...later.map((slot) => staff.viewings.staffMove({ id: viewing.id, start: slot.start })),
      t.caller().viewings.move({ token: viewing.moveToken, start: viewing.others[6]!.start }),
    ]);
    // Every staff move is made (in turn); the link's move is made only if it came first.
    const linkMoved = moves.at(-1)!.status === 'fulfilled';
    expect(moves.slice(0, 5).every((move) => move.status === 'fulfilled')).toBe(true);
    const stored = await t.orm.em.fork().findOneOrFail(ViewingSchema, { id: viewing.id });
    expect(stored.sequence).toBe(5 + (linkMoved ? 1 : 0));
    await expectInvitationsMatch(viewing.id, viewing.inquiryId, 'staff-racing@visitor.test');
    const cancels = await Promise.all([1, 2, 3].map(() => staff.viewings.staffCancel({ id: viewing.id })));
    expect(cancels.map((cancelled) => cancelled.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    const invitations = await expectInvitationsMatch(viewing.id, viewing.inquiryId, 'staff-racing@visitor.test');
    expect(invitations.filter((invitation) => invitation.method === 'CANCEL')).toHaveLength(1);
  });
});
