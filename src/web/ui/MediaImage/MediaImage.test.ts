import { describe, expect, it } from 'vitest';
import { mediaSrcSet } from './MediaImage.tsx';

describe('mediaSrcSet', () => {
  it('offers the 800 px variant of a seeded large image', () => {
    expect(mediaSrcSet('/media/properties/royal-penthouse-1.webp')).toBe(
      '/media/properties/royal-penthouse-1-800.webp 800w, /media/properties/royal-penthouse-1.webp 1600w',
    );
    expect(mediaSrcSet('/media/hero.webp', 1920)).toBe('/media/hero-800.webp 800w, /media/hero.webp 1920w');
  });

  it('leaves single-size and external images alone', () => {
    expect(mediaSrcSet('/media/agents/layla-haddad.webp')).toBeUndefined();
    expect(mediaSrcSet('/media/market/listing-1.webp')).toBeUndefined();
    expect(mediaSrcSet('/media/properties/royal-penthouse-1-800.webp')).toBeUndefined();
    expect(mediaSrcSet('https://example.com/photo.webp')).toBeUndefined();
  });
});
