import ICAL from 'ical.js';
import { expect } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { DEFAULT_WORKING_HOURS, type ViewingSlot, type WorkingHours } from '../../src/shared/viewings/schemas.ts';
import { json, type TestApp } from './test-app.ts';

/** The seeded residence whose agent the viewing tests book. */
export const VIEWING_PROPERTY_ID = 135;

const EVERY_DAY = { from: '09:00', to: '18:00' };
/** Every day 09:00-18:00, hour-long slots 30 minutes apart (six a day), 20 days ahead. */
export const EVERY_DAY_HOURS: WorkingHours = {
  ...DEFAULT_WORKING_HOURS,
  week: {
    mon: EVERY_DAY,
    tue: EVERY_DAY,
    wed: EVERY_DAY,
    thu: EVERY_DAY,
    fri: EVERY_DAY,
    sat: EVERY_DAY,
    sun: EVERY_DAY,
  },
  slotMinutes: 60,
  bufferMinutes: 30,
  horizonDays: 20,
};

export const VIEWING_VISITOR = {
  name: 'Amira Haddad',
  email: 'amira@visitor.test',
  phone: '+971 50 123 4567',
  mode: 'video' as const,
};

/** The residence's agent, set to take leads on EVERY_DAY_HOURS; returns its id and e-mail. */
export async function viewingAgentOf(t: TestApp, propertyId = VIEWING_PROPERTY_ID) {
  const em = t.orm.em.fork();
  const property = await em.findOneOrFail(PropertySchema, { id: propertyId }, { populate: ['agent'] });
  const agent = property.agent!;
  await em.nativeUpdate(
    AgentSchema,
    { id: agent.id },
    { workingHours: EVERY_DAY_HOURS, takesLeads: true, away: false },
  );
  return { id: agent.id, email: agent.email };
}

/** The free slots GET /api/viewings/availability offers for the residence between two Dubai dates. */
export async function slotsOn(t: TestApp, from: string, to = from, propertyId = VIEWING_PROPERTY_ID) {
  const response = await t.app.inject({
    url: `/api/viewings/availability?propertyId=${propertyId}&from=${from}&to=${to}`,
  });
  expect(response.statusCode).toBe(200);
  return json<{ slots: ViewingSlot[] }>(response).slots;
}

/** POST /api/viewings as a visitor (VIEWING_VISITOR of the residence unless `extra` says otherwise). */
export const bookViewing = (t: TestApp, start: string, extra: object = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/viewings',
    headers,
    payload: { ...VIEWING_VISITOR, propertyId: VIEWING_PROPERTY_ID, start, ...extra },
  });

/** The e-mail's move or cancel link's token. */
export function manageToken(html: string, purpose: 'move' | 'cancel'): string {
  const tokens = [...html.matchAll(/\/viewings\/manage\?token=([\w.-]+)/g)].map((match) => match[1]!);
  const token = tokens.find((one) => one.split('.')[1] === purpose[0]);
  if (!token) throw new Error(`no ${purpose} link in the e-mail`);
  return token;
}

/** The messages of a viewing's lead to `recipient`, oldest first. */
export function viewingMessages(t: TestApp, inquiryId: number, recipient = VIEWING_VISITOR.email) {
  return t.orm.em.fork().find(OutboxMessageSchema, { inquiry: inquiryId, recipient }, { orderBy: { id: 'asc' } });
}

/** What a calendar client reads in an invitation (.ics). */
export function parseInvitation(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (vtimezone) ICAL.TimezoneService.register(vtimezone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: vevent.getAllProperties('attendee').map((one) => String(one.getFirstValue()).toLowerCase()),
    location: String(vevent.getFirstPropertyValue('location')),
    description: String(vevent.getFirstPropertyValue('description') ?? ''),
    summary: String(vevent.getFirstPropertyValue('summary') ?? ''),
  };
}
