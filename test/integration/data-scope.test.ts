import fc from 'fast-check';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { queueMessage } from '../../src/server/mail/outbox.ts';
import { restRoutes } from '../../src/server/rest/rest-routes.ts';
import { can } from '../../src/shared/staff/permissions.ts';
import { addDays, dubaiDate } from '../../src/shared/viewings/slots.ts';
import { storedAgent } from '../support/agents.ts';
import { procedureAt, routerProcedures, type ProcedureDef } from '../support/router-procedures.ts';
import { arbitraryOf, type ValuePool } from '../support/schema-arbitrary.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * The data-level role test (issue #40): with another agent's records present, each carrying a
 * marker in a field staff read, agent A calls every query procedure and every staff GET route an
 * agent may call, with inputs generated from its own input schema (any filter it allows, B's ids
 * among the numbers, B's names among the strings), and no answer ever holds a marker. The router
 * and the REST table are walked here, so a new procedure or filter is covered without anyone
 * remembering to; a schema shape the generator cannot handle fails its procedure's test.
 */
const MARKERS = ['agentb-private', 'unassigned-private'];
const RUNS = 50;
/**
 * Each side's records are numbered from its own first id, in every table: B's agent, leads,
 * viewing, mails and notes from 777 on. So a generated id of 777 asks for B's record of whatever
 * kind the field names, and the pool of ids stays small enough to hit them often.
 */
const FIRST_ID = { a: 555, unassigned: 666, b: 777, accounts: 900 };

let t: TestApp;
let agentA: StaffAccount;
let bravo: number;
const day = addDays(dubaiDate(new Date()), 3);
const days = [addDays(day, -1), day, addDays(day, 1)];
const owner = () => t.caller({ id: 1, username: 'staff' });

/** Every table's next id is `first` (records made after this are numbered from it). */
async function idsFrom(first: number): Promise<void> {
  // Setting a sequence is the owning role's (the app's role may only draw from it).
  await t.asOwner((owner) =>
    owner.em
      .fork()
      .execute(
        `select setval(c.oid, ?, false) from pg_class c where c.relkind = 'S' and c.relnamespace = 'public'::regnamespace`,
        [first],
      ),
  );
}

/**
 * An agent's records: a contact lead with its acknowledgement in the outbox and a note, and a
 * viewing booked by the owner with its visitor's lead; with no agent, an unassigned lead and a
 * buyer's alert. Each holds `name` in a field staff read.
 */
async function recordsOf(name: string, agentName: string | null): Promise<number | null> {
  const agentId = agentName ? await storedAgent(t, agentName, false) : null;
  const em = t.orm.em.fork();
  const email = `${name}@example.com`;
  const inquiry = em.create(InquirySchema, {
    kind: 'contact',
    firstName: name,
    lastName: 'Buyer',
    email,
    emailKey: email,
    // One person's leads with different agents: their other leads are listed in a lead's detail.
    contactKey: 'one-shared-contact',
    status: 'New',
    source: `${name}-portal`,
    assignedAgent: agentId ? em.getReference(AgentSchema, agentId) : null,
    createdAt: new Date(Date.now() - 3 * 3600_000),
  });
  await em.flush();
  await queueMessage(em, {
    kind: 'lead-acknowledgement',
    recipient: email,
    subject: `Thank you, ${name}`,
    html: `<p>${name}</p>`,
    text: name,
    inquiryId: inquiry.id,
  });
  await em.flush();
  await owner().inquiries.addNote({ id: inquiry.id, note: `Called ${name}` });
  // A buyer's alert, no agent's: its matches and its confirmation e-mail (about no lead) are not for agents.
  if (!agentId)
    await owner().alerts.subscribe({ email: `${name}.alert@example.com`, frequency: 'instant', criteria: {} });
  if (agentId) {
    await owner().viewings.staffBook({
      agentId,
      name: `${name} Visitor`,
      email: `${name}.visitor@example.com`,
      phone: '+971 50 765 4321',
      message: `About ${name}`,
      start: `${day}T10:00:00+04:00`,
      mode: 'in-person',
    });
    // Tasks given to the agent: one on the lead, one of its own (issue #45), one of them overdue.
    await owner().tasks.create({
      inquiryId: inquiry.id,
      assigneeId: agentId,
      type: 'call',
      dueAt: `${day}T09:00:00+04:00`,
      note: `Call ${name}`,
    });
    await owner().tasks.create({
      assigneeId: agentId,
      type: 'other',
      dueAt: '2020-01-01T09:00:00+04:00',
      note: `Prepare ${name}`,
    });
    // A deal the agent holds (issue #47), from the lead, naming them in a party and the other agency.
    await owner().deals.create({
      kind: 'sale',
      inquiryId: inquiry.id,
      agentId,
      priceAed: 2_000_000,
      otherAgencyName: `${name} Realty`,
      parties: [{ side: 'seller', name: `${name} Seller` }],
    });
  }
  return agentId;
}

beforeAll(async () => {
  t = await createTestApp();
  await idsFrom(FIRST_ID.a);
  await recordsOf('agenta-own', 'Agent Alpha');
  await idsFrom(FIRST_ID.unassigned);
  await recordsOf('unassigned-private', null);
  await idsFrom(FIRST_ID.b);
  bravo = (await recordsOf('agentb-private', 'Agent Bravo'))!;
  await idsFrom(FIRST_ID.accounts);
  agentA = await staffAccount(t, 'scope.agent.a', 'agent', { agentId: FIRST_ID.a });
});
afterAll(() => t.close());

/** What agent A's generated inputs are made of: B's ids and texts, days around the viewings, A's own. */
function pool(): ValuePool {
  const { a, unassigned, b } = FIRST_ID;
  return {
    numbers: [a, unassigned, b],
    strings: [
      ...MARKERS,
      'agentb',
      'Buyer',
      'Visitor',
      'agentb-private@example.com',
      'agenta-own',
      'me',
      '',
      ...days,
      ...days.map((date) => `${date}T10:00:00+04:00`),
    ],
    dates: days.map((date) => new Date(`${date}T06:00:00Z`)),
  };
}

/**
 * The answer as text (the JSON of a result, or an error's code and message), and whether the input
 * passed validation and reached the data (an answer or NOT_FOUND, not BAD_REQUEST).
 */
async function answerOf(call: Promise<unknown>): Promise<{ reached: boolean; text: string }> {
  return call.then(
    (result) => ({ reached: true, text: JSON.stringify(result) ?? '' }),
    (error: unknown) => ({
      reached: error instanceof TRPCError && error.code !== 'BAD_REQUEST',
      text: error instanceof TRPCError ? `${error.code} ${error.message}` : `not a TRPCError: ${String(error)}`,
    }),
  );
}

function expectNoMarker(text: string, call: string): void {
  for (const marker of MARKERS) expect(text.toLowerCase(), `${call} answered ${text}`).not.toContain(marker);
}

/** The input a procedure's schemas take (none: undefined). */
function inputArbitrary({ inputs }: ProcedureDef, path: string): fc.Arbitrary<unknown> {
  if (inputs.length > 1) throw new Error(`${path}: ${inputs.length} input schemas (teach this test to merge them)`);
  return inputs[0] ? arbitraryOf(inputs[0], pool(), path) : fc.constant(undefined);
}

/** The staff queries an agent may call. */
const AGENT = { role: 'agent', canExportLeads: false } as const;
const agentQueries = routerProcedures.filter(
  ({ def }) => def.type === 'query' && def.meta?.permission && can(AGENT, def.meta.permission),
);

const agentRestReads = restRoutes.filter((route) => route.method === 'GET' && route.staff && can(AGENT, route.staff));

describe('an agent never receives another agent’s records, whatever they ask for', () => {
  it('reaches the lead, viewing and mail procedures, and the staff GET routes', () => {
    const paths = agentQueries.map(({ path }) => path);
    for (const path of ['inquiries.list', 'inquiries.byId', 'viewings.list', 'outbox.list', 'dashboard.speedToLead'])
      expect(paths).toContain(path);
    expect(agentRestReads.map((route) => route.url)).toEqual(expect.arrayContaining(['/inquiries', '/viewings']));
  });

  it('the markers are in fields staff read: an owner sees them', async () => {
    const caller = owner();
    const answers = await Promise.all([
      caller.inquiries.list({ search: 'agentb-private' }),
      caller.viewings.list({ from: day, to: day }),
      caller.outbox.list({}),
      caller.dashboard.speedToLead(),
      caller.inquiries.byId({ id: FIRST_ID.b }),
    ]);
    for (const answer of answers) expect(JSON.stringify(answer)).toContain('agentb-private');
    expect(JSON.stringify(await caller.outbox.list({}))).toContain('unassigned-private');
  });

  it('the reproduction: viewings.list and GET /api/viewings with the other agent’s id answer nothing of theirs', async () => {
    const listed = await t.caller(agentA.user).viewings.list({ from: day, to: day, agentId: bravo });
    expect(listed).toEqual([]);
    const response = await t.app.inject({
      url: `/api/viewings?from=${day}&to=${day}&agentId=${bravo}`,
      headers: { cookie: agentA.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([]);
    const own = await t.caller(agentA.user).viewings.list({ from: day, to: day });
    expect(own.map((viewing) => viewing.visitor.name)).toEqual(['agenta-own Visitor']);
  });

  it('a schema shape the generator does not know fails loudly, never skipped', () => {
    expect(() => arbitraryOf(z.object({ tags: z.map(z.string(), z.string()) }), pool())).toThrow(/input\.tags/);
  });

  for (const { path, def } of agentQueries) {
    it(`${path} answers agent A nothing of another's`, async () => {
      let answered = 0;
      await fc.assert(
        fc.asyncProperty(inputArbitrary(def, path), async (input) => {
          const { reached, text } = await answerOf(procedureAt(t.caller(agentA.user), path)(input));
          expect(text, `${path}(${JSON.stringify(input)})`).not.toMatch(/INTERNAL_SERVER_ERROR|not a TRPCError/);
          expectNoMarker(text, `${path}(${JSON.stringify(input)})`);
          if (reached) answered += 1;
        }),
        { numRuns: RUNS },
      );
      // Refused every time, the property would prove nothing: some generated input must pass validation.
      expect(answered, `${path} accepted none of the generated inputs`).toBeGreaterThan(0);
    });
  }

  for (const route of agentRestReads) {
    it(`GET /api${route.url} answers agent A nothing of another's`, async () => {
      let answered = 0;
      await fc.assert(
        fc.asyncProperty(arbitraryOf(route.input, pool(), route.url), async (parts) => {
          const url = `/api${requestUrl(route.url, parts)}`;
          const response = await t.app.inject({ url, headers: { cookie: agentA.cookie } });
          expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
          expectNoMarker(response.body, url);
          if (response.statusCode !== 400) answered += 1;
        }),
        { numRuns: RUNS },
      );
      expect(answered, `GET ${route.url} accepted none of the generated requests`).toBeGreaterThan(0);
    });
  }
});

/** A route's URL with the generated `params` put in its path and `query` as its query string. */
function requestUrl(template: string, parts: unknown): string {
  const { params = {}, query = {} } = z
    .object({
      params: z.record(z.string(), z.unknown()).optional(),
      query: z.record(z.string(), z.unknown()).optional(),
    })
    .parse(parts);
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
