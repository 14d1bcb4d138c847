import { describe, expect, it } from 'vitest';
import { anchorHref, MENU_ITEMS } from './navigation.ts';

describe('MENU_ITEMS', () => {
  it('lists the ten menu items in order', () => {
    expect(MENU_ITEMS.map((item) => `${item.name()} ${item.href}`)).toEqual([
      'PROPERTIES /properties',
      'LOCATION /location',
      'FLOOR PLANS /floor-plans',
      'VALUATIONS /valuations',
      'PROPERTY MANAGEMENT /lettings-management',
      'MARKET DATA /market-data',
      'BLOG /blog',
      'OTHER WEBSITES /other-websites',
      'ABOUT /about',
      'CONTACT #contact',
    ]);
  });
});

describe('anchorHref', () => {
  it('keeps anchors on the landing page and routes them there from elsewhere', () => {
    expect(anchorHref('#contact', true)).toBe('#contact');
    expect(anchorHref('#contact', false)).toBe('/#contact');
    expect(anchorHref('/blog', false)).toBe('/blog');
  });
});
