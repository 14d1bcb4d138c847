import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { BRN_MESSAGE, RENT_FREQUENCY_MESSAGE } from '../../src/shared/properties/portal-listing.ts';
import { newAgent, newProperty } from '../fixtures/payloads.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  staffId = (await t.orm.em.fork().findOneOrFail(UserSchema, { username: TEST_ADMIN.username })).id;
});
afterAll(() => t.close());

const staff = () => t.caller({ id: staffId, username: TEST_ADMIN.username });
const listing = { ...newProperty, type: 'Apartment' as const, status: 'Available' as const };

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error instanceof TRPCError ? error.message : '';
}

describe('what a portal listing needs', () => {
  it('is filled for every demo residence, the advertised ones ticked for Bayut and dubizzle only', async () => {
    const units = await t.orm.em.fork().find(PropertySchema, {}, { populate: ['agent'] });
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) {
      expect(unit).toMatchObject({ category: 'sale', rentFrequency: null });
      expect(['furnished', 'semi-furnished', 'unfurnished']).toContain(unit.furnishing);
      expect(unit.completion === 'off-plan' ? 'primary' : 'resale').toBe(unit.market);
      expect(unit.agent?.brn).toMatch(/^\d{3,7}$/);
      expect(unit.portals).toEqual(unit.status === 'Sold' ? [] : ['bayut', 'dubizzle']);
    }
    const partly = units.find((unit) => unit.furnished === 'Partly Furnished');
    expect(partly?.furnishing).toBe('semi-furnished');
  });

  it('the entities match the migration: a migration generated later changes none of its columns', async () => {
    // The check constraints live in the migration only (as other tables' do): only columns are compared.
    const pending = (await t.orm.schema.getUpdateSchemaSQL())
      .split('\n')
      .filter((line) => !/drop constraint/.test(line));
    expect(pending.join('\n')).not.toMatch(
      /category|rent_frequency|furnishing|completion"|market|video_url|portals|brn/,
    );
  });

  it('stores the fields staff set, and a sale drops the rent frequency', async () => {
    const created = await staff().properties.create({
      ...listing,
      category: 'rent',
      rentFrequency: 'yearly',
      furnishing: 'semi-furnished',
      completion: 'ready',
      market: 'resale',
      videoUrl: 'https://www.youtube.com/watch?v=abc123',
      portals: ['bayut', 'propertyfinder', 'bayut'],
    });
    expect(created).toMatchObject({
      category: 'rent',
      rentFrequency: 'yearly',
      furnishing: 'semi-furnished',
      portals: ['bayut', 'propertyfinder'],
      videoUrl: 'https://www.youtube.com/watch?v=abc123',
    });
    const sale = await staff().properties.update({ id: created.id, data: { category: 'sale', furnishing: '' } });
    expect(sale).toMatchObject({ category: 'sale', rentFrequency: null, furnishing: null, market: 'resale' });
  });

  it('refuses a rent listing without its frequency, or an unknown portal, and stores nothing', async () => {
    const before = await t.orm.em.fork().count(PropertySchema, {});
    expect(await refusal(staff().properties.create({ ...listing, category: 'rent' }))).toContain(
      RENT_FREQUENCY_MESSAGE,
    );
    // A portal the form never offers, sent as a raw client would: the server's schema refuses it.
    const unknownPortal = await t.app.inject({
      method: 'POST',
      url: '/trpc/properties.create',
      headers: { cookie: await t.signIn() },
      payload: { ...listing, portals: ['zillow'] },
    });
    expect(unknownPortal.statusCode).toBe(400);
    expect(unknownPortal.body).toContain('Bayut');
    expect(await t.orm.em.fork().count(PropertySchema, {})).toBe(before);
  });

  it("validates the agent's BRN as digits, accepting it typed with its BRN prefix", async () => {
    expect(await refusal(staff().agents.create({ ...newAgent, brn: '45-872' }))).toContain(BRN_MESSAGE);
    expect(await refusal(staff().agents.create({ ...newAgent, brn: '12345678' }))).toContain(BRN_MESSAGE);
    const agent = await staff().agents.create({ ...newAgent, email: 'brn@example.ae', brn: 'BRN 45872' });
    expect(agent.brn).toBe('45872');
    const cleared = await staff().agents.update({ id: agent.id, data: { brn: '' } });
    expect(cleared?.brn).toBeNull();
    expect((await t.orm.em.fork().findOneOrFail(AgentSchema, { id: agent.id })).brn).toBeNull();
  });
});
