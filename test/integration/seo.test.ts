import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { BLOG_POSTS } from '../../src/server/db/seeders/data/articles/blog-posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PUBLIC_URL: 'https://residences.example.ae' } });
});
afterAll(() => t.close());

describe('GET /sitemap.xml', () => {
  it('lists every public canonical URL, each advertised property and each post', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

    for (const path of [
      '/',
      '/location',
      '/floor-plans',
      '/valuations',
      '/lettings-property-management',
      '/market-data',
      '/market-listings',
      '/blog',
      '/about',
      '/neighbourhood',
      '/contact-for-properties',
      '/other-websites',
      '/privacy-policy',
      '/terms',
      '/sitemap',
      '/news/two-sales-may-2025',
    ]) {
      expect(locs).toContain(`https://residences.example.ae${path === '/' ? '/' : path}`);
    }
    for (const post of BLOG_POSTS) expect(locs).toContain(`https://residences.example.ae/blog/${post.slug}`);

    const properties = await t.orm.em.fork().find(PropertySchema, {});
    expect(properties.length).toBeGreaterThan(0);
    for (const property of properties) {
      const loc = `https://residences.example.ae/properties/${property.id}`;
      // A sold unit (the demo's 126) is no longer advertised, so it has no place in the sitemap.
      if (property.status === 'Sold') expect(locs).not.toContain(loc);
      else expect(locs).toContain(loc);
    }
    expect(properties.some((property) => property.status === 'Sold')).toBe(true);

    // Only canonical URLs: no redirecting or duplicate addresses.
    expect(locs).not.toContain('https://residences.example.ae/contact-properties');
    expect(locs).not.toContain('https://residences.example.ae/lettings-management');
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('follows the database: a new property appears', async () => {
    const em = t.orm.em.fork();
    const existing = await em.findOneOrFail(PropertySchema, { id: 135 });
    // A new listing: its own id and (from the database) its own portal reference.
    const copy = em.create(PropertySchema, {
      ...existing,
      id: 9001,
      reference: '',
      title: 'Sitemap test residence',
    } as never);
    await em.persist(copy).flush();
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body).toContain('<loc>https://residences.example.ae/properties/9001</loc>');
  });
});

describe('GET /robots.txt', () => {
  it('points to the sitemap and keeps robots out of the console and API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: https://residences.example.ae/sitemap.xml');
    expect(response.body).toContain('Disallow: /admin');
  });
});
