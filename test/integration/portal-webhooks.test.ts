import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquiryEventSchema } from '../../src/server/inquiries/inquiry-event.entity.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { PortalEventSchema } from '../../src/server/integrations/portals/portal-event.entity.ts';
import { PortalWebhookRejectionSchema } from '../../src/server/integrations/portals/webhook-rejection.entity.ts';
import { OutboxMessageSchema } from '../../src/server/mail/outbox-message.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { eventually } from '../support/eventually.ts';
import { storedAgent } from '../support/agents.ts';
import {
  bayutCallLead,
  bayutDelivery,
  bayutWhatsAppLead,
  pfDelivery,
  pfEnvelope,
  signPropertyFinder,
  type Delivery,
} from '../support/portal-senders.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { csvText } from '../support/csv-export.ts';

// Generated per run: a secret never lives in the repository.
const PF_SECRET = randomBytes(24).toString('hex');
const BAYUT_SECRET = randomBytes(24).toString('hex');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PROPERTY_FINDER_WEBHOOK_SECRET: PF_SECRET, BAYUT_WEBHOOK_SECRET: BAYUT_SECRET },
  });
});
afterAll(() => t.close());

function post(delivery: Delivery) {
  return t.app.inject({ method: 'POST', url: delivery.url, headers: delivery.headers, payload: delivery.body });
}

/** The lead a portal lead became, once the job has processed it. */
async function leadOf(source: string, portalLeadId: string) {
  return eventually(async () => {
    const lead = await t.orm.em
      .fork()
      .findOne(InquirySchema, { source, portalLeadId }, { populate: ['property', 'assignedAgent'] });
    if (!lead) throw new Error(`no lead yet for ${source} ${portalLeadId}`);
    return lead;
  });
}

async function allProcessed() {
  await eventually(async () => {
    const waiting = await t.orm.em.fork().count(PortalEventSchema, { processedAt: null });
    if (waiting > 0) throw new Error(`${waiting} events still waiting`);
  });
}

async function propertyWithAgent(name: string) {
  const agentId = await storedAgent(t, name);
  const em = t.orm.em.fork();
  const property = em.create(PropertySchema, {
    title: `Sky Villa of ${name}`,
    type: 'Penthouse',
    description: 'A residence on the Palm.',
    price: '0',
    bedrooms: 4,
    bathrooms: '5',
    area: '6,000 sq ft',
    imageUrl: '/media/placeholder.webp',
    agent: agentId,
  });
  await em.flush();
  const stored = await t.orm.em.fork().findOneOrFail(PropertySchema, { id: property.id });
  return { agentId, property: stored };
}

describe('Property Finder webhook', () => {
  it('refuses a bad or missing signature with 401 and stores nothing but the count', async () => {
    const envelope = pfEnvelope();
    const good = pfDelivery(PF_SECRET, envelope);
    const bad = await post(pfDelivery(PF_SECRET, envelope, 'f'.repeat(64)));
    const wrongKey = await post(pfDelivery('another-secret', envelope));
    const missing = await post({ ...good, headers: { 'content-type': 'application/json' } });
    const tampered = await post({ ...good, body: good.body.replace('Layla', 'Laila') });
    expect([bad.statusCode, wrongKey.statusCode, missing.statusCode, tampered.statusCode]).toEqual([
      401, 401, 401, 401,
    ]);
    const em = t.orm.em.fork();
    expect(await em.count(PortalEventSchema, { eventId: envelope.id })).toBe(0);
    const reasons = (await em.find(PortalWebhookRejectionSchema, { source: 'property-finder' })).map((r) => r.reason);
    expect(reasons.filter((r) => r === 'bad-signature')).toHaveLength(3);
    expect(reasons).toContain('missing-signature');
  });

  it('answers a signed but malformed body with 400 and stores nothing', async () => {
    const response = await post(pfDelivery(PF_SECRET, { id: 'not-a-uuid', type: 'lead.created' }));
    expect(response.statusCode).toBe(400);
    const notJson = await post({
      ...pfDelivery(PF_SECRET, {}),
      body: '{oops',
      headers: {
        'content-type': 'application/json',
        'x-signature': signPropertyFinder(PF_SECRET, '{oops'),
      },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await t.orm.em.fork().count(PortalWebhookRejectionSchema, { reason: 'malformed' })).toBe(2);
  });

  it('turns a WhatsApp lead into a routed lead counted from the portal time', async () => {
    const { agentId, property } = await propertyWithAgent('Mira Sol');
    expect(property.reference).toBe(`SSPJ-${String(property.id).padStart(4, '0')}`);
    const staffView = await t.caller({ id: 1, username: 'staff' }).properties.staffById({ id: property.id });
    expect(staffView.reference).toBe(property.reference);
    // Older than the reminder time (30 min): the lead is late by the portal's clock, though it arrived just now.
    const portalTime = new Date(Date.now() - 45 * 60_000);
    const envelope = pfEnvelope({
      reference: property.reference,
      createdAt: portalTime.toISOString(),
      email: 'layla@example.com',
    });
    const started = Date.now();
    const response = await post(pfDelivery(PF_SECRET, envelope));
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const lead = await leadOf('Property Finder', envelope.payload.id);
    expect(lead.portalChannel).toBe('whatsapp');
    expect(lead.property?.id).toBe(property.id);
    expect(lead.assignedAgent?.id).toBe(agentId);
    expect(lead.createdAt.getTime()).toBe(portalTime.getTime());
    expect(lead.portalDetails?.responseLink).toBe(envelope.payload.responseLink);
    expect(lead.portalDetails?.listing).toMatchObject({ id: '7301234', reference: property.reference });
    expect(lead.phoneE164).toBe('+971501234567');
    const kinds = (await t.orm.em.fork().find(OutboxMessageSchema, { inquiry: lead.id })).map((m) => m.kind);
    expect(kinds).toContain('lead-acknowledgement');
    const speed = await t.caller({ id: 1, username: 'staff' }).dashboard.speedToLead();
    const bySource = await t.caller({ id: 1, username: 'staff' }).dashboard.leadsBySource();
    expect(JSON.stringify(bySource)).toContain('Property Finder');
    expect(speed.late.leads.map((late) => late.id)).toContain(lead.id);
  });

  it('keeps a lead whose listing reference is not ours, with the listing as the portal showed it', async () => {
    const envelope = pfEnvelope({ reference: 'OTHER-77', channel: 'email', email: 'omar@example.com' });
    await post(pfDelivery(PF_SECRET, envelope));
    const lead = await leadOf('Property Finder', envelope.payload.id);
    expect(lead.property).toBeNull();
    expect(lead.portalDetails?.listing?.reference).toBe('OTHER-77');
    expect(lead.portalChannel).toBe('email');
    // In the CSV: the channel and the listing as the portal named it.
    const caller = t.caller({ id: 1, username: 'staff' });
    const csv = await csvText(await caller.inquiries.exportCsv({ search: 'omar@example.com' }));
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toContain('"Details","Portal channel","Portal listing","Source page"');
    expect(row).toContain('"email","OTHER-77"');
  });

  it('stores a replay once and makes one lead of 50 concurrent duplicates', async () => {
    const envelope = pfEnvelope({ email: 'dup@example.com' });
    const replays = await Promise.all(Array.from({ length: 50 }, () => post(pfDelivery(PF_SECRET, envelope))));
    expect(replays.every((r) => r.statusCode === 200)).toBe(true);
    // The same lead under 50 different event ids (webhook, polling, re-deliveries): still one lead.
    const leadId = randomUUID();
    const events = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(pfDelivery(PF_SECRET, pfEnvelope({ leadId, type: i % 2 ? 'lead.updated' : 'lead.created' }))),
      ),
    );
    expect(events.every((r) => r.statusCode === 200)).toBe(true);
    await allProcessed();
    const em = t.orm.em.fork();
    expect(await em.count(PortalEventSchema, { eventId: envelope.id })).toBe(1);
    expect(await em.count(InquirySchema, { portalLeadId: envelope.payload.id })).toBe(1);
    expect(await em.count(InquirySchema, { portalLeadId: leadId })).toBe(1);
  });

  it('creates a lead from an update that comes first, then lets the create only fill gaps', async () => {
    const leadId = randomUUID();
    await post(
      pfDelivery(PF_SECRET, pfEnvelope({ leadId, type: 'lead.updated', message: 'Updated message', phone: '' })),
    );
    const first = await leadOf('Property Finder', leadId);
    expect(first.message).toBe('Updated message');
    expect(first.phone).toBeNull();
    await post(pfDelivery(PF_SECRET, pfEnvelope({ leadId, type: 'lead.created', message: 'Original message' })));
    await allProcessed();
    const filled = await leadOf('Property Finder', leadId);
    expect(filled.message).toBe('Updated message');
    expect(filled.phone).toBe('+971 50 123 4567');
    await post(pfDelivery(PF_SECRET, pfEnvelope({ leadId, type: 'lead.updated', phone: '+971 55 999 8888' })));
    await allProcessed();
    const updated = await leadOf('Property Finder', leadId);
    expect(updated.phone).toBe('+971 55 999 8888');
    const notes = await t.orm.em.fork().find(InquiryEventSchema, { inquiry: updated.id, type: 'note' });
    expect(notes.some((n) => n.note?.includes('lead.updated') && n.note.includes('phone'))).toBe(true);
  });

  it('acknowledges an unknown event type and processes it as ignored', async () => {
    const envelope = { ...pfEnvelope(), type: 'listing.published' };
    expect((await post(pfDelivery(PF_SECRET, envelope))).statusCode).toBe(200);
    await allProcessed();
    const event = await t.orm.em.fork().findOneOrFail(PortalEventSchema, { eventId: envelope.id });
    expect(event.outcome).toBe('ignored');
    expect(event.inquiry).toBeNull();
  });
});

describe('Bayut webhook', () => {
  it('verifies md5(secret + body) and refuses anything else', async () => {
    const lead = bayutWhatsAppLead();
    expect((await post(bayutDelivery(BAYUT_SECRET, lead, '0'.repeat(32)))).statusCode).toBe(401);
    expect(await t.orm.em.fork().count(PortalEventSchema, { eventId: lead.id })).toBe(0);
    expect((await post(bayutDelivery(BAYUT_SECRET, lead))).statusCode).toBe(200);
    const stored = await leadOf('Bayut', lead.id);
    expect(stored.portalChannel).toBe('whatsapp');
    expect(stored.portalDetails?.contactLink).toBe(lead.enquirer.contact_link);
    expect(stored.createdAt.toISOString()).toBe(lead.received_at);
  });

  it('takes a call lead without e-mail: call details kept, no acknowledgement, own contact', async () => {
    const one = bayutCallLead(randomUUID(), '971551110001');
    const two = bayutCallLead(randomUUID(), '971551110002');
    await post(bayutDelivery(BAYUT_SECRET, one));
    await post(bayutDelivery(BAYUT_SECRET, two));
    const first = await leadOf('Bayut', one.id);
    const second = await leadOf('Bayut', two.id);
    expect(first.portalChannel).toBe('call');
    expect(first.portalDetails?.call).toEqual({ status: 'connected', durationSeconds: 18 });
    expect(first.email).toBe('');
    expect(first.contactKey).not.toBe(second.contactKey);
    const kinds = (await t.orm.em.fork().find(OutboxMessageSchema, { inquiry: first.id })).map((m) => m.kind);
    expect(kinds).toContain('lead-notification');
    expect(kinds).not.toContain('lead-acknowledgement');
  });

  it('names dubizzle as the source when the listing is on dubizzle', async () => {
    const lead = bayutWhatsAppLead({
      listingUrl: 'https://dubai.dubizzle.com/property-for-sale/residential/apartment/x-123/',
    });
    await post(bayutDelivery(BAYUT_SECRET, lead));
    const stored = await leadOf('dubizzle', lead.id);
    expect(stored.source).toBe('dubizzle');
  });
});

describe('Integrations screen', () => {
  it('shows per source the last event, the day’s events and signature failures, and the last errors', async () => {
    const health = await t.caller({ id: 1, username: 'staff' }).portalLeads.health();
    const pf = health.find((card) => card.source === 'property-finder');
    const bayut = health.find((card) => card.source === 'bayut');
    expect(pf?.events24h).toBeGreaterThan(50);
    expect(pf?.signatureFailures24h).toBe(4);
    expect(pf?.lastEventAt).not.toBeNull();
    expect(pf?.lastErrors.map((error) => error.kind)).toEqual(['malformed', 'malformed']);
    // Bayut and dubizzle share one card; its one bad signature is counted there.
    expect(bayut?.signatureFailures24h).toBe(1);
    expect(bayut?.events24h).toBe(4);
  });
});

describe('erasing a portal lead’s person', () => {
  it('drops the WhatsApp name and links from the lead and the raw events’ bodies', async () => {
    const envelope = pfEnvelope({ email: 'erase.me@example.com' });
    await post(pfDelivery(PF_SECRET, envelope));
    const lead = await leadOf('Property Finder', envelope.payload.id);
    await t.caller({ id: 1, username: 'staff' }).privacy.erase({ contact: 'erase.me@example.com' });
    const erased = await t.orm.em.fork().findOneOrFail(InquirySchema, { id: lead.id });
    expect(erased.portalDetails).toMatchObject({ whatsappUsername: null, responseLink: null, contactLink: null });
    expect(erased.portalDetails?.listing?.id).toBe('7301234');
    const event = await t.orm.em.fork().findOneOrFail(PortalEventSchema, { eventId: envelope.id });
    expect(event.payload).toEqual({});
  });
});

describe('odd but signed bodies', () => {
  it('keeps a lead whose text carries NUL characters (which PostgreSQL refuses), without them', async () => {
    const envelope = pfEnvelope({ name: 'Nu\u0000ll Byte', email: 'nul@example.com', message: 'hello\u0000world' });
    expect((await post(pfDelivery(PF_SECRET, envelope))).statusCode).toBe(200);
    const lead = await leadOf('Property Finder', envelope.payload.id);
    expect(lead.firstName).toBe('Null');
    expect(lead.message).toBe('helloworld');
  });
});

describe('a failing event', () => {
  it('is recorded with its error, shown on the Integrations screen, and retried until it succeeds', async () => {
    // Routing cannot work without the rotation's row: processing fails for real until it is back.
    const em = t.orm.em.fork();
    const [rotation] = await em.execute<Array<{ last_agent_id: number | null }>>(
      'select * from lead_rotation where id = 1',
    );
    await em.execute('delete from lead_rotation where id = 1');
    const envelope = pfEnvelope({ email: 'retry@example.com' });
    await post(pfDelivery(PF_SECRET, envelope));
    const failed = await eventually(async () => {
      const event = await t.orm.em.fork().findOneOrFail(PortalEventSchema, { eventId: envelope.id });
      if (!event.lastError) throw new Error('not failed yet');
      return event;
    });
    expect(failed.processedAt).toBeNull();
    expect(failed.attempts).toBeGreaterThanOrEqual(1);
    const health = await t.caller({ id: 1, username: 'staff' }).portalLeads.health();
    expect(health.find((card) => card.source === 'property-finder')?.lastErrors[0]?.kind).toBe('processing');
    await em.execute('insert into lead_rotation (id, last_agent_id) values (1, ?)', [rotation?.last_agent_id ?? null]);
    // graphile-worker tries again after its backoff (e^attempts seconds).
    const lead = await leadOf('Property Finder', envelope.payload.id);
    const done = await t.orm.em.fork().findOneOrFail(PortalEventSchema, { eventId: envelope.id });
    expect(done).toMatchObject({ outcome: 'lead', lastError: null });
    expect(done.inquiry?.id).toBe(lead.id);
  }, 40_000);
});
