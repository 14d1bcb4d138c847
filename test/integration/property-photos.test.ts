import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppClient } from '../support/app-client.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A residence's photos and floor plan as the property editor saves them: the gallery's order, and each
 * image's caption and alt text per language, kept by the image's URL and served in the visitor's
 * language with the English where a language has none. Integrators sending `photos` as URLs keep them.
 */
let t: TestApp;
let staff: AppClient;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  staff = await t.staff();
});
afterAll(() => t.close());

const PROPERTY = 120;
const PLAN = '/media/floor-plans/penthouse-b1.webp';
const none = { caption: '', alt: '' };

describe('the property editor’s photos', () => {
  it('saves a new order and each photo’s alt text per language, and serves them in the page’s language', async () => {
    const before = await staff.trpc.properties.staffById.query({ id: PROPERTY });
    const [first, second, third] = before.photos;
    expect(third).toBeDefined();
    // The form sends every photo with its texts; the last one moved to the front.
    await staff.trpc.properties.update.mutate({
      id: PROPERTY,
      data: {
        photos: [
          {
            url: third!,
            caption: 'The terrace at dusk',
            alt: 'A terrace with loungers facing the Marina skyline',
            translations: {
              ar: { caption: 'الشرفة عند الغروب', alt: 'شرفة بكراسي استرخاء تطل على أفق المارينا' },
              ru: none,
            },
          },
          { url: first!, caption: '', alt: '', translations: { ar: none, ru: none, zh: none } },
          second!,
        ],
        floorPlanUrl: PLAN,
        floorPlanTexts: { alt: 'The floor plan', translations: { zh: { alt: '户型平面图' } } },
      },
    });

    const saved = await staff.trpc.properties.staffById.query({ id: PROPERTY });
    expect(saved.photos).toEqual([third, first, second]);
    expect(saved.imageTexts[third!]).toEqual({
      caption: 'The terrace at dusk',
      alt: 'A terrace with loungers facing the Marina skyline',
      translations: { ar: { caption: 'الشرفة عند الغروب', alt: 'شرفة بكراسي استرخاء تطل على أفق المارينا' } },
    });
    // Blank texts are not stored.
    expect(saved.imageTexts[first!]).toBeUndefined();

    const arabic = await t.caller().properties.listing({ id: PROPERTY, locale: 'ar' });
    const russian = await t.caller().properties.listing({ id: PROPERTY, locale: 'ru' });
    const chinese = await t.caller().properties.listing({ id: PROPERTY, locale: 'zh' });
    if (arabic.state !== 'advertised' || russian.state !== 'advertised' || chinese.state !== 'advertised')
      throw new Error('residence 120 is advertised in the demo');
    expect(arabic.property.photos).toEqual([third, first, second]);
    expect(arabic.property.imageTexts[third!]).toEqual({
      caption: 'الشرفة عند الغروب',
      alt: 'شرفة بكراسي استرخاء تطل على أفق المارينا',
    });
    // Russian has none written: the English, never a mix.
    expect(russian.property.imageTexts[third!]).toEqual({
      caption: 'The terrace at dusk',
      alt: 'A terrace with loungers facing the Marina skyline',
    });
    expect(chinese.property.floorPlanUrl).toBe(PLAN);
    expect(chinese.property.imageTexts[PLAN]).toEqual({ caption: null, alt: '户型平面图' });
  });

  it('keeps a photo’s texts when an integrator sends the photos as URLs, and lets them go with the photo', async () => {
    const { photos } = await staff.trpc.properties.staffById.query({ id: PROPERTY });
    const [withTexts, ...others] = photos;
    const reordered = await staff.fetch(`/api/properties/${PROPERTY}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ photos: [...others, withTexts] }),
    });
    expect(reordered.status).toBe(200);
    const answer = (await reordered.json()) as { photos: string[]; imageTexts: Record<string, { alt: string | null }> };
    expect(answer.photos).toEqual([...others, withTexts]);
    expect(answer.imageTexts[withTexts!]?.alt).toBe('A terrace with loungers facing the Marina skyline');

    const removed = await staff.trpc.properties.update.mutate({ id: PROPERTY, data: { photos: others } });
    expect(removed.imageTexts[withTexts!]).toBeUndefined();
    // The floor plan's texts stay with the floor plan.
    expect(removed.imageTexts[PLAN]?.alt).toBe('The floor plan');
  });

  it('refuses an alt text longer than a screen reader should read, naming the photo’s field', async () => {
    const { photos } = await staff.trpc.properties.staffById.query({ id: PROPERTY });
    const response = await staff.raw('properties.update', {
      id: PROPERTY,
      data: { photos: [{ url: photos[0], alt: 'x'.repeat(301) }] },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/photos\.0/);
  });
});
