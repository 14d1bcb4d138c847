import { describe, expect, it } from 'vitest';
import { localizedPropertyText } from './localized-text.ts';

const villa = {
  title: 'Garden Villa 12',
  description: '<p>A garden villa on the water.</p>',
  titleAr: 'فيلا الحديقة 12',
  descriptionAr: null,
  titleRu: '',
  descriptionRu: '<p>Вилла с садом у воды.</p>',
  titleZh: null,
  descriptionZh: null,
};

describe('localizedPropertyText', () => {
  it('gives English pages the English text', () => {
    expect(localizedPropertyText(villa, 'en')).toEqual({
      title: 'Garden Villa 12',
      description: '<p>A garden villa on the water.</p>',
    });
  });

  it('gives each language its own text, falling back to English field by field where it has none', () => {
    expect(localizedPropertyText(villa, 'ar')).toEqual({
      title: 'فيلا الحديقة 12',
      description: '<p>A garden villa on the water.</p>',
    });
    expect(localizedPropertyText(villa, 'ru')).toEqual({
      title: 'Garden Villa 12',
      description: '<p>Вилла с садом у воды.</p>',
    });
    expect(localizedPropertyText(villa, 'zh')).toEqual(localizedPropertyText(villa, 'en'));
  });

  it('reads a property that carries no other languages at all (the title-only shapes)', () => {
    expect(localizedPropertyText({ title: 'Penthouse', description: 'Top floor' }, 'ru')).toEqual({
      title: 'Penthouse',
      description: 'Top floor',
    });
  });
});
