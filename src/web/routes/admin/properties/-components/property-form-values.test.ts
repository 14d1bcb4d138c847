import { describe, expect, it } from 'vitest';
import { propertyInputSchema } from '../../../../../shared/properties/schemas.ts';
import { moveItem as movePhoto } from '../../../../features/console/order.ts';
import { EMPTY_PROPERTY, formValuesToInput, imageFormValues } from './property-form-values.ts';

describe('property form values', () => {
  it('starts with the spec defaults', () => {
    expect(EMPTY_PROPERTY).toMatchObject({
      type: 'Apartment',
      status: 'Available',
      price: 0,
      bedrooms: 0,
      bathrooms: 0,
      area: 0,
      featured: false,
    });
  });

  it('turns empty number fields into 0 and blank links into null, which the shared schema accepts', () => {
    const input = formValuesToInput({
      ...EMPTY_PROPERTY,
      title: 'Sky Villa',
      description: 'Garden villa',
      imageUrl: '/media/a.webp',
      price: '',
      area: 8934,
    });
    expect(input).toMatchObject({ price: 0, area: 8934, location: null, virtualTourUrl: null });
    expect(propertyInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends every language, blank fields as blank (the server stores only what is written)', () => {
    const translations = {
      ...EMPTY_PROPERTY.translations,
      ru: { ...EMPTY_PROPERTY.translations.ru, title: 'Вилла в небе', features: ['Сад'] },
    };
    const input = formValuesToInput({
      ...EMPTY_PROPERTY,
      title: 'Sky Villa',
      description: 'Garden villa',
      imageUrl: '/media/a.webp',
      translations,
    });
    const parsed = propertyInputSchema.parse(input);
    expect(parsed.translations?.ru).toMatchObject({ title: 'Вилла в небе', description: undefined, features: ['Сад'] });
    expect(parsed.translations?.ar?.title).toBeUndefined();
  });

  it('refuses an other-language title over 200 characters', () => {
    const result = propertyInputSchema.safeParse(
      formValuesToInput({
        ...EMPTY_PROPERTY,
        title: 'T',
        description: 'D',
        imageUrl: '/a.webp',
        translations: {
          ...EMPTY_PROPERTY.translations,
          zh: { ...EMPTY_PROPERTY.translations.zh, title: '长'.repeat(201) },
        },
      }),
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['translations.zh.title', 'Must be at most 200 characters'],
    ]);
  });

  it("sends the residence page's lists without blank lines and its cleared facts as null", () => {
    const input = formValuesToInput({
      ...EMPTY_PROPERTY,
      title: 'Sky Villa',
      description: 'Garden villa',
      imageUrl: '/media/a.webp',
      features: ['  Private pool ', '', 'Sea view', '   '],
      privateAmenities: [''],
      view: 'Open sea',
    });
    expect(input).toMatchObject({ features: ['Private pool', 'Sea view'], privateAmenities: [], floor: null });
    expect(propertyInputSchema.parse(input)).toMatchObject({
      features: ['Private pool', 'Sea view'],
      view: 'Open sea',
    });
  });

  it('rejects an image that is not a URL with the spec message', () => {
    const result = propertyInputSchema.safeParse(
      formValuesToInput({ ...EMPTY_PROPERTY, title: 'T', description: 'D', imageUrl: 'not a url' }),
    );
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Please enter a valid image URL');
  });

  it('moves a photo up and down, and not past either end', () => {
    expect(movePhoto(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it("sends each photo with its caption and alt text per language, and names the photo's field a long one fails", () => {
    const terrace = imageFormValues('/media/terrace.webp');
    terrace.alt = 'The terrace';
    terrace.translations.ar.alt = 'ش'.repeat(301);
    const result = propertyInputSchema.safeParse(
      formValuesToInput({
        ...EMPTY_PROPERTY,
        title: 'T',
        description: 'D',
        imageUrl: '/media/a.webp',
        photos: [imageFormValues('/media/a.webp'), terrace],
      }),
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['photos.1.translations.ar.alt', 'Must be at most 300 characters'],
    ]);
  });
});
