import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventSchema } from '../../src/server/audit/audit-event.entity.ts';
import {
  ComplianceDocumentSchema,
  ScreeningHitSchema,
} from '../../src/server/compliance/file/compliance-file.entity.ts';
import { deleteExpiredFiles } from '../../src/server/compliance/retention/legal-hold.ts';
import { rescreenOpenDeals } from '../../src/server/compliance/screening/screening.ts';
import { DealPartySchema, DealSchema } from '../../src/server/deals/deal.entity.ts';
import { gateRefusal } from '../../src/server/deals/gates.ts';
import type { PartySide } from '../../src/shared/deals/constants.ts';
import { storedAgent } from '../support/agents.ts';
import { refusalOf, type AppClient } from '../support/app-client.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: AppClient;
let officer: StaffAccount;
let agent: StaffAccount;
let agentId: number;

const fixture = (name: string) => readFileSync(new URL(`../fixtures/compliance/${name}`, import.meta.url));
const em = () => t.orm.em.fork();
const YEAR = 365 * 24 * 3_600_000;

/** Posts a list file as the console's upload form does (fields first, then the file). */
async function uploadList(client: AppClient, source: string, file: Buffer, publishedOn?: string): Promise<Response> {
  const form = new FormData();
  form.append('source', source);
  if (publishedOn) form.append('publishedOn', publishedOn);
  form.append('file', new Blob([new Uint8Array(file)]), 'list');
  const request = new Request('http://app/', { method: 'POST', body: form });
  return client.fetch('/files/compliance/lists', {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type')! },
    body: new Uint8Array(await request.arrayBuffer()),
  });
}

/** A deal of `agentId` with one party; ids of both. */
async function deal(
  party: { name: string; email?: string; side?: PartySide; kind?: 'person' | 'company' },
  closedAt: Date | null = null,
): Promise<{ dealId: number; partyId: number }> {
  const fork = em();
  const created = fork.create(DealSchema, {
    kind: 'sale',
    stage: closedAt ? 'completed' : 'offer',
    agent: agentId,
    priceAed: 3_200_000,
    closedAt,
  });
  await fork.flush();
  const stored = fork.create(DealPartySchema, {
    deal: created.id,
    side: party.side ?? 'buyer',
    kind: party.kind ?? 'person',
    name: party.name,
    email: party.email ?? null,
    idDocumentNumber: 'P1234567',
  });
  await fork.flush();
  return { dealId: created.id, partyId: stored.id };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.staff();
  agentId = await storedAgent(t, 'Sara Deals');
  agent = await staffAccount(t, 'sara.deals', 'agent', { agentId });
  officer = await staffAccount(t, 'nadia.officer', 'manager', { complianceOfficer: true });
});
afterAll(() => t?.close());

it('has the tables its migrations made, as the entities describe them', async () => {
  expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/"(sanctions_|compliance_)\w+"|"compliance_officer"/);
});

describe('sanctions lists', () => {
  it('takes the UN list (XML) and the UAE list (CSV) from a compliance officer, and shows the versions in use', async () => {
    const un = await uploadList(officer.client, 'un-consolidated', fixture('un-consolidated-list.xml'));
    expect(un.status).toBe(201);
    expect(await un.json()).toMatchObject({
      source: 'un-consolidated',
      entries: 4,
      publishedAt: '2026-11-20T10:15:02.112Z',
    });
    const uae = await uploadList(owner, 'uae-local', fixture('uae-local-list.csv'), '2026-10-01');
    expect(uae.status).toBe(201);
    expect((await officer.client.trpc.compliance.lists.query()).map((list) => [list.source, list.entries])).toEqual([
      ['un-consolidated', 4],
      ['uae-local', 2],
    ]);
    expect(await em().count(AuditEventSchema, { action: 'compliance.list_uploaded' })).toBe(2);
  });

  it('refuses an agent, and a file that is not the list it claims to be', async () => {
    expect((await uploadList(agent.client, 'un-consolidated', fixture('un-consolidated-list.xml'))).status).toBe(403);
    const wrong = await uploadList(owner, 'un-consolidated', Buffer.from('<rss/>'));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: expect.stringMatching(/not the UN/) });
  });
});

describe("a deal's file", () => {
  it('screens a party when its identity changes, and a confirmed match freezes the deal with a reporting deadline', async () => {
    const { dealId, partyId } = await deal({ name: 'Mohamed Abdulrahman El-Qasimi' });
    const file = await officer.client.trpc.compliance.updateParty.mutate({
      partyId,
      identity: { nationality: 'YE', idDocumentType: 'passport' },
      pep: false,
      ownedThroughCompany: false,
    });
    expect(file.hits).toEqual([expect.objectContaining({ reference: 'QDi.901', status: 'open', partyId })]);
    expect(file.risk).toEqual({ level: 'medium', rules: ['monitored-country'] });
    expect(file.complete).toBe(false);

    // While a hit is open the deal moves nowhere, and the reason names no hit (the agent reads it).
    const stored = await em().findOneOrFail(DealSchema, { id: dealId });
    expect(await gateRefusal(em(), stored, 'accepted')).toBe(
      'The compliance file is on hold: ask the compliance officer.',
    );

    const [hit] = file.hits;
    const resolved = await officer.client.trpc.compliance.resolveHit.mutate({
      id: hit!.id,
      status: 'confirmed',
      note: 'Same date of birth and passport country as the listing',
    });
    expect(resolved.frozen).toEqual({
      at: expect.any(String),
      reason: 'confirmed sanctions match (QDi.901)',
      reportBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await em().findOneOrFail(DealSchema, { id: dealId })).frozenAt).not.toBeNull();
    expect(await em().count(AuditEventSchema, { action: 'compliance.hit_resolved', subject: `deal ${dealId}` })).toBe(
      1,
    );
  });

  it('lets a false positive through and screens again when a new list version comes', async () => {
    const { dealId, partyId } = await deal({ name: 'Yusuf Huseyin Celik' });
    await rescreenOpenDeals(em());
    const [hit] = await em().find(ScreeningHitSchema, { party: partyId });
    expect(hit).toMatchObject({ reference: 'QDi.902', status: 'open' });
    await owner.trpc.compliance.resolveHit.mutate({
      id: hit!.id,
      status: 'false-positive',
      note: 'Born 1990, not 1984',
    });
    // The same name against the same entry stays resolved on the next screening.
    await rescreenOpenDeals(em());
    expect(await em().count(ScreeningHitSchema, { party: partyId })).toBe(1);
    const stored = await em().findOneOrFail(DealSchema, { id: dealId });
    expect(await gateRefusal(em(), stored, 'accepted')).toBeNull();
    expect(await gateRefusal(em(), stored, 'completed')).toBe(
      'The compliance file is not complete: ask the compliance officer.',
    );
  });

  it('shows an agent only whether the file is complete, never the file or its hits', async () => {
    const { dealId } = await deal({ name: 'Abu Fahd al-Yamani' });
    await rescreenOpenDeals(em());
    expect(await agent.client.trpc.compliance.status.query({ dealId })).toEqual({ dealId, complete: false });
    expect(await refusalOf(agent.client.trpc.compliance.file.query({ dealId }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusalOf(agent.client.trpc.compliance.openHits.query())).toMatchObject({ code: 'FORBIDDEN' });
    // The deal's own answers, on both surfaces, carry nothing of the screening.
    const answers = [
      await agent.client.trpc.deals.byId.query({ id: dealId }),
      await agent.client.trpc.deals.list.query({}),
      await (await agent.client.fetch(`/api/deals/${dealId}`)).json(),
      await (await agent.client.fetch('/api/deals')).json(),
    ];
    for (const answer of answers)
      expect(JSON.stringify(answer)).not.toMatch(/QDi|AL-RAHMAN AL-QASIMI|hit|screen|sanction|score/i);
    const other = await deal({ name: 'Someone Else' });
    await em().nativeUpdate(DealSchema, { id: other.dealId }, { agent: null });
    expect(await refusalOf(agent.client.trpc.compliance.status.query({ dealId: other.dealId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('the five-year hold', () => {
  it("keeps a held party's file through an erase request and says why; erases one whose hold is over", async () => {
    const email = 'held.buyer@example.com';
    const held = await deal({ name: 'Held Buyer', email }, new Date(Date.now() - YEAR));
    const expired = await deal({ name: 'Old Buyer', email }, new Date(Date.now() - 6 * YEAR));
    const erased = await owner.trpc.privacy.erase.mutate({ contact: email });
    expect(erased.counts.dealParties).toBe(1);
    expect(erased.heldBack).toEqual([
      expect.stringMatching(
        new RegExp(`^Deal ${held.dealId}'s compliance file is under legal hold until \\d{4}-\\d{2}-\\d{2}`),
      ),
    ]);
    expect(await em().findOneOrFail(DealPartySchema, { id: held.partyId })).toMatchObject({
      name: 'Held Buyer',
      email,
      idDocumentNumber: 'P1234567',
    });
    expect(await em().findOneOrFail(DealPartySchema, { id: expired.partyId })).toMatchObject({
      name: 'Erased',
      email: null,
      idDocumentNumber: null,
    });
  });

  it('deletes the files past five years each day, and only those', async () => {
    const old = await deal({ name: 'Retired File' }, new Date(Date.now() - 5 * YEAR - 86_400_000));
    const recent = await deal({ name: 'Kept File' }, new Date(Date.now() - 4 * YEAR));
    await em().insert(ComplianceDocumentSchema, {
      deal: old.dealId,
      party: old.partyId,
      kind: 'identity',
      storageKey: 'compliance/none/passport.pdf',
      filename: 'passport.pdf',
      contentType: 'application/pdf',
      size: 1,
      uploadedAt: new Date(),
    });
    expect(await deleteExpiredFiles(em(), t.services.media)).toBeGreaterThanOrEqual(1);
    expect(await em().count(ComplianceDocumentSchema, { deal: old.dealId })).toBe(0);
    expect((await em().findOneOrFail(DealPartySchema, { id: old.partyId })).idDocumentNumber).toBeNull();
    expect((await em().findOneOrFail(DealPartySchema, { id: recent.partyId })).idDocumentNumber).toBe('P1234567');
    expect(await deleteExpiredFiles(em(), t.services.media)).toBe(0);
  });
});

describe('the Compliance Officer flag', () => {
  it('is granted by an owner to any account, audited, and gives the compliance screens to that account', async () => {
    const clerk = await staffAccount(t, 'omar.clerk', 'agent', { agentId: await storedAgent(t, 'Omar Clerk') });
    expect(await refusalOf(clerk.client.trpc.compliance.lists.query())).toMatchObject({ code: 'FORBIDDEN' });
    const account = await owner.trpc.users.setComplianceOfficer.mutate({ userId: clerk.user.id, granted: true });
    expect(account).toMatchObject({ role: 'agent', complianceOfficer: true });
    expect(await clerk.client.trpc.compliance.lists.query()).toHaveLength(2);
    expect(
      await em().count(AuditEventSchema, {
        action: 'account.compliance_officer_changed',
        subject: `user ${clerk.user.id}`,
      }),
    ).toBe(1);
    expect(
      await refusalOf(officer.client.trpc.users.setComplianceOfficer.mutate({ userId: clerk.user.id, granted: false })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
