import { describe, expect, it } from 'vitest';
import { bayutEventType, bayutLead, bayutSource } from '../bayut/webhook.ts';
import { propertyFinderLead } from '../property-finder/webhook.ts';

describe('Property Finder lead mapping', () => {
  it('reads contacts sent as an object as well as a list, and only http(s) links', () => {
    const lead = propertyFinderLead({
      id: 42,
      channel: 'CALL',
      responseLink: 'javascript:alert(1)',
      sender: { name: '  Omar  Al Farsi ', contacts: { phone: '+971501234567', email: 'omar@example.com' } },
    });
    expect(lead).toMatchObject({
      leadId: '42',
      channel: 'call',
      name: 'Omar  Al Farsi',
      phone: '+971501234567',
      email: 'omar@example.com',
      responseLink: null,
      listing: null,
    });
  });

  it('has no lead without an id', () => {
    expect(propertyFinderLead({ channel: 'email' })).toBeNull();
  });
});

describe('Bayut lead mapping', () => {
  it('tells call, WhatsApp and e-mail leads apart', () => {
    expect(bayutEventType({ id: '1', call_details: { call_status: 'missed' } })).toBe('lead.call');
    expect(bayutEventType({ id: '1', wam_id: '' })).toBe('lead.whatsapp');
    expect(bayutEventType({ id: '1', enquirer: { email: 'a@example.com' } })).toBe('lead.email');
  });

  it('names dubizzle from a source field or a dubizzle.com link, else Bayut', () => {
    expect(bayutSource({ source: 'dubizzle' })).toBe('dubizzle');
    expect(bayutSource({ listing: { url: 'https://uae.dubizzle.com/property/1' } })).toBe('dubizzle');
    expect(bayutSource({ listing: { url: 'https://notdubizzle.com.example.org/x' } })).toBe('bayut');
    expect(bayutSource({})).toBe('bayut');
  });

  it('keeps a call’s status and duration and the pickup time when there is no received_at', () => {
    const lead = bayutLead(
      { id: 'c1', call_details: { call_status: 'connected', call_duration: 18.0, pickup_timestamp: 1731320903 } },
      'bayut',
      'lead.call',
    );
    expect(lead?.call).toEqual({ status: 'connected', durationSeconds: 18 });
    expect(lead?.receivedAt?.toISOString()).toBe('2024-11-11T10:28:23.000Z');
    expect(lead?.email).toBeNull();
  });
});
