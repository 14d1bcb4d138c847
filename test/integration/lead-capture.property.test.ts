import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryKind } from '../../src/shared/inquiries/schemas.ts';
import { invalidLead, normalisedName, validLead, type LeadPayload } from '../support/lead-arbitraries.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * No lead that passes validation is lost at the database, and none that fails it is stored: generated
 * payloads of every kind go through both entry points (REST as the documented clients send them,
 * tRPC as the site's forms do) onto real PostgreSQL, and every stored column is read back with pg.
 */

const RUNS = 100;
let t: TestApp;
let db: pg.Client;

beforeAll(async () => {
  // The lead limit guards production against floods; here it would only stop the generated traffic.
  t = await createTestApp({ env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000000' } });
  db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

type Entry = 'rest' | 'trpc';

/** Sends one lead; returns the HTTP status, the stored id on success and the field messages on a 400. */
async function send(entry: Entry, kind: InquiryKind, body: LeadPayload, explicitKind: boolean) {
  if (entry === 'rest') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: explicitKind ? { ...body, kind } : body,
    });
    const json = response.json() as {
      id?: number;
      success?: boolean;
      message?: string;
      errors?: Record<string, string[]>;
    };
    return {
      status: response.statusCode,
      id: json.success ? json.id : undefined,
      errors: json.errors,
      raw: response.body,
    };
  }
  const response = await t.app.inject({ method: 'POST', url: '/trpc/inquiries.create', payload: { ...body, kind } });
  const json = response.json() as {
    result?: { data: { id: number; success: boolean } };
    error?: { data: { fieldErrors: Record<string, string[]> | null } };
  };
  return {
    status: response.statusCode,
    id: json.result?.data.success ? json.result.data.id : undefined,
    errors: json.error?.data.fieldErrors ?? undefined,
    raw: response.body,
  };
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A part of the sent attribution, as text (absent, null and blank all mean "not sent"). */
function sentPart(body: LeadPayload, part: string): string | null {
  const attribution = body.attribution;
  if (!attribution || typeof attribution !== 'object') return null;
  return blankToNull(Object.getOwnPropertyDescriptor(attribution, part)?.value);
}

/** The source the lead must be counted under: its utm_source, else the click id's network, else the referring host, else Direct. */
function expectedSource(body: LeadPayload): string {
  const utm = sentPart(body, 'utmSource');
  const referrer = sentPart(body, 'referrer');
  const source =
    (utm ? utm.toLowerCase() : null) ??
    (sentPart(body, 'gclid')
      ? 'google'
      : sentPart(body, 'fbclid')
        ? 'facebook'
        : referrer
          ? new URL(referrer).hostname.replace(/^www\./, '')
          : 'Direct');
  // The column holds 200 characters.
  return [...source].slice(0, 200).join('');
}

/** The columns a lead must be stored with, derived from what was sent (not from the code under test). */
function expectStored(row: Record<string, unknown>, kind: InquiryKind, body: LeadPayload): void {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  expect(row.kind).toBe(kind);
  expect(row.status).toBe('New');
  expect(row.email).toBe(trimmed(body.email));
  expect(row.source_page).toBe(body.sourcePage === undefined ? null : trimmed(body.sourcePage));
  expect(row.message).toBe(blankToNull(body.message));
  const columns = {
    utm_source: 'utmSource',
    utm_medium: 'utmMedium',
    utm_campaign: 'utmCampaign',
    utm_term: 'utmTerm',
    utm_content: 'utmContent',
    gclid: 'gclid',
    fbclid: 'fbclid',
    referrer: 'referrer',
    landing_page: 'landingPage',
  };
  for (const [column, part] of Object.entries(columns)) expect(row[column], column).toBe(sentPart(body, part));
  expect(row.source).toBe(expectedSource(body));
  const agreed = Array.isArray(body.consents) ? [...new Set(body.consents)] : [];
  expect(row.consents ?? []).toEqual(agreed);
  expect(row.consented_at === null).toBe(agreed.length === 0);
  expect(row.consent_page).toBe(agreed.length && body.sourcePage !== undefined ? trimmed(body.sourcePage) : null);
  expect(row.email_key).toBe(String(trimmed(body.email)).toLowerCase());
  expect(row.contact_key).toMatch(/\S/);
  switch (kind) {
    case 'contact':
      expect(row.first_name).toBe(trimmed(body.firstName));
      expect(row.last_name).toBe(trimmed(body.lastName));
      expect(row.phone).toBe(trimmed(body.phone));
      expect(row.interest).toBe(body.interest || null);
      break;
    case 'enquiry':
      expect(name).toBe(normalisedName(String(body.name)));
      expect(row.phone).toBe(blankToNull(body.phone));
      // No property exists in this database: a lead for an unknown one is kept without the link.
      expect(row.property_id).toBeNull();
      break;
    case 'valuation':
      expect(name).toBe(normalisedName(String(body.name)));
      expect(row.phone).toBe(trimmed(body.phone));
      expect(row.interest).toBe('Valuation');
      break;
    case 'lettings': {
      expect(name).toBe(normalisedName(String(body.fullName)));
      expect(row.phone).toBe(trimmed(body.phone));
      expect(row.interest).toBe('Lettings');
      const details = row.details as Record<string, unknown>;
      expect(details).toMatchObject({
        preferredContact: body.preferredContact ?? 'email',
        propertyType: body.propertyType,
        bedrooms: body.bedrooms,
        valuationTypes: body.valuationTypes ?? [],
        consent: true,
      });
      expect(details.size ?? null).toBe(body.size == null ? null : Number(body.size));
      expect(details.condition ?? null).toBe(body.condition ?? null);
      break;
    }
    case 'cost-breakdown':
      expect(name).toBe(normalisedName(String(body.name)));
      expect(row.phone).toBe(blankToNull(body.phone));
      expect(row.interest).toBe('Cost breakdown');
      // The calculator's choices, kept as sent.
      expect(row.details).toEqual(body.inputs);
      break;
    case 'shortlist': {
      expect(name).toBe(normalisedName(String(body.name)));
      expect(row.phone).toBe(blankToNull(body.phone));
      expect(row.interest).toBe('Shortlist');
      expect(row.details).toEqual({ propertyIds: body.propertyIds });
      break;
    }
  }
}

async function leadCount(): Promise<number> {
  const { rows } = await db.query<{ count: string }>('select count(*) from inquiries');
  return Number(rows[0]?.count);
}

describe.each<Entry>(['rest', 'trpc'])('leads sent to the %s entry point', (entry) => {
  it(`stores every valid lead once, as sent after trimming (${RUNS} generated)`, async () => {
    await fc.assert(
      fc.asyncProperty(validLead, fc.boolean(), async ({ kind, body }, explicitKind) => {
        const answer = await send(entry, kind, body, explicitKind);
        expect(answer.status, answer.raw).toBe(entry === 'rest' ? 201 : 200);
        expect(answer.id).toBeTypeOf('number');
        const { rows } = await db.query('select * from inquiries where email = $1', [trimmed(body.email)]);
        expect(rows).toHaveLength(1);
        expect(rows[0]?.id).toBe(answer.id);
        expectStored(rows[0] as Record<string, unknown>, kind, body);
      }),
      { numRuns: RUNS },
    );
  });

  it(`refuses every invalid lead with 400 and a message for its field, storing nothing (${RUNS} generated)`, async () => {
    await fc.assert(
      fc.asyncProperty(invalidLead, fc.boolean(), async ({ kind, body, field }, explicitKind) => {
        const before = await leadCount();
        const answer = await send(entry, kind, body, explicitKind);
        expect(answer.status, answer.raw).toBe(400);
        expect(answer.errors?.[field]?.length, answer.raw).toBeGreaterThan(0);
        for (const message of answer.errors?.[field] ?? []) expect(message).toMatch(/\S/);
        expect(answer.raw).not.toMatch(/\bat .+:\d+:\d+/);
        expect(await leadCount()).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});
