import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AGENCY_EMAIL_DOMAIN, agents } from '../../src/server/db/seeders/data/agents.ts';
import { amenities } from '../../src/server/db/seeders/data/amenities.ts';
import { galleryImages } from '../../src/server/db/seeders/data/gallery.ts';
import { marketListings } from '../../src/server/db/seeders/data/market-listings.ts';
import { properties } from '../../src/server/db/seeders/data/properties.ts';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');
const onDisk = (url: string) => existsSync(join(PUBLIC_DIR, url));
/** Large seeded images have an 800 px sibling for srcset. */
const variantOf = (url: string) => url.replace(/\.webp$/, '-800.webp');

describe('demo seed data', () => {
  it('references only files that exist under public/', () => {
    const urls = [
      ...agents.map((agent) => agent.photoUrl),
      ...properties.flatMap((property) => [property.imageUrl, ...property.photos]),
      ...properties.flatMap((property) => (property.floorPlanUrl ? [property.floorPlanUrl] : [])),
      ...galleryImages.map((image) => image.url),
      ...marketListings.map((listing) => listing.imageUrl),
    ];
    expect(urls.every((url) => url.startsWith('/media/') || url.startsWith('/docs/'))).toBe(true);
    expect(urls.filter((url) => !onDisk(url))).toEqual([]);
  });

  it('has the 800 px variant of every property and gallery image', () => {
    const large = [...properties.flatMap((property) => property.photos), ...galleryImages.map((image) => image.url)];
    expect(large.map(variantOf).filter((url) => !onDisk(url))).toEqual([]);
  });

  it('has the site-wide fallback pictures and the static documents', () => {
    for (const url of [
      '/media/main-photo.webp',
      '/media/hero.webp',
      '/media/aerial.webp',
      '/docs/floor-plans.pdf',
      '/docs/fact-sheet.pdf',
      '/docs/wellness-brochure.pdf',
    ]) {
      expect(onDisk(url), url).toBe(true);
    }
  });

  it('fills the gallery with 4 exteriors, 6 interiors, 5 amenities and 3 views', () => {
    const count = (category: string) => galleryImages.filter((image) => image.category === category).length;
    expect(galleryImages).toHaveLength(18);
    expect([count('Exteriors'), count('Interiors'), count('Amenities'), count('Views')]).toEqual([4, 6, 5, 3]);
    expect(galleryImages.every((image) => image.alt.length > 20 && image.title.length > 0)).toBe(true);
  });

  it('lists 15-25 properties including id 135 and exactly one featured penthouse', () => {
    expect(properties.length).toBeGreaterThanOrEqual(15);
    expect(properties.length).toBeLessThanOrEqual(25);
    expect(new Set(properties.map((property) => property.id)).size).toBe(properties.length);
    expect(properties.some((property) => property.id === 135)).toBe(true);
    const featured = properties.filter((property) => property.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0]?.type).toBe('Penthouse');
  });

  it('stores prices and sizes as digit strings and gives every property a photo and a known agent', () => {
    const agentKeys = new Set(agents.map((agent) => agent.key));
    for (const property of properties) {
      expect(property.price, property.title).toMatch(/^\d+$/);
      expect(property.area, property.title).toMatch(/^\d+$/);
      expect(property.photos.length, property.title).toBeGreaterThan(0);
      expect(property.photos[0], property.title).toBe(property.imageUrl);
      expect(agentKeys.has(property.agentKey), property.title).toBe(true);
    }
  });

  it('gives agents the agency e-mail domain and one featured consultant', () => {
    expect(agents).toHaveLength(3);
    expect(agents.every((agent) => agent.email.endsWith(`@${AGENCY_EMAIL_DOMAIN}`))).toBe(true);
    expect(agents.filter((agent) => agent.featured)).toHaveLength(1);
  });

  it('names amenity icons that exist in Tabler, in kebab-case without the Icon prefix', async () => {
    const icons: Record<string, unknown> = await import('@tabler/icons-react');
    const component = (name: string) =>
      `Icon${name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, ch: string) => ch.toUpperCase())}`;
    expect(amenities.every((amenity) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(amenity.icon))).toBe(true);
    expect(amenities.map((amenity) => component(amenity.icon)).filter((name) => !(name in icons))).toEqual([]);
  });

  it('uses unique market listing ids per portal, listed within the last 60 days', () => {
    const keys = marketListings.map((listing) => `${listing.source}:${listing.externalId}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(marketListings.every((listing) => listing.listedDaysAgo >= 0 && listing.listedDaysAgo < 60)).toBe(true);
  });
});
