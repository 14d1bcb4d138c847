import { describe, expect, it } from 'vitest';
import { propertyInputSchema, propertyPatchSchema } from './properties/schemas.ts';
import { urlOrPath } from './validation.ts';

describe('urlOrPath', () => {
  const schema = urlOrPath('bad');
  it.each(['https://example.com/a.jpg', 'http://x.io', '/media/properties/a.webp'])('accepts %s', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
  it.each(['javascript:alert(1)', '//evil.example/x.png', 'photo.jpg', 'https://', ''])('refuses %s', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('property schemas', () => {
  it('converts numeric text to numbers as typed', () => {
    const parsed = propertyInputSchema.parse({
      title: 'T',
      description: 'D',
      imageUrl: '/media/a.webp',
      price: '12500000',
      bedrooms: '4',
      area: '9140.5',
    });
    expect(parsed).toMatchObject({
      price: 12_500_000,
      bedrooms: 4,
      area: 9140.5,
      type: 'Apartment',
      status: 'Available',
      featured: false,
    });
  });

  it('fills no defaults on a patch', () => {
    expect(propertyPatchSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
  });
});
