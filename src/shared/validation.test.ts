import { describe, expect, it } from 'vitest';
import { propertyInputSchema, propertyPatchSchema } from './properties/schemas.ts';
import {
  CONTROL_CHARACTER_MESSAGE,
  idSchema,
  LONE_SURROGATE_MESSAGE,
  MAX_ID,
  optionalText,
  requiredText,
  urlOrPath,
} from './validation.ts';

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

describe('text that the database could not store', () => {
  const name = requiredText(1, 'Name is required', 200);
  const message = optionalText(5000);

  it.each(['Al\u0000ice', 'Bob\u0007', 'x\u001b[31m', 'del\u007f', 'c1\u0085'])(
    'refuses control characters in %j',
    (value) => {
      const result = name.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
    },
  );

  it.each(['\ud800', 'a\udc00b', 'x\ud83d'])('refuses a lone surrogate in %j', (value) => {
    const result = message.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LONE_SURROGATE_MESSAGE);
  });

  it('keeps tabs and line breaks in multi-line text, and real surrogate pairs', () => {
    expect(message.parse('Line one\n\tLine two\r\nThree')).toBe('Line one\n\tLine two\r\nThree');
    expect(name.parse('  Zoë 👩‍💼 ')).toBe('Zoë 👩‍💼');
  });

  it('refuses ids beyond what a PostgreSQL integer holds', () => {
    expect(idSchema.parse('2147483647')).toBe(MAX_ID);
    expect(idSchema.safeParse(2_147_483_648).success).toBe(false);
    expect(idSchema.safeParse('1e12').success).toBe(false);
  });
});
