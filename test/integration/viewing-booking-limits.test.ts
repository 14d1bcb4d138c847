import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { ViewingSchema } from '../../src/server/viewings/viewing.entity.ts';
import type { ViewingSlot } from '../../src/shared/viewings/schemas.ts';
import { addDays, dubaiDate } from '../../src/shared/viewings/slots.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { bookViewing, slotsOn, viewingAgentOf } from '../support/viewings.ts';

/**
 * One visitor cannot book every free slot: at most 3 future viewings per e-mail address and per phone
 * number (however written), and 5 bookings an hour per client address (the defaults of
 * VIEWING_MAX_FUTURE_PER_CONTACT and VIEWING_BOOKINGS_PER_HOUR). Before, an address could book 10 a
 * minute with any e-mail, and the 853 free slots of the horizon fell in about 85 minutes.
 */
let t: TestApp;
let free: ViewingSlot[];
let next = 0;
const takeSlot = () => free[next++]!.start;

beforeAll(async () => {
  // Each test books from its own address (X-Forwarded-For from the trusted proxy in front).
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '10000', TRUST_PROXY: '1' } });
  await viewingAgentOf(t);
  const today = dubaiDate(new Date());
  free = await slotsOn(t, addDays(today, 2), addDays(today, 12));
});
afterAll(() => t?.close());

const from = (address: string, language = 'en') => ({ 'x-forwarded-for': address, 'content-language': language });
const visitor = (email: string, phone: string) => ({ name: 'Flood Test', email, phone });

async function stored(email: string) {
  const em = t.orm.em.fork();
  return {
    leads: await em.count(InquirySchema, { emailKey: email }),
    viewings: await em.count(ViewingSchema, { inquiry: { emailKey: email } }),
  };
}

describe('future viewings per contact', () => {
  it('are at most 3 per e-mail address, in any case; the fourth is refused with 429 in the visitor language and stores nothing', async () => {
    const spellings = ['Flood@Visitor.test', 'flood@visitor.test', 'FLOOD@visitor.TEST'];
    for (const [i, email] of spellings.entries()) {
      const response = await bookViewing(t, takeSlot(), visitor(email, `+971 50 111 000${i}`), from('203.0.113.1'));
      expect(response.statusCode).toBe(201);
    }
    const refused = await bookViewing(
      t,
      takeSlot(),
      visitor('flood@visitor.test', '+971 50 111 0009'),
      from('203.0.113.2'),
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<{ message: string }>(refused).message).toMatch(/this e-mail address or phone number: 3/);
    const inRussian = await bookViewing(
      t,
      takeSlot(),
      visitor('flood@visitor.test', '+971 50 111 0009'),
      from('203.0.113.2', 'ru'),
    );
    expect(inRussian.statusCode).toBe(429);
    expect(json<{ message: string }>(inRussian).message).toMatch(/Предстоящих просмотров/);
    expect(await stored('flood@visitor.test')).toEqual({ leads: 3, viewings: 3 });
  });

  it('are at most 3 per phone number, however it is written', async () => {
    const spellings = ['+971 50 765 4321', '00971507654321', '050-765-4321'];
    for (const [i, phone] of spellings.entries()) {
      const response = await bookViewing(t, takeSlot(), visitor(`phone${i}@visitor.test`, phone), from('203.0.113.3'));
      expect(response.statusCode).toBe(201);
    }
    const refused = await bookViewing(
      t,
      takeSlot(),
      visitor('phone9@visitor.test', '+971507654321'),
      from('203.0.113.4'),
    );
    expect(refused.statusCode).toBe(429);
    expect(await stored('phone9@visitor.test')).toEqual({ leads: 0, viewings: 0 });
  });

  it('hold for six bookings of one e-mail sent at once: three are booked, three refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        bookViewing(
          t,
          takeSlot(),
          visitor('burst@visitor.test', `+971 50 222 000${i}`),
          from(`203.0.113.${10 + (i % 2)}`),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await stored('burst@visitor.test')).toEqual({ leads: 3, viewings: 3 });
  });

  it('free a place once a viewing is cancelled', async () => {
    const staff = t.caller({ id: 1, username: 'staff' });
    const [first] = await t.orm.em.fork().find(ViewingSchema, { inquiry: { emailKey: 'burst@visitor.test' } });
    await staff.viewings.staffCancel({ id: first!.id });
    const again = await bookViewing(
      t,
      takeSlot(),
      visitor('burst@visitor.test', '+971 50 222 0099'),
      from('203.0.113.12'),
    );
    expect(again.statusCode).toBe(201);
  });
});

describe('bookings per client address', () => {
  it('are at most 5 an hour, whatever the e-mail; the sixth is refused with 429 and a clear message', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await bookViewing(
        t,
        takeSlot(),
        visitor(`hourly${i}@visitor.test`, `+971 50 333 000${i}`),
        from('198.51.100.7'),
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await bookViewing(
      t,
      takeSlot(),
      visitor('hourly9@visitor.test', '+971 50 333 0009'),
      from('198.51.100.7'),
    );
    expect(refused.statusCode).toBe(429);
    expect(json<{ message: string }>(refused).message).toMatch(
      /Too many viewings have been booked from your connection/,
    );
    expect(await stored('hourly9@visitor.test')).toEqual({ leads: 0, viewings: 0 });
    // Another address is not held back by this one.
    const other = await bookViewing(
      t,
      takeSlot(),
      visitor('hourly9@visitor.test', '+971 50 333 0009'),
      from('198.51.100.8'),
    );
    expect(other.statusCode).toBe(201);
  });

  it('do not count a slot lost to another visitor', async () => {
    const taken = takeSlot();
    expect(
      (await bookViewing(t, taken, visitor('winner@visitor.test', '+971 50 444 0000'), from('198.51.100.20')))
        .statusCode,
    ).toBe(201);
    for (let i = 0; i < 6; i += 1) {
      const lost = await bookViewing(
        t,
        taken,
        visitor(`loser${i}@visitor.test`, `+971 50 444 000${i + 1}`),
        from('198.51.100.21'),
      );
      expect(lost.statusCode).toBe(409);
    }
    const booked = await bookViewing(
      t,
      takeSlot(),
      visitor('loser0@visitor.test', '+971 50 444 0001'),
      from('198.51.100.21'),
    );
    expect(booked.statusCode).toBe(201);
  });
});
