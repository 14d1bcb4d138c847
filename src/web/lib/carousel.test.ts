import { describe, expect, it } from 'vitest';
import { propertyPhotos, wrapIndex } from './carousel.ts';

describe('wrapIndex', () => {
  it('wraps in both directions', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('propertyPhotos', () => {
  it('puts the main image first and drops repeats and blanks', () => {
    expect(propertyPhotos({ imageUrl: '/a.webp', photos: ['/b.webp', '/a.webp', ' '] })).toEqual([
      '/a.webp',
      '/b.webp',
    ]);
    expect(propertyPhotos({ imageUrl: '', photos: [] })).toEqual([]);
  });
});
