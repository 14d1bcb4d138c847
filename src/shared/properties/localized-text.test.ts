import { describe, expect, it } from 'vitest';
import { flatTranslations, localizedPropertyText, withFlatTranslations } from './localized-text.ts';

const villa = {
  title: 'Garden Villa 12',
  description: '<p>A garden villa on the water.</p>',
  translations: { ar: { title: 'فيلا الحديقة 12' }, ru: { description: '<p>Вилла с садом у воды.</p>' } },
};

describe('localizedPropertyText', () => {
  it('gives each language its own text, falling back to English field by field where it has none', () => {
    expect(localizedPropertyText(villa, 'en')).toEqual({ title: villa.title, description: villa.description });
    expect(localizedPropertyText(villa, 'ar')).toEqual({ title: 'فيلا الحديقة 12', description: villa.description });
    expect(localizedPropertyText(villa, 'ru')).toEqual({
      title: villa.title,
      description: '<p>Вилла с садом у воды.</p>',
    });
    expect(localizedPropertyText(villa, 'zh')).toEqual(localizedPropertyText(villa, 'en'));
  });
});

describe('the flat fields of /api/properties', () => {
  it('reads each language as titleAr, descriptionAr, ... (null where nothing is written)', () => {
    expect(flatTranslations(villa.translations)).toEqual({
      titleAr: 'فيلا الحديقة 12',
      descriptionAr: null,
      titleRu: null,
      descriptionRu: '<p>Вилла с садом у воды.</p>',
      titleZh: null,
      descriptionZh: null,
    });
  });

  it('sets the fields sent, clears those sent blank and keeps the rest', () => {
    expect(withFlatTranslations(villa.translations, { titleRu: 'Вилла', titleAr: undefined })).toEqual({
      ru: { title: 'Вилла', description: '<p>Вилла с садом у воды.</p>' },
    });
  });
});
