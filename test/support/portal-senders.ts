import { createHash, createHmac, randomUUID } from 'node:crypto';

/**
 * The portals as senders, signing as their documentation says:
 * - Property Finder (Enterprise API webhooks): `X-Signature` = hex HMAC-SHA256 of the raw body with
 *   the subscription's secret; envelope `{id, type, timestamp, entity {id, type}, payload}`.
 * - Bayut (lead push API, bayutapi docs "Push — WhatsApp/Call Lead"): `X-Bayut-Signature` =
 *   md5($secret_key . $body), hex; the lead itself is the body.
 */
export interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export function signPropertyFinder(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function signBayut(secret: string, body: string): string {
  return createHash('md5')
    .update(secret + body)
    .digest('hex');
}

export interface PfLeadFields {
  leadId?: string;
  type?: 'lead.created' | 'lead.updated' | 'lead.assigned' | string;
  eventId?: string;
  channel?: 'whatsapp' | 'call' | 'email';
  name?: string;
  phone?: string;
  email?: string;
  reference?: string;
  message?: string;
  createdAt?: string;
}

/** A Property Finder lead event envelope. */
export function pfEnvelope(fields: PfLeadFields = {}) {
  const leadId = fields.leadId ?? randomUUID();
  return {
    id: fields.eventId ?? randomUUID(),
    type: fields.type ?? 'lead.created',
    timestamp: new Date().toISOString(),
    entity: { id: leadId, type: 'lead' },
    payload: {
      id: leadId,
      createdAt: fields.createdAt ?? new Date().toISOString(),
      channel: fields.channel ?? 'whatsapp',
      entityType: 'listing',
      responseLink: `https://www.propertyfinder.ae/leads/${leadId}`,
      listing: { id: '7301234', reference: fields.reference ?? 'UNKNOWN-REF' },
      message: fields.message ?? 'Is the residence still available?',
      sender: {
        name: fields.name ?? 'Layla Haddad',
        contacts: [
          ...(fields.phone !== '' ? [{ type: 'phone', value: fields.phone ?? '+971 50 123 4567' }] : []),
          ...(fields.email ? [{ type: 'email', value: fields.email }] : []),
          { type: 'whatsappUsername', value: 'layla.h' },
        ],
      },
    },
  };
}

export function pfDelivery(secret: string, envelope: unknown, signature?: string): Delivery {
  const body = JSON.stringify(envelope);
  return {
    url: '/webhooks/property-finder',
    headers: { 'content-type': 'application/json', 'x-signature': signature ?? signPropertyFinder(secret, body) },
    body,
  };
}

/** A Bayut call lead as the push API documents it (no name, no e-mail, no listing). */
export function bayutCallLead(id = randomUUID(), phone = '971557654321') {
  return {
    id,
    agent: { name: 'John Doe', phone: '971551234567', email: 'john@example.com' },
    call_details: {
      pickup_timestamp: Math.floor(Date.now() / 1000) - 60,
      call_status: 'connected',
      proxy_number: '9712233445',
      receiver_number: ['971551234567'],
      call_duration: 18.0,
      call_total_duration: 22.0,
    },
    enquirer: { phone_number: phone },
  };
}

/** A Bayut WhatsApp lead as the push API documents it. */
export function bayutWhatsAppLead(fields: { id?: string; reference?: string; listingUrl?: string } = {}) {
  return {
    agent: { url: 'https://www.bayut.com/brokers/john-doe-575554.html', id: '575554', name: 'John Doe' },
    listing: {
      url: fields.listingUrl ?? 'https://www.bayut.com/property/details-1234567.html',
      reference: fields.reference ?? 'BX-S-1',
    },
    id: fields.id ?? randomUUID(),
    message: 'Hi, I am interested in your property on Bayut.',
    received_at: new Date(Date.now() - 120_000).toISOString(),
    enquirer: {
      name: 'Jane Doe',
      contact_link: 'https://www.bayut.com/whatsapp/lead?payload=def502',
      phone_number: '971527654321',
    },
    wam_id: '',
  };
}

export function bayutDelivery(secret: string, lead: unknown, signature?: string): Delivery {
  const body = JSON.stringify(lead);
  return {
    url: '/webhooks/bayut',
    headers: { 'content-type': 'application/json', 'x-bayut-signature': signature ?? signBayut(secret, body) },
    body,
  };
}
