import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { AGENT_TRANSLATED_FIELDS } from '../../src/shared/agents/schemas.ts';
import { AMENITY_TRANSLATED_FIELDS } from '../../src/shared/amenities/schemas.ts';
import { GALLERY_TRANSLATED_FIELDS } from '../../src/shared/gallery/schemas.ts';
import { missingTranslations, TRANSLATED_LOCALES } from '../../src/shared/i18n/translations.ts';
import { PROPERTY_TRANSLATED_FIELDS } from '../../src/shared/properties/schemas.ts';
import type { PropertyView } from '../../src/shared/properties/types.ts';
import { TESTIMONIAL_TRANSLATED_FIELDS } from '../../src/shared/testimonials/schemas.ts';
import { newProperty } from '../fixtures/payloads.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  staffId = (await t.orm.em.fork().findOneOrFail(UserSchema, { username: TEST_ADMIN.username })).id;
});
afterAll(() => t.close());

const staff = () => t.caller({ id: staffId, username: TEST_ADMIN.username });
const visitor = () => t.caller(null);
const json = <T>(response: { body: string }) => JSON.parse(response.body) as T;
const none = { ar: [], ru: [], zh: [] };

describe('the demo content', () => {
  it('is written in every language: no residence, agent, amenity, testimonial or image falls back to English', async () => {
    const all = staff();
    for (const property of await all.properties.staffList())
      expect([property.id, missingTranslations(property, property.translations, PROPERTY_TRANSLATED_FIELDS)]).toEqual([
        property.id,
        none,
      ]);
    for (const agent of await all.agents.staffList())
      expect(missingTranslations(agent, agent.translations, AGENT_TRANSLATED_FIELDS)).toEqual(none);
    for (const amenity of await all.amenities.list())
      expect(missingTranslations(amenity, amenity.translations, AMENITY_TRANSLATED_FIELDS)).toEqual(none);
    for (const testimonial of await all.testimonials.list())
      expect(missingTranslations(testimonial, testimonial.translations, TESTIMONIAL_TRANSLATED_FIELDS)).toEqual(none);
    for (const image of await all.gallery.list())
      expect(missingTranslations(image, image.translations, GALLERY_TRANSLATED_FIELDS)).toEqual(none);
  });
});

describe('a public read in a language', () => {
  it('answers with each text in that language, and neither the translations nor the flat fields', async () => {
    const listing = await visitor().properties.listing({ id: 135, locale: 'zh' });
    if (listing.state !== 'advertised') throw new Error('the Royal Penthouse is advertised');
    expect(listing.property).toMatchObject({
      title: '皇家顶层公寓',
      view: '帆船酒店与海景',
      features: expect.arrayContaining(['私人电梯']),
      agent: { name: 'Layla Haddad', title: '资深置业顾问' },
    });
    expect(listing.property).not.toHaveProperty('translations');
    expect(listing.property).not.toHaveProperty('titleAr');
    const [amenity] = await visitor().amenities.list({ locale: 'ar' });
    expect(amenity?.name).toBe('سبا سيكس سينسز');
    const russian = await visitor().properties.list({ locale: 'ru' });
    expect(russian.find((property) => property.id === 120)?.title).toBe(
      'Резиденция с двумя спальнями и видом на город',
    );
  });

  it('falls back to English field by field, never within a field', async () => {
    const created = await staff().properties.create({
      ...newProperty,
      title: 'Garden Villa 7',
      description: 'A villa by the water.',
      features: ['Private lift', 'Sauna'],
      view: 'Sea View',
      translations: { ru: { title: 'Садовая вилла 7', features: ['Персональный лифт'] } },
    });
    const read = await visitor().properties.byId({ id: created.id, locale: 'ru' });
    // The Russian list stands for the whole field, even with fewer items; the rest is English.
    expect(read).toMatchObject({
      title: 'Садовая вилла 7',
      description: 'A villa by the water.',
      features: ['Персональный лифт'],
      view: 'Sea View',
    });
    const missing = missingTranslations(created, created.translations, PROPERTY_TRANSLATED_FIELDS).ru;
    expect(missing).toEqual(expect.arrayContaining(['description', 'view']));
    expect(missing).not.toContain('title');
    expect(missing).not.toContain('features');
    // A language the staff did not send is kept; one sent replaces what was stored for it.
    const updated = await staff().properties.update({
      id: created.id,
      data: { translations: { ar: { title: 'فيلا الحديقة 7' } } },
    });
    expect(updated.translations).toEqual({
      ru: { title: 'Садовая вилла 7', features: ['Персональный лифт'] },
      ar: { title: 'فيلا الحديقة 7' },
    });
    await staff().properties.delete({ id: created.id });
  });
});

describe("the console's Translations page", () => {
  it('lists every record staff write per language, each with what its pages still show in English', async () => {
    const editor = t.caller({ id: staffId, username: 'editor', role: 'editor' });
    const demo = await editor.translations.work();
    const counts = Object.fromEntries(
      ['property', 'agent', 'amenity', 'testimonial', 'gallery'].map((kind) => [
        kind,
        demo.filter((row) => row.kind === kind).length,
      ]),
    );
    expect(counts).toEqual({
      property: (await staff().properties.staffList()).length,
      agent: (await staff().agents.staffList()).length,
      amenity: (await staff().amenities.list()).length,
      testimonial: (await staff().testimonials.list()).length,
      gallery: (await staff().gallery.list()).length,
    });
    expect(demo.filter((row) => row.missing.ar.length + row.missing.ru.length + row.missing.zh.length)).toEqual([]);

    const created = await staff().properties.create({
      ...newProperty,
      title: 'Garden Villa 8',
      description: 'A villa by the water.',
      view: 'Sea View',
      translations: { ru: { title: 'Садовая вилла 8', view: 'Вид на море' } },
    });
    const row = (await editor.translations.work()).find((work) => work.kind === 'property' && work.id === created.id);
    expect(row?.name).toBe('Garden Villa 8');
    expect(row?.missing.ru).toEqual(['description', 'location']);
    expect(row?.missing.ar).toEqual(expect.arrayContaining(['title', 'description', 'view']));
    expect(row?.missing.ar).not.toContain('features');
    await staff().properties.delete({ id: created.id });
  });

  it('is refused to an agent, who edits no content', async () => {
    const agent = t.caller({ id: staffId, username: 'agent', role: 'agent', agentId: 1 });
    await expect(agent.translations.work()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the REST answers', () => {
  it('keep their English and their flat fields, adding the translations', async () => {
    const response = await t.app.inject('/api/properties/135');
    const property = json<PropertyView>(response);
    expect(property).toMatchObject({
      title: 'Royal Penthouse',
      titleAr: 'البنتهاوس الملكي',
      titleRu: 'Королевский пентхаус',
    });
    expect(property.translations?.zh?.title).toBe('皇家顶层公寓');
    const agents = json<Array<{ title: string; translations: Record<string, unknown> }>>(
      await t.app.inject('/api/agents'),
    );
    expect(agents[0]?.title).toMatch(/^[A-Za-z ,&]+$/);
    expect(Object.keys(agents[0]?.translations ?? {}).sort()).toEqual([...TRANSLATED_LOCALES].sort());
  });
});

describe('the schema', () => {
  it('matches the migration: a migration generated now changes no translations column', async () => {
    const pending = await t.orm.schema.getUpdateSchemaSQL();
    expect(pending).not.toMatch(/translations|title_ar/);
  });
});
