import { describe, expect, it } from 'vitest';
import { faultScenario, startApp, withDeadline, type FaultApp, type FaultDatabase } from '../support/fault-harness.ts';

/**
 * The real server process at its most talkative log level takes a lead, refuses a malformed one, and
 * staff search and export the inbox by the enquirer's e-mail: its log holds every request, and none of
 * the enquirer's name, e-mail, phone or message.
 */

const APP_PORT = 3751;
const PG_PORT = 3752;

const lead = {
  firstName: 'Zenobia',
  lastName: 'Quartermaine',
  email: 'zenobia.quartermaine@redaction.test',
  phone: '+971 50 987 6543',
  interest: 'Penthouse',
  message: 'Kindly arrange a private viewing of the sky villa',
};

let database: FaultDatabase;
let app: FaultApp;

faultScenario(PG_PORT, async (started) => {
  database = started;
  app = await startApp(APP_PORT, database, { LOG_LEVEL: 'trace', SEED_DEMO_CONTENT: 'false' });
});

describe('the log', () => {
  it('records the requests of a lead and of staff searching for it, without the personal data', async () => {
    const send = (body: object) =>
      fetch(`${app.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.url },
        body: JSON.stringify(body),
      });
    expect((await send(lead)).status).toBe(201);
    // Refused: the phone is not a number, and everything else in it is the enquirer's.
    expect((await send({ ...lead, phone: `${lead.email} ${lead.message}` })).status).toBe(400);

    const staff = await app.staff();
    const search = encodeURIComponent(lead.email);
    const exported = await staff.fetch(`/api/inquiries/export.csv?search=${search}`);
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain(lead.email);
    const inbox = await staff.fetch('/api/inquiries');
    expect(await inbox.text()).toContain(lead.lastName);

    // The export's line is written once its answer is sent: wait for it.
    await withDeadline(
      'the export request in the log',
      10_000,
      (async () => {
        while (!app.running.output().includes('/api/inquiries/export.csv')) {
          await new Promise((done) => setTimeout(done, 50));
        }
      })(),
    );
    const log = app.running.output();
    expect(log).toMatch(/"url":"\/api\/inquiries\/export\.csv\?search=~"/);
    expect(log.match(/"url":"\/api\/inquiries"[^\n]*"statusCode":201/g)).toHaveLength(1);
    const digits = lead.phone.replace(/\D/g, '');
    for (const personal of [lead.firstName, lead.lastName, lead.email, 'redaction.test', lead.message, digits]) {
      expect(log, personal).not.toContain(personal);
    }
  });
});
