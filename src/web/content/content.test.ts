import { describe, expect, it } from 'vitest';
import { ATTRACTIONS, attractionsFor } from './attractions.ts';
import { BLOG_POSTS } from '../../server/db/seeders/data/articles/blog-posts.ts';
import type { ArticleCard } from '../../shared/articles/schemas.ts';
import { categoryCounts, categorySlug, relatedPosts } from './blog.ts';
import { FLOOR_PLAN_RESIDENCES, residencesForTab, ROYAL_PENTHOUSE } from './floor-plans.ts';
import { DISTANCE_CARDS } from './location.ts';
import { NEWS_SALES } from '../../shared/articles/news.ts';
import { formatAedInWords } from '../lib/format-money.ts';
import { SISTER_SITES } from './sister-sites.ts';

describe('page content', () => {
  it('has the residence table of the floor plans', () => {
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
    expect(residencesForTab('villas').map((r) => r.type())).toEqual(['Type A', 'Type B']);
    expect(residencesForTab('penthouses').map((r) => r.type())).toEqual(['B1', 'B2']);
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

  it('has the May 2025 news figures', () => {
    expect(NEWS_SALES.map((sale) => [formatAedInWords(sale.priceAed), sale.areaSqFt, sale.pricePerSqFtAed])).toEqual([
      ['AED 45 million', 6455, 6975],
      ['AED 27.5 million', 3400, 8088],
    ]);
  });

  it('has four sister sites', () => {
    expect(SISTER_SITES).toHaveLength(4);
  });

  it('slugs categories, counts every post once and relates other posts', () => {
    expect(categorySlug('Market News')).toBe('market-news');
    const cards: ArticleCard[] = BLOG_POSTS.map((post) => ({ ...post, lang: 'en' }));
    expect(categoryCounts(cards).reduce((sum, row) => sum + row.count, 0)).toBe(7);
    const post = cards.find((card) => card.slug === 'palm-jumeirah-prime-prices-2025');
    expect(post && relatedPosts(cards, post).map((related) => related.slug)).not.toContain(post?.slug);
  });
});
