import { TRPCError, type inferRouterInputs } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { AmenitySchema } from '../../src/server/amenities/amenity.entity.ts';
import type { AppRouter } from '../../src/server/trpc/app-router.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { createTestApp, json, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let staff: { id: number; username: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const user = await t.orm.em.fork().findOneOrFail(UserSchema, { username: TEST_ADMIN.username });
  staff = { id: user.id, username: user.username };
});
afterAll(() => t.close());

async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

describe('the inputs the client sees', () => {
  type Inputs = inferRouterInputs<AppRouter>;

  it('types the create and update inputs of each ordered content type', () => {
    expectTypeOf<Inputs['amenities']['create']>().toHaveProperty('name').toEqualTypeOf<string>();
    expectTypeOf<Inputs['amenities']['update']['data']>().toHaveProperty('icon').toEqualTypeOf<string | undefined>();
    expectTypeOf<Inputs['gallery']['create']>().toHaveProperty('category');
    expectTypeOf<Inputs['gallery']['update']['data']>().toHaveProperty('alt').toEqualTypeOf<string | undefined>();
    expectTypeOf<Inputs['testimonials']['update']['data']>().toHaveProperty('text').toEqualTypeOf<string | undefined>();
    expectTypeOf<Inputs['testimonials']['update']['data']>().not.toHaveProperty('id');
  });
});

describe('amenities as ordered content', () => {
  it('lists in the order staff arranged, ties by age', async () => {
    const listed = await t.caller().amenities.list();
    const stored = await t.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: number }>>('select id from amenities order by sort_order, id');
    expect(listed.map((a) => a.id)).toEqual(stored.map((row) => row.id));
  });

  it('creates with the default position, patches only the named fields, reorders and deletes', async () => {
    const caller = t.caller(staff);
    const created = await caller.amenities.create({
      name: 'Cold plunge',
      description: 'Ice baths beside the spa',
      icon: 'sparkles',
    });
    expect(created).toMatchObject({ name: 'Cold plunge', sortOrder: 0 });

    const patched = await caller.amenities.update({ id: created.id, data: { description: 'Ice baths at 4 °C' } });
    expect(patched).toEqual({ ...created, description: 'Ice baths at 4 °C' });
    expect(await t.caller().amenities.byId({ id: created.id })).toEqual(patched);

    const before = await caller.amenities.list();
    const reversed = before.map((a) => a.id).reverse();
    const reordered = await caller.amenities.reorder({ ids: [...reversed, 999_999] });
    expect(reordered.map((a) => a.id)).toEqual(reversed);
    expect(reordered.map((a) => a.sortOrder)).toEqual(reversed.map((_, position) => position));

    expect(await caller.amenities.delete({ id: created.id })).toEqual({ success: true, id: created.id });
    expect((await errorOf(caller.amenities.delete({ id: created.id }))).code).toBe('NOT_FOUND');
    expect((await errorOf(t.caller().amenities.byId({ id: created.id }))).message).toBe('Amenity not found');
  });

  it('answers an update of an unknown id with 404 and stores nothing', async () => {
    const error = await errorOf(t.caller(staff).amenities.update({ id: 999_999, data: { name: 'Ghost' } }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Amenity not found' });
    expect(await t.orm.em.fork().count(AmenitySchema, { name: 'Ghost' })).toBe(0);
  });

  it('refuses an invalid patch field by field and changes nothing', async () => {
    const [first] = await t.caller().amenities.list();
    if (!first) throw new Error('the seed has amenities');
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/amenities.update',
      payload: { id: first.id, data: { name: 'x', icon: 'Not An Icon' } },
      headers: { cookie: await t.signIn() },
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ error: { data: { fieldErrors: Record<string, string[]> } } }>(response);
    expect(body.error.data.fieldErrors).toEqual({
      'data.name': ['Name must be at least 2 characters'],
      'data.icon': ['Choose an icon'],
    });
    expect(await t.caller().amenities.byId({ id: first.id })).toEqual(first);
  });
});

describe('gallery and testimonials share the same router', () => {
  it('creates, patches and deletes a gallery image, keeping a cleared title as null', async () => {
    const caller = t.caller(staff);
    const image = await caller.gallery.create({
      url: '/media/terrace.jpg',
      alt: 'The terrace at dusk',
      title: 'Terrace',
      category: 'Views',
      sortOrder: 3,
    });
    expect(image).toMatchObject({ title: 'Terrace', sortOrder: 3 });
    expect(await caller.gallery.update({ id: image.id, data: { title: null } })).toEqual({ ...image, title: null });
    await caller.gallery.delete({ id: image.id });
    expect((await errorOf(caller.gallery.byId({ id: image.id }))).message).toBe('Gallery image not found');
  });

  it('refuses a testimonial rating outside 1 to 5', async () => {
    const before = (await t.caller().testimonials.list()).length;
    const error = await errorOf(
      t.caller(staff).testimonials.create({
        name: 'Lena Ek',
        role: 'Owner, Penthouse 2',
        text: 'A calm and careful team.',
        rating: 6,
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect((await t.caller().testimonials.list()).length).toBe(before);
  });
});
