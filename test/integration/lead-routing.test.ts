import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { InquiryEventSchema } from '../../src/server/inquiries/inquiry-event.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { ROUTED_BY_ROUND_ROBIN, ROUTED_TO_PROPERTY_AGENT } from '../../src/server/inquiries/lead-routing.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { contactInquiry, enquiryDialogInquiry, valuationInquiry } from '../fixtures/payloads.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let cookie: string;
let serial = 0;

beforeAll(async () => {
  // Many leads from one address: routing, not the daily cap on the visitor's e-mails, is what this file tests.
  t = await createTestApp({
    env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '10000', PUBLIC_MAIL_PER_RECIPIENT_PER_DAY: '1000' },
  });
  cookie = await t.signIn();
});
afterAll(() => t.close());

/** Each test starts with no agent taking leads, then adds its own. */
beforeEach(async () => {
  await t.orm.em.fork().nativeUpdate(AgentSchema, {}, { takesLeads: false });
});

async function agent(name: string, fields: { takesLeads?: boolean; away?: boolean } = {}): Promise<number> {
  const em = t.orm.em.fork();
  serial += 1;
  const created = em.create(AgentSchema, {
    name,
    title: 'Property Consultant',
    phone: '+971 50 000 0000',
    email: `agent${serial}@example.com`,
    bio: 'Sells and lets residences on the Palm.',
    photoUrl: '/media/agents/placeholder.webp',
    ...fields,
  });
  await em.flush();
  return created.id;
}

async function property(agentId: number | null): Promise<number> {
  const em = t.orm.em.fork();
  const created = em.create(PropertySchema, {
    title: `Residence ${++serial}`,
    type: 'Apartment',
    description: 'A residence on the Palm.',
    price: '0',
    bedrooms: 3,
    bathrooms: '3',
    area: '2,000 sq ft',
    imageUrl: '/media/placeholder.webp',
    agent: agentId ? em.getReference(AgentSchema, agentId) : null,
  });
  await em.flush();
  return created.id;
}

async function lead(payload: object = contactInquiry): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload });
  expect(response.statusCode).toBe(201);
  return json<{ id: number }>(response).id;
}

async function assigneeOf(id: number): Promise<number | null> {
  const inquiry = await t.orm.em.fork().findOneOrFail(InquirySchema, { id });
  return inquiry.assignedAgent?.id ?? null;
}

async function historyOf(id: number) {
  return t.orm.em
    .fork()
    .find(InquiryEventSchema, { inquiry: id }, { populate: ['agent', 'user'], orderBy: { id: 'asc' } });
}

describe('routing a new lead', () => {
  it("gives a lead about a property to that property's agent, saying so in the history", async () => {
    const [priya] = [await agent('Priya Routing'), await agent('Other Agent')];
    const propertyId = await property(priya!);
    const id = await lead({ ...enquiryDialogInquiry, propertyId });
    expect(await assigneeOf(id)).toBe(priya);
    const [event, ...rest] = await historyOf(id);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({ type: 'assignment', note: ROUTED_TO_PROPERTY_AGENT, user: null });
    expect(event!.agent?.id).toBe(priya);

    const detail = json<{ result: { data: { assignedAgentId: number; events: Array<Record<string, unknown>> } } }>(
      await t.app.inject({
        url: `/trpc/inquiries.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`,
        headers: { cookie },
      }),
    ).result.data;
    expect(detail.assignedAgentId).toBe(priya);
    expect(detail.events).toEqual([
      expect.objectContaining({
        type: 'assignment',
        agentName: 'Priya Routing',
        note: ROUTED_TO_PROPERTY_AGENT,
        by: null,
      }),
    ]);
  });

  it('gives every other lead to the agent whose turn it is, in order, wrapping round', async () => {
    const agents = [await agent('Turn A'), await agent('Turn B'), await agent('Turn C')];
    const ids = [];
    for (const payload of [contactInquiry, valuationInquiry, enquiryDialogInquiry, contactInquiry, contactInquiry])
      ids.push(await lead(payload));
    expect(await Promise.all(ids.map(assigneeOf))).toEqual([...agents, agents[0], agents[1]]);
    const [event] = await historyOf(ids[0]!);
    expect(event).toMatchObject({ type: 'assignment', note: ROUTED_BY_ROUND_ROBIN, user: null });
  });

  it("a property lead does not use up anyone's turn", async () => {
    const [a, b] = [await agent('Queue A'), await agent('Queue B')];
    const listingAgent = await agent('Listing Agent');
    const propertyId = await property(listingAgent);
    const first = await lead();
    expect(await assigneeOf(await lead({ ...enquiryDialogInquiry, propertyId }))).toBe(listingAgent);
    const second = await lead();
    expect([await assigneeOf(first), await assigneeOf(second)]).toEqual([a, b]);
  });

  it('skips agents who are away or take no leads', async () => {
    const a = await agent('Present A');
    await agent('Away B', { away: true });
    const c = await agent('Present C');
    await agent('Manager D', { takesLeads: false });
    const ids = [await lead(), await lead(), await lead(), await lead()];
    expect(await Promise.all(ids.map(assigneeOf))).toEqual([a, c, a, c]);
  });

  it("sends a property lead round the rotation when the property's agent is away", async () => {
    const onLeave = await agent('On Leave', { away: true });
    const present = await agent('Present');
    const id = await lead({ ...enquiryDialogInquiry, propertyId: await property(onLeave) });
    expect(await assigneeOf(id)).toBe(present);
    expect((await historyOf(id))[0]).toMatchObject({ note: ROUTED_BY_ROUND_ROBIN });
  });

  it('leaves the lead unassigned, with nothing in its history, when no agent takes leads', async () => {
    await agent('Away Only', { away: true });
    await agent('No Leads', { takesLeads: false });
    const id = await lead();
    expect(await assigneeOf(id)).toBeNull();
    expect(await historyOf(id)).toEqual([]);
    const withoutAgent = await lead({ ...enquiryDialogInquiry, propertyId: await property(null) });
    expect(await assigneeOf(withoutAgent)).toBeNull();
  });

  it('shares 30 leads sent at once evenly between 3 agents: 10 each', async () => {
    const agents = [await agent('Busy A'), await agent('Busy B'), await agent('Busy C')];
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, n) => lead({ ...contactInquiry, email: `burst${n}@example.com` })),
    );
    const assignees = await Promise.all(ids.map(assigneeOf));
    const counts = agents.map((id) => assignees.filter((assignee) => assignee === id).length);
    expect(counts).toEqual([10, 10, 10]);
    // In the order they were stored, the turns never repeat an agent before the others had theirs.
    const inOrder = (await t.orm.em.fork().find(InquirySchema, { id: { $in: ids } }, { orderBy: { id: 'asc' } })).map(
      (inquiry) => inquiry.assignedAgent?.id,
    );
    for (let n = 3; n < inOrder.length; n += 1) expect(inOrder[n]).toBe(inOrder[n - 3]);
  });
});

describe('reassigning by hand', () => {
  it('records who reassigned and when, and allows an agent who is away', async () => {
    const first = await agent('First Choice');
    const away = await agent('Back Monday', { away: true });
    const id = await lead();
    expect(await assigneeOf(id)).toBe(first);
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/inquiries.assign',
      payload: { id, agentId: away },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const detail = json<{
      result: {
        data: {
          assignedAgentId: number;
          events: Array<{ agentName: string; by: string; createdAt: string; note: string | null }>;
        };
      };
    }>(response).result.data;
    expect(detail.assignedAgentId).toBe(away);
    expect(detail.events.map((e) => [e.agentName, e.by, e.note])).toEqual([
      ['Back Monday', 'staff', null],
      ['First Choice', null, ROUTED_BY_ROUND_ROBIN],
    ]);
    expect(Date.parse(detail.events[0]!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });
});
