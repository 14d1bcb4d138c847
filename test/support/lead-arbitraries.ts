import fc from 'fast-check';
import {
  CONTACT_INTERESTS,
  LETTINGS_BEDROOMS,
  LETTINGS_CONDITIONS,
  LETTINGS_PROPERTY_TYPES,
  LETTINGS_VALUATION_TYPES,
  PREFERRED_CONTACT_CODES,
  type InquiryKind,
} from '../../src/shared/inquiries/schemas.ts';
import { COMPLETIONS, FINANCING, RESIDENCIES } from '../../src/shared/cost-to-own/schemas.ts';
import { ATTRIBUTION_URL_MAX, ATTRIBUTION_VALUE_MAX } from '../../src/shared/inquiries/attribution.ts';
import { CONSENT_VERSIONS } from '../../src/shared/inquiries/consent.ts';
import { hasUnsafeUrlCharacter } from '../../src/shared/text-rules.ts';
import { MAX_ID, unstorableTextReason } from '../../src/shared/validation.ts';

/** The kinds POST /api/inquiries takes (a viewing is booked through /api/viewings, with its slot). */
type FormLeadKind = Exclude<InquiryKind, 'viewing'>;

/**
 * fast-check generators of lead payloads as visitors' browsers and the REST clients send them:
 * valid ones (every text at any length the schema allows, any printable Unicode, padded with
 * whitespace that trimming removes) and invalid ones, each spoiled in one known field.
 */

/** Whitespace that `String.prototype.trim` removes, so a padded value is stored without it. */
const padding = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000', '\u2003'), maxLength: 3 });

/** One visible unit: ASCII, any printable grapheme (accents, CJK, emoji with surrogate pairs), or a space. */
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(' ', ' ', 'ß', 'é', '中', '😀', '👩‍💼', 'ﻼ') },
);

/** Characters as zod and PostgreSQL count them: code points, so an emoji outside the BMP is one. */
export const characters = (value: string) => [...value].length;

/** Cuts `text` to at most `max` characters. */
function cut(text: string, max: number): string {
  const points = [...text];
  return points.length <= max ? text : points.slice(0, max).join('');
}

/**
 * Text whose trimmed form has `min`..`max` characters: mostly short, sometimes exactly `max` long
 * (one word, as the 150-character name that once failed at the database).
 */
export function text(min: number, max: number, options: { multiline?: boolean } = {}): fc.Arbitrary<string> {
  const body = fc.oneof(
    { weight: 6, arbitrary: fc.array(unit, { maxLength: Math.min(max, 60) }).map((units) => units.join('')) },
    { weight: 1, arbitrary: fc.array(unit, { maxLength: max }).map((units) => units.join('')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: Math.max(min, 1), max }), fc.constantFrom('a', 'é', '字', 'Z'))
        .map(([length, char]) => char.repeat(length)),
    },
    ...(options.multiline
      ? [
          {
            weight: 1,
            arbitrary: fc
              .array(fc.constantFrom('Line', 'two', '\n', '\r\n', '\t', ' '), { maxLength: 40 })
              .map((parts) => parts.join('')),
          },
        ]
      : []),
  );
  return fc
    .tuple(padding, body, padding)
    .map(([before, core, after]) => before + cut(core, max).trim() + after)
    .filter((value) => {
      const trimmed = value.trim();
      const length = characters(trimmed);
      return length >= min && length <= max && unstorableTextReason(trimmed) === null;
    });
}

let emailCounter = 0;
/**
 * A valid, unique e-mail address of up to 254 characters, the longest ones made of 63-letter
 * domain labels (zod's pattern: an ASCII local part and domain).
 */
export const email: fc.Arbitrary<string> = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9_+-]{1,12}$/),
    fc.integer({ min: 0, max: 230 }),
    fc.constantFrom('example.com', 'mail.example.ae', 'EXAMPLE.co.uk'),
    padding,
  )
  .map(([local, extra, domain, pad]) => {
    emailCounter += 1;
    const labels = 'd'.repeat(extra).match(/.{1,63}/g) ?? [];
    return `${pad}lead${process.pid}x${emailCounter}.${local}@${labels.map((label) => `${label}.`).join('')}${domain}${pad}`;
  })
  .filter((value) => characters(value.trim()) <= 254);

const optionalOrNull = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof(arbitrary, fc.constant(null), fc.constant(undefined)) as fc.Arbitrary<T | null | undefined>;

/** Another site's address as a browser reports a referrer (or an integrator copies one). */
const referrerUrl = fc
  .webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true })
  .filter((url) => url.length <= ATTRIBUTION_URL_MAX && !hasUnsafeUrlCharacter(url) && URL.parse(url) !== null);

/** A path on this site, as `location.pathname` gives it. */
const landingPath = fc
  .webPath()
  .map((path) => (path.startsWith('/') ? path : `/${path}`))
  .filter((path) => !path.startsWith('//') && path.length <= ATTRIBUTION_URL_MAX && !hasUnsafeUrlCharacter(path));

const campaignTag = optionalOrNull(text(0, ATTRIBUTION_VALUE_MAX));

/** The visit's attribution: any subset of the tags, click ids, referrer and landing page, or none at all. */
export const attribution = fc.option(
  fc.record(
    {
      utmSource: campaignTag,
      utmMedium: campaignTag,
      utmCampaign: campaignTag,
      utmTerm: campaignTag,
      utmContent: campaignTag,
      gclid: campaignTag,
      fbclid: campaignTag,
      referrer: optionalOrNull(referrerUrl),
      landingPage: optionalOrNull(landingPath),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

/** The consent wordings a form sends: any known versions, possibly repeated, or none. */
export const consents = fc.option(
  fc.array(fc.constantFrom(...CONSENT_VERSIONS), { maxLength: CONSENT_VERSIONS.length }),
  { nil: undefined },
);

/** A payload of one kind as a client would send it: `withKind` adds the explicit `kind` tRPC requires. */
export type LeadPayload = Record<string, unknown>;

const contact = fc.record(
  {
    firstName: text(2, 100),
    lastName: text(2, 100),
    email,
    phone: text(7, 40),
    interest: fc.oneof(fc.constantFrom(...CONTACT_INTERESTS), fc.constant(''), fc.constant(null)),
    message: optionalOrNull(text(0, 5000, { multiline: true })),
    sourcePage: text(0, 300),
    attribution,
    consents,
  },
  { requiredKeys: ['firstName', 'lastName', 'email', 'phone'] },
);

const enquiry = fc.record(
  {
    name: text(1, 200),
    email,
    phone: optionalOrNull(text(0, 40)),
    message: optionalOrNull(text(0, 5000, { multiline: true })),
    status: fc.constant('New'),
    propertyId: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: MAX_ID }), fc.constant(String(MAX_ID))),
    sourcePage: text(0, 300),
    attribution,
    consents,
  },
  { requiredKeys: ['name', 'email'] },
);

const valuation = fc.record(
  {
    type: fc.constant('Valuation'),
    name: text(2, 200),
    email,
    phone: text(8, 40),
    message: optionalOrNull(text(0, 5000, { multiline: true })),
    sourcePage: text(0, 300),
    attribution,
    consents,
  },
  { requiredKeys: ['type', 'name', 'email', 'phone'] },
);

const lettings = fc.record(
  {
    type: fc.constant('Lettings'),
    fullName: text(2, 200),
    email,
    phone: text(7, 40),
    preferredContact: fc.constantFrom(...PREFERRED_CONTACT_CODES),
    propertyType: fc.constantFrom(...LETTINGS_PROPERTY_TYPES),
    bedrooms: fc.constantFrom(...LETTINGS_BEDROOMS),
    size: optionalOrNull(fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.constant('9140'))),
    condition: optionalOrNull(fc.constantFrom(...LETTINGS_CONDITIONS)),
    valuationTypes: fc.array(fc.constantFrom(...LETTINGS_VALUATION_TYPES), { maxLength: 3 }),
    message: optionalOrNull(text(0, 5000, { multiline: true })),
    consent: fc.constant(true),
    sourcePage: text(0, 300),
    attribution,
    consents,
  },
  { requiredKeys: ['type', 'fullName', 'email', 'phone', 'propertyType', 'bedrooms', 'consent'] },
);

/** "E-mail me this breakdown": the calculator's choices within the shared schema's limits. */
const costBreakdown = fc.record(
  {
    name: text(1, 200),
    email,
    phone: optionalOrNull(text(0, 40)),
    message: optionalOrNull(text(0, 5000, { multiline: true })),
    inputs: fc.record({
      price: fc.integer({ min: 1, max: 10_000_000_000 }),
      completion: fc.constantFrom(...COMPLETIONS),
      financing: fc.constantFrom(...FINANCING),
      residency: fc.constantFrom(...RESIDENCIES),
      firstHome: fc.boolean(),
      ratePercent: fc.double({ min: 0, max: 30, noNaN: true }),
      termYears: fc.integer({ min: 1, max: 40 }),
      arrangementFeePercent: fc.double({ min: 0, max: 10, noNaN: true }),
      valuationFee: fc.integer({ min: 0, max: 100_000 }),
    }),
    propertyId: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: MAX_ID })),
    sourcePage: text(0, 300),
    attribution,
    consents,
  },
  { requiredKeys: ['name', 'email', 'inputs'] },
);

/** "Send me this shortlist": no field tells it apart, so it always names its kind. */
const shortlist = fc.record(
  {
    kind: fc.constant('shortlist'),
    name: text(2, 200),
    email,
    phone: optionalOrNull(text(0, 40)),
    propertyIds: fc.uniqueArray(fc.integer({ min: 1, max: MAX_ID }), { minLength: 1, maxLength: 24 }),
    message: optionalOrNull(text(0, 5000, { multiline: true })),
    sourcePage: text(0, 300),
    attribution,
    consents,
  },
  { requiredKeys: ['kind', 'name', 'email', 'propertyIds'] },
);

export const validLeads: Record<FormLeadKind, fc.Arbitrary<LeadPayload>> = {
  contact,
  enquiry,
  valuation,
  lettings,
  'cost-breakdown': costBreakdown,
  shortlist,
};

/** Any valid lead, with its kind. */
export const validLead = fc.oneof(
  ...(Object.entries(validLeads) as Array<[FormLeadKind, fc.Arbitrary<LeadPayload>]>).map(([kind, payload]) =>
    payload.map((body) => ({ kind, body })),
  ),
);

/** The text fields of each kind with their limits, for spoiling one of them. */
const TEXT_FIELDS: Record<FormLeadKind, Array<{ field: string; min: number; max: number }>> = {
  contact: [
    { field: 'firstName', min: 2, max: 100 },
    { field: 'lastName', min: 2, max: 100 },
    { field: 'phone', min: 7, max: 40 },
    { field: 'message', min: 0, max: 5000 },
    { field: 'sourcePage', min: 0, max: 300 },
  ],
  enquiry: [
    { field: 'name', min: 1, max: 200 },
    { field: 'phone', min: 0, max: 40 },
    { field: 'message', min: 0, max: 5000 },
  ],
  valuation: [
    { field: 'name', min: 2, max: 200 },
    { field: 'phone', min: 8, max: 40 },
  ],
  lettings: [
    { field: 'fullName', min: 2, max: 200 },
    { field: 'phone', min: 7, max: 40 },
    { field: 'message', min: 0, max: 5000 },
  ],
  'cost-breakdown': [
    { field: 'name', min: 1, max: 200 },
    { field: 'phone', min: 0, max: 40 },
    { field: 'message', min: 0, max: 5000 },
  ],
  shortlist: [
    { field: 'name', min: 2, max: 200 },
    { field: 'phone', min: 0, max: 40 },
  ],
};

/** Characters no lead may carry: NUL, other controls, and halves of surrogate pairs. */
const forbidden = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff');

interface Spoiled {
  kind: FormLeadKind;
  body: LeadPayload;
  /** The field whose message the answer must carry. */
  field: string;
}

/** A valid lead with exactly one field made invalid, and the field it must be refused for. */
export const invalidLead: fc.Arbitrary<Spoiled> = validLead.chain(({ kind, body }) => {
  const texts = TEXT_FIELDS[kind];
  const spoilText = fc.tuple(fc.constantFrom(...texts), forbidden, fc.nat()).map(([{ field }, char, at]) => {
    const value = typeof body[field] === 'string' && body[field] ? String(body[field]) : 'Valid text';
    const index = at % (value.length + 1);
    return { field, value: value.slice(0, index) + char + value.slice(index) };
  });
  const tooLong = fc
    .tuple(fc.constantFrom(...texts), fc.integer({ min: 1, max: 40 }))
    .map(([{ field, max }, extra]) => ({ field, value: 'x'.repeat(max + extra) }));
  const tooShort = fc
    .constantFrom(...texts.filter((t) => t.min > 0))
    .chain(({ field, min }) =>
      fc
        .oneof(fc.constant(''), fc.constant('   '), fc.constant('x'.repeat(min - 1)))
        .map((value) => ({ field, value })),
    );
  const wrongType = fc
    .tuple(
      fc.constantFrom(...texts.filter((t) => t.min > 0).map((t) => t.field), 'email'),
      fc.constantFrom(42, true, [], {}),
    )
    .map(([field, value]) => ({ field, value: value as unknown }));
  const badEmail = fc
    .oneof(
      fc.constantFrom('not-an-email', 'a@b', '@example.com', 'a b@example.com', 'lead@exa mple.com'),
      fc.integer({ min: 255, max: 400 }).map((length) => `${'a'.repeat(length - 12)}@example.com`),
    )
    .map((value) => ({ field: 'email', value: value as unknown }));
  const kindSpecific: Array<fc.Arbitrary<{ field: string; value: unknown }>> =
    kind === 'enquiry'
      ? [
          fc
            .constantFrom(0, -1, MAX_ID + 1, 2 ** 53, 1.5, '12abc', 'NaN')
            .map((value) => ({ field: 'propertyId', value: value as unknown })),
        ]
      : kind === 'lettings'
        ? [
            fc.constantFrom(false, 'yes', null).map((value) => ({ field: 'consent', value: value as unknown })),
            fc.constantFrom(0, -5, 100_001, 1.5).map((value) => ({ field: 'size', value: value as unknown })),
            fc.constantFrom('castle', '').map((value) => ({ field: 'propertyType', value: value as unknown })),
          ]
        : kind === 'contact'
          ? [fc.constantFrom('Castle', 'penthouse ').map((value) => ({ field: 'interest', value: value as unknown }))]
          : kind === 'shortlist'
            ? [
                fc
                  .constantFrom(
                    [],
                    'nope',
                    Array.from({ length: 25 }, (_, index) => index + 1),
                  )
                  .map((value) => ({ field: 'propertyIds', value: value as unknown })),
              ]
            : [];
  const badAttribution = fc
    .oneof(
      fc
        .tuple(fc.constantFrom('utmSource', 'utmCampaign', 'gclid', 'referrer', 'landingPage'), forbidden)
        .map(([part, char]) => ({ part, value: part === 'referrer' ? `https://a.example/${char}` : `/x${char}` })),
      fc
        .constantFrom('utmSource', 'utmMedium', 'utmTerm', 'utmContent', 'fbclid')
        .map((part) => ({ part, value: 'x'.repeat(ATTRIBUTION_VALUE_MAX + 1) })),
      fc
        .constantFrom('javascript:alert(1)', 'ftp://files.example/', 'not a url', '/relative', 42)
        .map((value) => ({ part: 'referrer', value: value as unknown })),
      fc
        .constantFrom(
          '//evil.example/',
          'https://evil.example/',
          'page',
          '/a\\b',
          `/${'p'.repeat(ATTRIBUTION_URL_MAX)}`,
        )
        .map((value) => ({ part: 'landingPage', value: value as unknown })),
    )
    .map(({ part, value }) => ({
      field: `attribution.${part}`,
      value: { ...(typeof body.attribution === 'object' ? body.attribution : {}), [part]: value } as unknown,
    }));
  const badConsent = fc
    .constantFrom('marketing-2099-01', 'I agree', '', 'toString')
    .map((version) => ({ field: 'consents.0', value: [version] as unknown }));
  const required = texts.filter((t) => t.min > 0).map((t) => t.field);
  const missing = fc.constantFrom(...required, 'email').map((field) => ({ field, value: undefined as unknown }));
  return fc
    .oneof(spoilText, tooLong, tooShort, wrongType, badEmail, missing, ...kindSpecific, badAttribution, badConsent)
    .map(({ field, value }) => {
      const spoiled: LeadPayload = { ...body };
      // A nested field (attribution.utmSource) is spoiled by replacing its whole object.
      const key = field.split('.')[0] ?? field;
      if (value === undefined) delete spoiled[key];
      else spoiled[key] = value;
      return { kind, body: spoiled, field };
    });
});

/** What the stored first and last name read as one: the name as sent, trimmed, runs of spaces as one. */
export function normalisedName(name: string): string {
  return name.trim().split(/\s+/).join(' ');
}
