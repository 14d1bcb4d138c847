import { describe, expect, it } from 'vitest';
import { whatsappMessage } from './webhook-payload.ts';
import { mediaOf } from './whatsapp-media-job.ts';

const message = (type: string, media: Record<string, string>) =>
  whatsappMessage.parse({ from: '971501234567', id: 'wamid.1', timestamp: '1764400000', type, [type]: media });

describe('which WhatsApp media the timeline keeps', () => {
  it("fetches an image or a PDF by its media id, as an e-mail's attachments are kept", () => {
    expect(mediaOf(message('image', { id: '111', mime_type: 'image/jpg' }), 5)).toEqual({
      messageId: 5,
      mediaId: '111',
      kind: 'image',
      filename: null,
    });
    const pdf = message('document', { id: '222', mime_type: 'application/pdf', filename: 'Offer.pdf' });
    expect(mediaOf(pdf, 6)).toMatchObject({ kind: 'document', filename: 'Offer.pdf' });
  });

  it('leaves other types, other kinds and media without an id to the caption the timeline shows', () => {
    expect(mediaOf(message('document', { id: '333', mime_type: 'application/zip', filename: 'a.zip' }), 7)).toBeNull();
    expect(mediaOf(message('video', { id: '444', mime_type: 'video/mp4' }), 8)).toBeNull();
    expect(mediaOf(message('image', { mime_type: 'image/png' }), 9)).toBeNull();
  });
});
