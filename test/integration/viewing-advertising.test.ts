import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { queueViewingReminder } from '../../src/server/viewings/viewing-notices.tsx';
import { ViewingSchema } from '../../src/server/viewings/viewing.entity.ts';
import { VIEWING_RELATIONS } from '../../src/server/viewings/viewing.repository.ts';
import type { ViewingView } from '../../src/shared/viewings/schemas.ts';
import { addDays, dubaiDate } from '../../src/shared/viewings/slots.ts';
import { newProperty } from '../fixtures/payloads.ts';
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
 * What a viewing tells the visitor (the booking's answer, what its links open, the confirmation,
 * move, cancellation and reminder e-mails and their .ics) names the residence only while it may be
 * advertised, by the same rule as lead acknowledgements (`publicResidence`); the agent's copy still
 * names it. Before, booking a viewing of a residence without its permit answered its title, and
 * the confirmation and the .ics carried it.
 */
let t: TestApp;
let cookie: string;
let agent: { id: number; email: string };
const day = addDays(dubaiDate(new Date()), 3);

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' } });
  cookie = await t.signIn();
  agent = await viewingAgentOf(t);
});
afterAll(() => t?.close());

/** A residence of the viewing agent (the seeded rule requires a valid permit to advertise). */
async function residence(title: string, payload: object = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: { ...newProperty, title, ...payload },
    headers: { cookie },
  });
  expect(response.statusCode).toBe(201);
  const { id } = json<{ id: number }>(response);
  await t.orm.em.fork().nativeUpdate(PropertySchema, { id }, { agent: agent.id });
  return id;
}

/** Books, moves and cancels a viewing of `propertyId` by link, sending a reminder between; what each part said. */
async function viewingOf(propertyId: number, email: string) {
  const slots = await slotsOn(t, day, addDays(day, 1), propertyId);
  const response = await bookViewing(t, slots[0]!.start, { propertyId, email });
  expect(response.statusCode).toBe(201);
  const booked = json<ViewingView>(response);
  const token = manageToken((await viewingMessages(t, booked.inquiryId, email))[0]!.html, 'move');
  const opened = await t.caller().viewings.byToken({ token });
  const moved = await t.caller().viewings.move({ token, start: slots[1]!.start });
  const em = t.orm.em.fork();
  const viewing = await em.findOneOrFail(ViewingSchema, { id: booked.id }, { populate: VIEWING_RELATIONS });
  await em.transactional((tem) => queueViewingReminder(tem, viewing, t.services.mail));
  const movedMail = (await viewingMessages(t, booked.inquiryId, email)).at(-2)!;
  const cancelled = await t.caller().viewings.cancel({ token: manageToken(movedMail.html, 'cancel') });
  const text = async (recipient: string) =>
    (await viewingMessages(t, booked.inquiryId, recipient)).map((message) => ({
      kind: message.kind,
      mail: `${message.subject}\n${message.text}\n${message.html}`,
      ics: (message.attachments ?? []).map((file) => {
        const invitation = parseInvitation(file.content);
        return `${invitation.summary}\n${invitation.description}\n${invitation.location}`;
      }),
    }));
  return {
    answers: [booked, opened.viewing, moved, cancelled],
    visitor: await text(email),
    agent: (await text(agent.email)).filter((message) => message.kind.startsWith('viewing-')),
  };
}

describe('a viewing of a residence', () => {
  it('names it to the visitor while it is advertised', async () => {
    const id = await residence('Sky Residence Viewed 12');
    const { answers, visitor } = await viewingOf(id, 'advertised@visitor.test');
    for (const answer of answers) expect(answer.property).toEqual({ id, title: 'Sky Residence Viewed 12' });
    expect(visitor.map((message) => message.kind)).toEqual([
      'viewing-invitation',
      'viewing-invitation',
      'viewing-reminder',
      'viewing-cancellation',
    ]);
    expect(visitor[0]!.mail).toContain('Residence: Sky Residence Viewed 12');
    expect(visitor[0]!.ics.join('\n')).toContain('Sky Residence Viewed 12');
  });

  for (const [why, payload] of [
    ['without a permit', { permitNumber: '', permitUrl: '', permitExpiresOn: '' }],
    ['withdrawn', { status: 'Withdrawn' }],
  ] as const) {
    it(`does not name it to the visitor (answers, e-mails, .ics, reminder) when it is ${why}; the agent still reads it`, async () => {
      const title = `Unadvertised Viewed Residence ${why}`;
      const id = await residence(title, payload);
      const email = `unadvertised-${why.replaceAll(' ', '-')}@visitor.test`;
      const { answers, visitor, agent: agentCopies } = await viewingOf(id, email);
      for (const answer of answers) expect(answer.property).toBeNull();
      expect(visitor).toHaveLength(4);
      for (const message of visitor) {
        expect(message.mail).not.toContain('Unadvertised Viewed Residence');
        expect(message.mail).not.toContain(`/properties/${id}`);
        for (const ics of message.ics) expect(ics).not.toContain('Unadvertised Viewed Residence');
      }
      expect(agentCopies.length).toBeGreaterThan(0);
      for (const message of agentCopies) expect(message.mail).toContain(title);
    });
  }
});
