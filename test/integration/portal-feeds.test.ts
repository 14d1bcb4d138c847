import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { addDays, dubaiDate } from '../../src/shared/properties/advertising.ts';
import { newProperty } from '../fixtures/payloads.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

const SITE = 'https://residences.example';
let t: TestApp;
let staffId: number;
let token: string;

const staff = () => t.caller({ id: staffId, username: TEST_ADMIN.username });
const feed = (path: string, query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${path}${query}`, headers });
const bayut = (headers: Record<string, string> = {}) => feed('/feeds/bayut.xml', `?token=${token}`, headers);

// Tags that hold lists are always arrays, however many items they have.
const LISTS = new Set(['Property', 'Feature', 'Portal', 'Image', 'Video', 'Floor_Plan', 'property', 'url']);
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => LISTS.has(name) });

type Tags = Record<string, unknown>;
function bayutUnits(xml: string): Map<string, Tags> {
  expect(XMLValidator.validate(xml)).toBe(true);
  const units = (parser.parse(xml) as { Properties: { Property?: Tags[] } }).Properties.Property ?? [];
  return new Map(units.map((unit) => [String(unit.Property_Ref_No), unit]));
}

const refOf = (id: number) => `SSPJ-${String(id).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PUBLIC_URL: SITE } });
  staffId = (await t.orm.em.fork().findOneOrFail(UserSchema, { username: TEST_ADMIN.username })).id;
  const { bayutUrl } = await staff().portalFeeds.rotateToken();
  token = new URL(bayutUrl).searchParams.get('token') ?? '';
});
afterAll(() => t.close());

/** Every tag a unit carries, each with the type Bayut expects (numbers are numbers, lists are lists). */
function expectBayutTags(unit: Tags | undefined) {
  expect(unit).toMatchObject({
    Permit_Number: expect.any(Number),
    Property_Status: 'live',
    Property_purpose: expect.stringMatching(/^(Buy|Rent)$/),
    Property_Type: expect.stringMatching(/^(Apartment|Penthouse|Villa|Townhouse)$/),
    Property_Size: expect.any(Number),
    Property_Size_Unit: 'SQFT',
    Bedrooms: expect.any(Number),
    Bathrooms: expect.any(Number),
    Off_plan: expect.stringMatching(/^(Yes|No)$/),
    Portals: { Portal: ['Bayut', 'dubizzle'] },
    Last_Updated: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    Property_Title: expect.any(String),
    Property_Description: expect.any(String),
    Price: expect.any(Number),
    Furnished: expect.stringMatching(/^(Yes|No|Partly)$/),
    City: 'Dubai',
    Locality: 'Palm Jumeirah',
    Sub_Locality: expect.any(String),
    Tower_Name: expect.any(String),
    Listing_Agent: expect.any(String),
    Listing_Agent_Phone: expect.any(String),
    Listing_Agent_Email: expect.stringContaining('@'),
  });
  const images = (unit?.Images as { Image: string[] }).Image;
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image).toMatch(new RegExp(`^${SITE}/uploads/portal/.+\\.jpg$`));
}

describe('the Bayut and dubizzle feed', () => {
  it('is 404 without the token, with a wrong one, and with the old one once rotated', async () => {
    expect((await feed('/feeds/bayut.xml', '')).statusCode).toBe(404);
    expect((await feed('/feeds/bayut.xml', '?token=wrong')).statusCode).toBe(404);
    expect((await feed('/feeds/property-finder.xml', '?token=')).statusCode).toBe(404);
    const old = token;
    token = new URL((await staff().portalFeeds.rotateToken()).bayutUrl).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await feed('/feeds/bayut.xml', `?token=${old}`)).statusCode).toBe(404);
    expect((await bayut()).statusCode).toBe(200);
  });

  it('lists the advertised demo residences as live with every tag, off-plan ones with their details', async () => {
    const response = await bayut();
    expect(response.headers['content-type']).toContain('application/xml');
    const units = bayutUnits(response.body);
    expectBayutTags(units.get(refOf(120)));
    expect(units.get(refOf(120))).toMatchObject({
      Off_plan: 'No',
      Property_purpose: 'Buy',
      Price: 9400000,
      Features: { Feature: expect.arrayContaining(['Floor-to-ceiling glazing']) },
      // The Arabic title and description staff wrote (the demo has them): Bayut's Arabic site shows them.
      Property_Title_AR: 'شقة بغرفتي نوم بإطلالة على أفق المدينة',
      Property_Description_AR: expect.stringContaining('دبي مارينا'),
    });
    const offPlan = units.get(refOf(133));
    expectBayutTags(offPlan);
    expect(offPlan).toMatchObject({ Off_plan: 'Yes', offplanDetails_saleType: 'New', offplanDetails_dldWaiver: 0 });
    // The sold residence was never advertised: it is not in the feed at all.
    expect(units.has(refOf(126))).toBe(false);
  });

  it('carries a rent listing with its frequency, and never a unit without a valid permit', async () => {
    const em = t.orm.em.fork();
    const agentId = (await em.findOneOrFail(PropertySchema, { id: 120 }, { populate: ['agent'] })).agent?.id;
    const base = {
      ...newProperty,
      type: 'Villa' as const,
      status: 'Available' as const,
      agentId,
      photos: ['/media/properties/villa-1.webp'],
      furnishing: 'furnished' as const,
      completion: 'ready' as const,
      market: 'resale' as const,
      portals: ['bayut' as const, 'dubizzle' as const],
    };
    const rented = await staff().properties.create({
      ...base,
      category: 'rent',
      rentFrequency: 'yearly',
      price: 950000,
    });
    const expired = await staff().properties.create({
      ...base,
      permitIssuedOn: addDays(dubaiDate(), -400),
      permitExpiresOn: addDays(dubaiDate(), -1),
    });
    const unpermitted = await staff().properties.create({ ...base, permitNumber: null, permitUrl: null });
    const units = bayutUnits((await bayut()).body);
    expectBayutTags(units.get(rented.reference));
    expect(units.get(rented.reference)).toMatchObject({
      Property_purpose: 'Rent',
      Rent_Frequency: 'Yearly',
      Price: 950000,
      Furnished: 'Yes',
    });
    expect(units.has(expired.reference)).toBe(false);
    expect(units.has(unpermitted.reference)).toBe(false);
    // The permit's verification link is what the site needs to advertise it (the agency's setting):
    // what the site may not name, no feed names either (publicResidence).
    const unverifiable = await staff().properties.create({ ...base, permitUrl: null });
    expect(bayutUnits((await bayut()).body).has(unverifiable.reference)).toBe(false);
  });

  it('keeps a unit taken down as deleted (sold, or unticked), and drops it 30 days later', async () => {
    await staff().properties.update({ id: 121, data: { status: 'Sold' } });
    await staff().properties.update({ id: 122, data: { portals: ['propertyfinder'] } });
    let units = bayutUnits((await bayut()).body);
    expect(units.get(refOf(121))).toMatchObject({ Property_Status: 'deleted', Property_Ref_No: refOf(121) });
    expect(units.get(refOf(122))?.Property_Status).toBe('deleted');
    await t.orm.em
      .fork()
      .nativeUpdate(PropertySchema, { id: 121 }, { feedDelistedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) });
    units = bayutUnits((await bayut()).body);
    expect(units.has(refOf(121))).toBe(false);
    expect(units.get(refOf(122))?.Property_Status).toBe('deleted');
    const status = await staff().portalFeeds.status();
    expect(status).toMatchObject({ source: 'console', deleted: 1 });
    expect(status.live).toBe([...units.values()].filter((unit) => unit.Property_Status === 'live').length);
    expect(status.bayutUrl).toBe(`${SITE}/feeds/bayut.xml?token=%E2%80%A6${token.slice(-4)}`);
  });

  it('answers If-Modified-Since with 304 until a listing changes, then serves the new price', async () => {
    const first = await bayut();
    const lastModified = String(first.headers['last-modified']);
    expect(Date.parse(lastModified)).toBeGreaterThan(0);
    expect((await bayut({ 'if-modified-since': lastModified })).statusCode).toBe(304);
    // Last-Modified has whole seconds: the change must fall in a later second to be told apart.
    await expect.poll(() => Math.floor(Date.now() / 1000) > Date.parse(lastModified) / 1000).toBe(true);
    await staff().properties.update({ id: 120, data: { price: 9_250_000 } });
    const changed = await bayut({ 'if-modified-since': lastModified });
    expect(changed.statusCode).toBe(200);
    expect(Date.parse(String(changed.headers['last-modified']))).toBeGreaterThan(Date.parse(lastModified));
    expect(bayutUnits(changed.body).get(refOf(120))?.Price).toBe(9250000);
  });
});

describe('the Property Finder-style feed', () => {
  it('lists the live units in the legacy <list><property> format', async () => {
    const response = await feed('/feeds/property-finder.xml', `?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const list = (parser.parse(response.body) as { list: { property: Tags[]; '@_listing_count': string } }).list;
    expect(Number(list['@_listing_count'])).toBe(list.property.length);
    const unit = list.property.find((property) => property.reference_number === refOf(120));
    expect(unit).toMatchObject({
      permit_number: expect.any(Number),
      offering_type: 'RS',
      property_type: 'AP',
      price: 9250000,
      city: 'Dubai',
      bedroom: 2,
      completion_status: 'completed',
      agent: { name: expect.any(String), license_no: expect.any(Number) },
      title_ar: 'شقة بغرفتي نوم بإطلالة على أفق المدينة',
    });
    expect((unit?.photo as { url: Tags[] }).url[0]?.['#text']).toMatch(/^https:\/\/.+\.jpg$/);
    expect(list.property.some((property) => property.offering_type === 'RR')).toBe(true);
    expect(list.property.some((property) => property.reference_number === refOf(121))).toBe(false);
  });
});
