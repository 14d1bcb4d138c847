import { describe, expect, it } from 'vitest';
import { propertyInputSchema, propertyPatchSchema } from './properties/schemas.ts';
import { urlOrPath } from './validation.ts';

describe('urlOrPath', () => {
  const schema = urlOrPath('bad');
  it.each([
    'https://example.com/a.jpg',
    'http://x.io',
    'HTTPS://EXAMPLE.COM/A.JPG',
    '/media/properties/a.webp',
    '/media/a.webp?v=2#top',
    '/',
    '  /media/a.webp  ',
  ])('accepts %j', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'blob:https://example.com/1',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '\\\\evil.example/x.png',
    '/media\\..\\x.png',
    'https:\\\\evil.example',
    'https:/evil.example',
    '/\t/evil.example',
    '/media/a\n.webp',
    '/media/\u0000a.webp',
    '/media/\u007fa.webp',
    'https://example.com/\u0085a.jpg',
    '/media/a b.webp',
    'photo.jpg',
    'https://',
    '',
  ])('refuses %j', (value) => {
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
