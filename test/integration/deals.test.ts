import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventSchema } from '../../src/server/audit/audit-event.entity.ts';
import { DealSchema } from '../../src/server/deals/deal.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import type { DealView } from '../../src/shared/deals/responses.ts';
import { storedAgent } from '../support/agents.ts';
import { refusalOf } from '../support/app-client.ts';
import { eventually } from '../support/eventually.ts';
import { completeComplianceFile } from '../support/compliance-file.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

let t: TestApp;
let layla: StaffAccount;
let omar: StaffAccount;
let manager: StaffAccount;
let laylaId: number;
let receiver: WebhookReceiver;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      INQUIRY_RATE_LIMIT_PER_MINUTE: '10000',
      OUTBOUND_ALLOW_PRIVATE_NETWORKS: 'true',
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    },
  });
  laylaId = await storedAgent(t, 'Layla Deals');
  const omarId = await storedAgent(t, 'Omar Deals');
  layla = await staffAccount(t, 'layla.deals', 'agent', { agentId: laylaId });
  omar = await staffAccount(t, 'omar.deals', 'agent', { agentId: omarId });
  manager = await staffAccount(t, 'maya.deals', 'manager');
  receiver = await startWebhookReceiver();
  const owner = await t.staff();
  const created = await owner.trpc.webhooks.create.mutate({
    url: receiver.url,
    events: ['deal.created', 'deal.updated'],
  });
  receiver.secret = created.secret;
});
afterAll(async () => {
  await receiver?.stop();
  await t?.close();
});

const em = () => t.orm.em.fork();
type DealEvent = { type: string; data: DealView };

/** A contact-form lead held by Layla; its id. */
async function lead(): Promise<number> {
  sequence += 1;
  const { id } = await t.client().trpc.inquiries.create.mutate({
    kind: 'contact',
    firstName: 'Amelia',
    lastName: `Hart${sequence}`,
    email: `amelia${sequence}@example.com`,
    phone: `+97155${4_000_000 + sequence}`,
    message: 'We would like to make an offer on the penthouse.',
  });
  await em().nativeUpdate(InquirySchema, { id }, { assignedAgent: laylaId });
  return id;
}

/** Layla's deal started from a new lead. */
async function laylaDeal(): Promise<DealView> {
  return layla.client.trpc.deals.create.mutate({ kind: 'sale', inquiryId: await lead(), priceAed: 4_250_000 });
}

it('has the tables its migration made, as the entities describe them', async () => {
  expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/"deal/);
});

describe('a deal from a lead', () => {
  it("starts at the offer with the lead's contact as buyer and its agent, and records who moved it when", async () => {
    const deal = await laylaDeal();
    expect(deal).toMatchObject({
      stage: 'offer',
      agent: { id: laylaId, name: 'Layla Deals' },
      parties: [
        { side: 'buyer', kind: 'person', name: `Amelia Hart${sequence}`, email: `amelia${sequence}@example.com` },
      ],
      stages: [{ fromStage: null, toStage: 'offer', by: 'layla.deals' }],
      reportRequired: false,
    });
    const moved = await layla.client.trpc.deals.move.mutate({ id: deal.id, toStage: 'mou-signed' });
    expect(moved.stages.map(({ fromStage, toStage, by }) => [fromStage, toStage, by])).toEqual([
      [null, 'offer', 'layla.deals'],
      ['offer', 'mou-signed', 'layla.deals'],
    ]);
    const audit = await em().find(AuditEventSchema, { subject: `deal ${deal.id}` }, { orderBy: { id: 'asc' } });
    expect(audit.map((event) => [event.action, event.actorUsername])).toEqual([
      ['deal.created', 'layla.deals'],
      ['deal.stage_changed', 'layla.deals'],
    ]);
  });

  it('is another agent’s business only as "not found", to read and to move', async () => {
    const deal = await laylaDeal();
    expect((await refusalOf(omar.client.trpc.deals.byId.query({ id: deal.id }))).code).toBe('NOT_FOUND');
    expect((await refusalOf(omar.client.trpc.deals.move.mutate({ id: deal.id, toStage: 'accepted' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await omar.client.trpc.deals.board.query()).map((row) => row.id)).not.toContain(deal.id);
    const rest = await omar.client.fetch(`/api/deals/${deal.id}`);
    expect(rest.status).toBe(404);
    expect((await manager.client.trpc.deals.byId.query({ id: deal.id })).id).toBe(deal.id);
  });

  it('moves forward any number of stages, back one only for a manager, and to lost only with a reason', async () => {
    const deal = await laylaDeal();
    await layla.client.trpc.deals.move.mutate({ id: deal.id, toStage: 'deposit-received' });
    const back = await refusalOf(layla.client.trpc.deals.move.mutate({ id: deal.id, toStage: 'mou-signed' }));
    expect(back).toMatchObject({ code: 'CONFLICT', message: 'Only an owner or a manager can move a deal back' });
    expect((await manager.client.trpc.deals.move.mutate({ id: deal.id, toStage: 'mou-signed' })).stage).toBe(
      'mou-signed',
    );
    const noReason = await refusalOf(layla.client.trpc.deals.move.mutate({ id: deal.id, toStage: 'lost' }));
    expect(noReason.fieldErrors).toEqual({ note: ['Say why the deal was lost'] });
    const lost = await layla.client.trpc.deals.move.mutate({
      id: deal.id,
      toStage: 'lost',
      note: 'Buyer chose another unit',
    });
    expect(lost).toMatchObject({ stage: 'lost', lostReason: 'Buyer chose another unit' });
    expect(lost.closedAt).not.toBeNull();
  });

  it('cannot complete a deal whose cash payments require a report until its goAML reference and date are recorded', async () => {
    const deal = await laylaDeal();
    const once = await layla.client.trpc.deals.addPayment.mutate({
      dealId: deal.id,
      method: 'cash',
      amountAed: 30_000,
      receivedAt: '2026-11-20T10:00:00+04:00',
    });
    expect(once.reportRequired).toBe(false);
    const twice = await layla.client.trpc.deals.addPayment.mutate({
      dealId: deal.id,
      method: 'cash',
      amountAed: 30_000,
      receivedAt: '2026-11-21T10:00:00+04:00',
    });
    expect(twice.reportRequired).toBe(true);
    const refused = await refusalOf(layla.client.trpc.deals.move.mutate({ id: deal.id, toStage: 'completed' }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toMatch(/goAML report reference and filing date/);
    await layla.client.trpc.deals.update.mutate({
      id: deal.id,
      reportReference: 'REAR-2026-0042',
      reportFiledOn: '2026-11-22',
    });
    await completeComplianceFile(t, deal.id);
    expect((await layla.client.trpc.deals.move.mutate({ id: deal.id, toStage: 'completed' })).stage).toBe('completed');
  });

  it('moves nowhere while compliance holds it, and does not say why', async () => {
    const deal = await laylaDeal();
    await em().nativeUpdate(
      DealSchema,
      { id: deal.id },
      { frozenAt: new Date(), frozenReason: 'Confirmed match: UN list' },
    );
    const refused = await refusalOf(layla.client.trpc.deals.move.mutate({ id: deal.id, toStage: 'accepted' }));
    expect(refused).toMatchObject({ code: 'CONFLICT', message: 'This deal is on hold by compliance: it cannot move.' });
    expect(JSON.stringify(await layla.client.trpc.deals.byId.query({ id: deal.id }))).not.toContain('UN list');
  });

  it('audits party changes by field names and sends deal.created and deal.updated without identity numbers', async () => {
    const deal = await laylaDeal();
    const added = await layla.client.trpc.deals.addParty.mutate({
      dealId: deal.id,
      party: {
        side: 'seller',
        kind: 'person',
        name: 'Rashid Seller',
        idDocumentType: 'passport',
        idDocumentNumber: 'P1234567',
      },
    });
    const seller = added.parties.find((party) => party.side === 'seller')!;
    expect(seller.idDocumentNumber).toBe('P1234567');
    await layla.client.trpc.deals.updateParty.mutate({ id: seller.id, party: { nationality: 'ae' } });
    const audit = await em().find(AuditEventSchema, { subject: `deal ${deal.id}`, action: { $like: 'deal.party%' } });
    expect(audit.map((event) => [event.action, event.details])).toEqual([
      ['deal.party_added', { partyId: seller.id, side: 'seller', kind: 'person' }],
      ['deal.party_changed', { partyId: seller.id, fields: ['nationality'] }],
    ]);
    const mine = () =>
      [...receiver.messages.values()].filter((message) => (message as DealEvent).data.id === deal.id) as DealEvent[];
    await eventually(() => expect(mine().length).toBe(3));
    expect(
      mine()
        .map((message) => message.type)
        .sort(),
    ).toEqual(['deal.created', 'deal.updated', 'deal.updated']);
    expect(JSON.stringify(mine())).not.toMatch(/P1234567|Rashid/);
  });
});

describe('the deals API', () => {
  const send = (account: StaffAccount, method: string, path: string, body?: unknown) =>
    account.client.fetch(`/api${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });

  it('starts a deal, records payments, changes fields and stage, and answers 409 with the reason a move is refused', async () => {
    const created = await send(manager, 'POST', '/deals', {
      kind: 'rental',
      priceAed: 350_000,
      agentId: laylaId,
      parties: [{ side: 'tenant', name: 'Noor Tenant' }],
    });
    expect(created.status).toBe(201);
    const deal = (await created.json()) as DealView;
    expect(deal).toMatchObject({ stage: 'offer', payments: [], reportRequired: false });

    const paid = await send(manager, 'POST', `/deals/${deal.id}/payments`, {
      method: 'virtual-asset',
      amountAed: 1,
      receivedAt: '2026-11-25T09:00:00Z',
    });
    expect(paid.status).toBe(201);
    expect(await paid.json()).toMatchObject({
      reportRequired: true,
      payments: [{ method: 'virtual-asset', amountAed: 1 }],
    });

    const refused = await send(manager, 'PATCH', `/deals/${deal.id}`, {
      stage: 'completed',
      otherAgencyName: 'Kept Out',
    });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
    expect(await refused.json()).toMatchObject({
      status: 409,
      detail: expect.stringMatching(/Real Estate Activity Report/),
    });
    const unchanged = (await (await send(manager, 'GET', `/deals/${deal.id}`)).json()) as DealView;
    expect(unchanged).toMatchObject({ stage: 'offer', otherAgencyName: null });

    const patched = await send(manager, 'PATCH', `/deals/${deal.id}`, {
      stage: 'ejari-registered',
      commissionRatePct: 5,
      agentSplitPct: 50,
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      stage: 'ejari-registered',
      commission: { commissionAed: 17_500, vatAed: 875, agentAed: 8_750, agencyAed: 8_750 },
    });
  });

  it('lists deals by stage, kind and agent, a page at a time with a Link to the next', async () => {
    for (let i = 0; i < 3; i += 1) await laylaDeal();
    // The list is the sync feed's, which holds back a change until every transaction older than it has
    // ended, in any database of the cluster: another test file's open transaction can delay it a moment.
    const { first, page } = await eventually(async () => {
      const answer = await send(layla, 'GET', `/deals?kind=sale&stage=offer&agentId=${laylaId}&limit=2`);
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { items: DealView[]; nextCursor: string; hasMore: boolean };
      expect(body.items).toHaveLength(2);
      return { first: answer, page: body };
    });
    expect(page.items.every((deal) => deal.kind === 'sale' && deal.stage === 'offer')).toBe(true);
    expect(page.hasMore).toBe(true);
    const next = first.headers.get('link')?.match(/<([^>]+)>; rel="next"/)?.[1];
    expect(next).toContain(`cursor=${page.nextCursor}`);
    const second = (await (
      await send(layla, 'GET', new URL(next!).pathname.replace('/api', '') + new URL(next!).search)
    ).json()) as {
      items: DealView[];
    };
    expect(second.items.map((deal) => deal.id)).not.toContain(page.items[0]!.id);
    const omars = (await (await send(omar, 'GET', '/deals')).json()) as { items: DealView[] };
    expect(omars.items).toEqual([]);
  });
});
