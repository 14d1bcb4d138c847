import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventSchema } from '../../src/server/audit/audit-event.entity.ts';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { DealSchema } from '../../src/server/deals/deal.entity.ts';
import { MAX_UPLOAD_BYTES } from '../../src/server/media/media.service.ts';
import { dealDocumentHref, dealDocumentsPath } from '../../src/shared/deals/documents.ts';
import { storedAgent } from '../support/agents.ts';
import type { AppClient } from '../support/app-client.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let deal: number;
let own: StaffAccount;
let other: StaffAccount;

/** Uploads `bytes` as the deal's paper of `kind`, through the console's multipart route. */
function upload(
  client: AppClient,
  dealId: number,
  kind: string,
  bytes: Uint8Array<ArrayBuffer>,
  filename = 'mou-signed.pdf',
) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), filename);
  return client.fetch(dealDocumentsPath(dealId), { method: 'POST', body: form });
}

beforeAll(async () => {
  t = await createTestApp();
  const layla = await storedAgent(t, 'Layla Papers', false);
  const omar = await storedAgent(t, 'Omar Papers', false);
  const em = t.orm.em.fork();
  const sale = em.create(DealSchema, {
    kind: 'sale',
    stage: 'mou-signed',
    agent: em.getReference(AgentSchema, layla),
    priceAed: 3_400_000,
  });
  await em.flush();
  deal = sale.id;
  own = await staffAccount(t, 'layla-papers', 'agent', { agentId: layla });
  other = await staffAccount(t, 'omar-papers', 'agent', { agentId: omar });
});
afterAll(() => t.close());

describe("a deal's papers", () => {
  const signed = new Uint8Array(Buffer.from('%PDF-1.7 the signed Form F'));

  it("are uploaded by the deal's agent, listed on the deal and downloaded as they were, with the upload audited", async () => {
    const response = await upload(own.client, deal, 'signed-mou', signed, 'MOU signed.pdf');
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };

    const view = await own.client.trpc.deals.byId.query({ id: deal });
    expect(view.documents).toEqual([
      {
        id,
        kind: 'signed-mou',
        filename: 'MOU signed.pdf',
        size: signed.length,
        uploadedAt: expect.any(String),
        uploadedBy: 'layla-papers',
      },
    ]);

    const download = await own.client.fetch(dealDocumentHref(deal, id));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''MOU%20signed.pdf");
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(signed));

    const audit = await t.orm.em.fork().find(AuditEventSchema, { action: 'deal.document_added' });
    expect(audit.map((event) => [event.subject, event.details])).toEqual([
      [`deal ${deal}`, { document: id, kind: 'signed-mou' }],
    ]);
    // The REST answer stays the documented one: the papers are the console's.
    expect(await (await own.client.fetch(`/api/deals/${deal}`)).json()).not.toHaveProperty('documents');
  });

  it("are another agent's deal's: not found to upload or download; an editor may not; too large a file is 413", async () => {
    const { id } = (await (await upload(own.client, deal, 'noc', signed)).json()) as { id: number };
    expect((await upload(other.client, deal, 'noc', signed)).status).toBe(404);
    expect((await other.client.fetch(dealDocumentHref(deal, id))).status).toBe(404);
    const editor = await staffAccount(t, 'editor-papers', 'editor');
    expect((await upload(editor.client, deal, 'noc', signed)).status).toBe(403);
    expect((await editor.client.fetch(dealDocumentHref(deal, id))).status).toBe(403);
    expect((await t.client().fetch(dealDocumentHref(deal, id))).status).toBe(401);

    expect((await upload(own.client, deal, 'noc', new Uint8Array(MAX_UPLOAD_BYTES + 1))).status).toBe(413);
    expect((await upload(own.client, deal, 'passport', signed)).status).toBe(400);
    expect((await own.client.trpc.deals.byId.query({ id: deal })).documents.map((d) => d.kind)).toEqual([
      'noc',
      'signed-mou',
    ]);
  });
});
