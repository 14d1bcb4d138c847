import { describe, expect, it } from 'vitest';
import { FakeWhatsAppCloud } from '../../../../test/support/fake-whatsapp/fake-cloud-api.ts';
import { envelope, inboundMessage, signWhatsApp } from '../../../../test/support/fake-whatsapp/deliveries.ts';
import { deliveryOf, inboundOf, isStop } from './inbound.ts';
import { whatsappMessage, whatsappMessageEvent, whatsappStatusEvent } from './webhook-payload.ts';
import { checkWhatsApp, handshakeAnswer, whatsappEvents } from './webhook.ts';

// The fake's builders stand for Meta: only its deliveries are used here, no server is started.
const meta = new FakeWhatsAppCloud();
const now = new Date('2026-11-29T10:00:00Z');
/** A message as Meta builds it, read as the webhook reads it. */
const delivered = (fields: Parameters<typeof inboundMessage>[0]) => whatsappMessage.parse(inboundMessage(fields));

describe('WhatsApp webhook signature', () => {
  const body = meta.customerWrites({ from: '971501234567', text: 'Hi' }).body;

  it('accepts sha256=<HMAC of the raw body with the app secret>, refuses anything else', () => {
    const raw = Buffer.from(body);
    expect(checkWhatsApp(raw, signWhatsApp(meta.appSecret, body), meta.appSecret)).toBeNull();
    expect(checkWhatsApp(raw, signWhatsApp('another-secret', body), meta.appSecret)).toBe('bad-signature');
    expect(checkWhatsApp(Buffer.from(`${body} `), signWhatsApp(meta.appSecret, body), meta.appSecret)).toBe(
      'bad-signature',
    );
    // The bare hex without Meta's prefix is not Meta's header.
    expect(checkWhatsApp(raw, signWhatsApp(meta.appSecret, body).slice(7), meta.appSecret)).toBe('bad-signature');
    expect(checkWhatsApp(raw, undefined, meta.appSecret)).toBe('missing-signature');
    expect(checkWhatsApp(raw, signWhatsApp(meta.appSecret, body), undefined)).toBe('no-secret');
  });
});

describe('WhatsApp verification handshake', () => {
  it('answers the challenge to subscribe with our token only', () => {
    const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'our-verify-token', 'hub.challenge': '1158201444' };
    expect(handshakeAnswer(query, 'our-verify-token')).toBe('1158201444');
    expect(handshakeAnswer({ ...query, 'hub.verify_token': 'their-token' }, 'our-verify-token')).toBeNull();
    expect(handshakeAnswer({ ...query, 'hub.mode': 'unsubscribe' }, 'our-verify-token')).toBeNull();
    expect(handshakeAnswer(query, undefined)).toBeNull();
  });
});

describe('WhatsApp deliveries into events', () => {
  it('stores each message under its id and each status under id and status, batched as Meta sends them', () => {
    const first = inboundMessage({ from: '971501234567', text: 'Is the penthouse available?', at: now });
    const second = inboundMessage({ from: '447700900123', text: 'Hello', at: now });
    const payload = envelope(meta.account, {
      contacts: [
        { profile: { name: 'Layla Haddad' }, wa_id: '971501234567' },
        { profile: { name: 'Tom Reed' }, wa_id: '447700900123' },
      ],
      messages: [first, second],
      statuses: [{ id: 'wamid.A', status: 'read', timestamp: '1764410400', recipient_id: '971501234567' }],
    });
    const result = whatsappEvents(payload, now);
    if (!('events' in result)) throw new Error(`malformed: ${result.malformed}`);
    expect(result.events.map((event) => [event.eventId, event.type])).toEqual([
      [`message:${first.id}`, 'message'],
      [`message:${second.id}`, 'message'],
      ['status:wamid.A:read', 'status'],
    ]);
    const tom = whatsappMessageEvent.parse(result.events[1]!.payload);
    expect(tom.contact?.profile?.name).toBe('Tom Reed');
  });

  it('names the field Meta changed, and acknowledges other webhook fields without events', () => {
    const changed = envelope(meta.account, {
      messages: [{ ...inboundMessage({ from: '971501234567', at: now }), timestamp: 1764410400 }],
    });
    expect(whatsappEvents(changed, now)).toEqual({ malformed: 'entry.0.changes.0.value.messages.0.timestamp' });
    expect(whatsappEvents({ object: 'page', entry: [] }, now)).toEqual({ malformed: 'object' });
    const templateUpdate = {
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'message_template_status_update', value: { event: 'APPROVED' } }] }],
    };
    expect(whatsappEvents(templateUpdate, now)).toEqual({ events: [] });
  });
});

describe('WhatsApp messages and statuses, normalised', () => {
  it('makes a text from an ad into an inbound message with E.164, the profile name and the referral', () => {
    const referral = {
      source_url: 'https://fb.me/3cr4Wqqkv',
      source_id: '120211234567890',
      source_type: 'ad' as const,
      headline: 'Sky Villas on the Palm',
      ctwa_clid: 'ARAkLkA8rmlFeiCktEJQ-QTwRiyYHAFDLMNDBH0CD3qpjd0HR4irJ6LEkR7JwFF4XvnO2E4Nx0-eM-GABDLOPaOdRMv-_zfUQ2a',
    };
    const message = delivered({
      from: '971501234567',
      text: 'Hello! Can I get more info on this?',
      referral,
      at: now,
    });
    const inbound = inboundOf(message, { wa_id: '971501234567', profile: { name: ' Layla Haddad ' } });
    expect(inbound).toMatchObject({
      channel: 'whatsapp',
      externalId: message.id,
      from: { email: null, phone: '+971501234567', name: 'Layla Haddad' },
      receivedAt: now,
      text: 'Hello! Can I get more info on this?',
      autoReply: false,
      attribution: {
        sourceUrl: referral.source_url,
        sourceId: referral.source_id,
        sourceType: 'ad',
        headline: referral.headline,
        clickId: referral.ctwa_clid,
      },
    });
  });

  it("reads the site's prefilled reference into the attribution, and gives media its kind and caption", () => {
    const text = 'Hello, I would like to know more about Six Senses Residences.\n\nRef w3k9qz';
    const withReference = inboundOf(delivered({ from: '971501234567', text, at: now }), null);
    expect(withReference?.attribution).toEqual({ reference: 'W3K9QZ' });
    const image = delivered({
      from: '971501234567',
      at: now,
      message: { type: 'image', image: { id: '1', mime_type: 'image/jpeg', caption: 'This view?' } },
    });
    expect(inboundOf(image, null)?.text).toBe('[image] This view?');
    const reaction = delivered({
      from: '971501234567',
      at: now,
      message: { type: 'reaction', reaction: { message_id: 'wamid.X', emoji: '👍' } },
    });
    expect(inboundOf(reaction, null)).toBeNull();
  });

  it('knows STOP in the site languages and the marketing opt-out button, not a sentence with stop in it', () => {
    for (const text of ['STOP', ' stop. ', 'Stop promotions', 'СТОП', 'توقف', '停止']) expect(isStop(text)).toBe(true);
    for (const text of ['Please stop by tomorrow', 'stopping', '']) expect(isStop(text)).toBe(false);
  });

  it('turns statuses into delivery updates, a failure with why, and skips a status it does not know', () => {
    const failed = meta.statuses({
      id: 'wamid.B',
      status: 'failed',
      recipient: '971501234567',
      at: now,
      error: { status: 400, code: 131026, title: 'Message undeliverable', details: '' },
    });
    const result = whatsappEvents(JSON.parse(failed.body), now);
    if (!('events' in result)) throw new Error('malformed');
    const { status } = whatsappStatusEvent.parse(result.events[0]!.payload);
    expect(deliveryOf(status)).toEqual({
      channel: 'whatsapp',
      externalId: 'wamid.B',
      status: 'failed',
      at: now,
      error: 'The number is not on WhatsApp, or cannot receive this message (Message undeliverable, code 131026)',
    });
    expect(deliveryOf({ ...status, status: 'deleted' })).toBeNull();
  });
});
