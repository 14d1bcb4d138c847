import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationMessageSchema } from '../../src/server/conversations/conversation-message.entity.ts';
import { MAX_UPLOAD_BYTES } from '../../src/server/media/media.service.ts';
import type { MessageEntry } from '../../src/shared/conversations/types.ts';
import { eventually } from '../support/eventually.ts';
import type { AppClient } from '../support/app-client.ts';
import { FakeWhatsAppCloud } from '../support/fake-whatsapp/fake-cloud-api.ts';
import { DOWNLOAD_PATH } from '../support/fake-whatsapp/media.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/* A buyer's photo or document on WhatsApp: fetched from Meta (the fake, from its media reference) into the timeline. */

const meta = new FakeWhatsAppCloud();
let t: TestApp;
let staff: AppClient;

beforeAll(async () => {
  await meta.start();
  t = await createTestApp({
    env: {
      WHATSAPP_API_URL: meta.url,
      WHATSAPP_PHONE_NUMBER_ID: meta.account.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: meta.accessToken,
      WHATSAPP_APP_SECRET: meta.appSecret,
      WHATSAPP_VERIFY_TOKEN: randomBytes(16).toString('hex'),
    },
  });
  staff = await t.staff();
});
afterAll(async () => {
  await t?.close();
  await meta.stop();
});

let sequence = 0;

/** The buyer (a number of their own) sends `kind` with the media id; their lead, and the timeline entry it became. */
async function buyerSends(kind: 'image' | 'document', media: Record<string, string>) {
  const phone = `97152${1_000_000 + ++sequence}`;
  const delivery = meta.customerWrites({ from: phone, message: { type: kind, [kind]: media } });
  const response = await t.app.inject({
    method: 'POST',
    url: delivery.url,
    headers: delivery.headers,
    payload: delivery.body,
  });
  expect(response.statusCode).toBe(200);
  const stored = await eventually(() =>
    t.orm.em.fork().findOneOrFail(ConversationMessageSchema, { address: `+${phone}` }),
  );
  return { inquiryId: stored.inquiry.id, entry: await entryOf(stored.inquiry.id, stored.id) };
}

async function entryOf(inquiryId: number, messageId: number): Promise<MessageEntry> {
  const { entries } = await staff.trpc.conversations.timeline.query({ inquiryId });
  const entry = entries.find((one) => one.kind === 'message' && one.id === messageId);
  if (entry?.kind !== 'message') throw new Error(`no message ${messageId} in the timeline`);
  return entry;
}

describe("a buyer's media on WhatsApp", () => {
  it('keeps a photo as a file of the conversation, downloadable by staff', async () => {
    const photo = randomBytes(2048);
    const id = meta.media.add(photo, 'image/jpeg');
    const { inquiryId, entry: sent } = await buyerSends('image', {
      id,
      mime_type: 'image/jpeg',
      caption: 'The view from our balcony',
    });
    expect(sent.text).toBe('[image] The view from our balcony');
    const kept = await eventually(async () => {
      const entry = await entryOf(inquiryId, sent.id);
      expect(entry.attachments).toHaveLength(1);
      return entry.attachments[0]!;
    });
    expect(kept).toMatchObject({ filename: 'whatsapp-image.jpg', contentType: 'image/jpeg', size: 2048, kept: true });
    const download = await staff.fetch(kept.url!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(photo);
  });

  it("shows the document's kind and caption while Meta fails, and keeps the file once the job's retry gets it", async () => {
    const pdf = Buffer.from('%PDF-1.7 passport scan');
    const id = meta.media.add(pdf, 'application/pdf');
    meta.failNext();
    const { inquiryId, entry: sent } = await buyerSends('document', {
      id,
      mime_type: 'application/pdf',
      filename: 'Passport.pdf',
      caption: 'For the offer',
    });
    expect(sent.text).toBe('[document: Passport.pdf] For the offer');
    expect(sent.attachments).toEqual([]);
    const kept = await eventually(async () => {
      const entry = await entryOf(inquiryId, sent.id);
      expect(entry.attachments).toHaveLength(1);
      return entry.attachments[0]!;
    });
    expect(kept).toMatchObject({ filename: 'Passport.pdf', contentType: 'application/pdf', kept: true });
    expect(meta.requests.filter((request) => request.path === `/v26.0/${id}`).map(({ status }) => status)).toEqual([
      503, 200,
    ]);
  });

  it('lists a file over the upload size as not kept, without downloading it', async () => {
    const id = meta.media.add(Buffer.alloc(MAX_UPLOAD_BYTES + 1), 'application/pdf');
    const earlier = meta.requests.length;
    const { inquiryId, entry: sent } = await buyerSends('document', {
      id,
      mime_type: 'application/pdf',
      filename: 'Tour.pdf',
    });
    const listed = await eventually(async () => {
      const entry = await entryOf(inquiryId, sent.id);
      expect(entry.attachments).toHaveLength(1);
      return entry.attachments[0]!;
    });
    expect(listed).toMatchObject({ filename: 'Tour.pdf', kept: false, url: null, size: MAX_UPLOAD_BYTES + 1 });
    const since = meta.requests.slice(earlier).map((request) => request.path);
    expect(since).toContain(`/v26.0/${id}`);
    expect(since).not.toContain(DOWNLOAD_PATH);
  });
});
