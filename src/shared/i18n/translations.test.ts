import { describe, expect, it } from 'vitest';
import { localize, mergeTranslations, missingTranslations } from './translations.ts';

const residence = {
  title: 'Royal Penthouse',
  view: 'Sea View',
  features: ['Private lift', 'Study'],
  floor: null as string | null,
};
const fields = ['title', 'view', 'features', 'floor'] as const;
const translations = {
  ar: { title: 'البنتهاوس الملكي', features: ['مصعد خاص', 'مكتب'] },
  ru: { title: '  ', features: [] },
};

describe('localize', () => {
  it('gives each field in the language where it is written, the whole English field where not', () => {
    expect(localize(residence, translations, 'ar', fields)).toEqual({
      title: 'البنتهاوس الملكي',
      view: 'Sea View',
      features: ['مصعد خاص', 'مكتب'],
      floor: null,
    });
  });

  it('treats blank text and empty lists as not written, and leaves English pages alone', () => {
    expect(localize(residence, translations, 'ru', fields)).toEqual(residence);
    expect(localize(residence, translations, 'zh', fields)).toEqual(residence);
    expect(localize(residence, translations, 'en', fields)).toBe(residence);
  });
});

describe('missingTranslations', () => {
  it('lists per language the fields with English text and none in that language', () => {
    expect(missingTranslations(residence, translations, fields)).toEqual({
      ar: ['view'],
      ru: ['title', 'view', 'features'],
      zh: ['title', 'view', 'features'],
    });
  });

  it('counts a list of blank lines (a form still being typed) as not written', () => {
    const typing = { zh: { title: '皇家顶层公寓', view: '海景', features: ['', '  '] } };
    expect(missingTranslations(residence, typing, fields).zh).toEqual(['features']);
    expect(mergeTranslations({}, typing)).toEqual({ zh: { title: '皇家顶层公寓', view: '海景' } });
  });
});

describe('mergeTranslations', () => {
  it('replaces the languages sent, keeps the others, and stores only what is written', () => {
    expect(mergeTranslations(translations, { ru: { title: 'Королевский пентхаус', view: '', features: [] } })).toEqual({
      ar: translations.ar,
      ru: { title: 'Королевский пентхаус' },
    });
    expect(mergeTranslations(translations, { ar: { title: undefined } })).toEqual({});
  });
});
