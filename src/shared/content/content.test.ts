import { describe, expect, it } from 'vitest';
import { ATTRACTIONS, attractionsFor } from './attractions.ts';
import { BLOG_POSTS, categoryCounts, categorySlug, postBySlug, relatedPosts } from './blog.ts';
import { FLOOR_PLAN_RESIDENCES, residencesForTab, ROYAL_PENTHOUSE } from './floor-plans.ts';
import { DISTANCE_CARDS } from './location.ts';
import { formatAedMillions, NEWS_SALES } from './news.ts';
import { SISTER_SITES, wrapIndex } from './sister-sites.ts';
import { SITEMAP_GROUPS, STATIC_PUBLIC_PATHS } from './sitemap.ts';

describe('content fixed by the spec', () => {
  it('has the residence table of section 3', () => {
    const table = Object.fromEntries(
      [...FLOOR_PLAN_RESIDENCES, ROYAL_PENTHOUSE].map((r) => [r.name, [r.bedrooms, r.bathrooms, r.area]]),
    );
    expect(table).toEqual({
      'Signature Villa Type A': [4, 5, '13,380'],
      'Signature Villa Type B': [5, 6, '16,468'],
      'Royal Penthouse': [4, 5, '9,140'],
      'Sky Mansion duplex': [4, 5, '11,625'],
      'Penthouse B1': [4, 5, '9,140'],
      'Penthouse B2': [4, 5, '10,250'],
      'Sky Villa Residence (garden villa)': [4, 5, '8,934'],
    });
    expect(residencesForTab('villas').map((r) => r.type)).toEqual(['Type A', 'Type B']);
    expect(residencesForTab('penthouses').map((r) => r.type)).toEqual(['B1', 'B2']);
    expect(residencesForTab('sky-villas')).toHaveLength(1);
    expect(residencesForTab('apartments').map((r) => r.name)).toEqual(['Sky Mansion duplex']);
  });

  it('has four distances and nine attractions rated 4.3 to 4.9', () => {
    expect(DISTANCE_CARDS.map((card) => card.minutes)).toEqual([35, 25, 35, 5]);
    expect(ATTRACTIONS).toHaveLength(9);
    expect(ATTRACTIONS.every((a) => a.rating >= 4.3 && a.rating <= 4.9)).toBe(true);
    expect(attractionsFor('hotel').length + attractionsFor('restaurant').length + attractionsFor('beach').length).toBe(
      9,
    );
  });

  it('has 7 posts with unique slugs, 4 of them complete, and slugged categories', () => {
    expect(BLOG_POSTS).toHaveLength(7);
    expect(new Set(BLOG_POSTS.map((post) => post.slug)).size).toBe(7);
    expect(BLOG_POSTS.filter((post) => post.content)).toHaveLength(4);
    expect(categorySlug('Market News')).toBe('market-news');
    expect(categoryCounts().reduce((sum, row) => sum + row.count, 0)).toBe(7);
    const post = postBySlug('palm-jumeirah-prime-prices-2025');
    expect(post && relatedPosts(post).map((related) => related.slug)).not.toContain(post?.slug);
  });

  it('has the May 2025 news figures', () => {
    expect(NEWS_SALES.map((sale) => [formatAedMillions(sale.priceAed), sale.areaSqFt, sale.pricePerSqFtAed])).toEqual([
      ['AED 45 million', 6455, 6975],
      ['AED 27.5 million', 3400, 8088],
    ]);
  });

  it('links the sitemap to live, canonical pages and six posts', () => {
    const hrefs = SITEMAP_GROUPS.flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs).toContain('/contact-for-properties');
    expect(hrefs).not.toContain('/contact-properties');
    expect(SITEMAP_GROUPS.find((group) => group.title === 'Blog Posts')?.links).toHaveLength(6);
    expect(STATIC_PUBLIC_PATHS).not.toContain('/lettings-management');
    // Derived from the HTML sitemap's pages, once each, plus the sitemap itself; posts come from the blog.
    expect(new Set(STATIC_PUBLIC_PATHS).size).toBe(STATIC_PUBLIC_PATHS.length);
    expect(STATIC_PUBLIC_PATHS).toEqual(
      expect.arrayContaining(['/', '/properties', '/privacy-policy', '/terms', '/sitemap']),
    );
    expect(STATIC_PUBLIC_PATHS.some((path) => path.startsWith('/blog/'))).toBe(false);
  });

  it('wraps the sister-site carousel both ways over four sites', () => {
    expect(SISTER_SITES).toHaveLength(4);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
  });
});
