import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, buildBreadcrumbs, titleCase } from './breadcrumbs.ts';

const labels = (path: string) => buildBreadcrumbs(path).map((crumb) => crumb.label);

describe('buildBreadcrumbs', () => {
  it('is Home alone on the home page', () => {
    expect(buildBreadcrumbs('/')).toEqual([{ label: 'Home', href: '/' }]);
  });

  it.each([
    ['/neighbourhood', 'Neighbourhood'],
    ['/floor-plans', 'Floor Plans'],
    ['/valuations', 'Valuations'],
    ['/about', 'About'],
    ['/location', 'Location'],
    ['/properties', 'Properties'],
    ['/contact-for-properties', 'Contact for Properties'],
    ['/blog', 'Blog'],
    ['/market-listings', 'Market Listings'],
    ['/market-data', 'Market Data'],
    ['/lettings-management', 'Lettings & Property Management'],
    ['/lettings-property-management', 'Lettings & Property Management'],
    ['/admin', 'Admin Dashboard'],
  ])('labels %s as %s', (path, label) => {
    expect(labels(path)).toEqual(['Home', label]);
  });

  it('labels a property by its id and links every step', () => {
    expect(buildBreadcrumbs('/properties/135')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Properties', href: '/properties' },
      { label: 'Property 135', href: '/properties/135' },
    ]);
  });

  it('labels the new-property and admin agent paths', () => {
    expect(labels('/properties/new')).toEqual(['Home', 'Properties', 'New Property']);
    expect(labels('/admin/properties/new')).toEqual(['Home', 'Admin Dashboard', 'Properties', 'New Property']);
    expect(labels('/admin/agents')).toEqual(['Home', 'Admin Dashboard', 'Agents']);
    expect(labels('/admin/agents/new')).toEqual(['Home', 'Admin Dashboard', 'Agents', 'New']);
    expect(labels('/admin/agents/7')).toEqual(['Home', 'Admin Dashboard', 'Agents', 'Agent 7']);
  });

  it('title-cases unknown segments and ignores query, hash and trailing slash', () => {
    expect(labels('/blog/luxury-living-on_the-palm/?x=1#top')).toEqual(['Home', 'Blog', 'Luxury Living On The Palm']);
    expect(labels('/sitemap')).toEqual(['Home', 'Sitemap']);
  });

  it('can replace the last label', () => {
    expect(buildBreadcrumbs('/blog/a-slug', { currentLabel: 'A Real Title' }).at(-1)).toEqual({
      label: 'A Real Title',
      href: '/blog/a-slug',
    });
    expect(buildBreadcrumbs('/', { currentLabel: 'Ignored' })).toEqual([{ label: 'Home', href: '/' }]);
  });

  it('keeps encoded characters safe in links', () => {
    expect(buildBreadcrumbs('/blog/caf%C3%A9%20news').at(-1)).toEqual({
      label: 'Café News',
      href: '/blog/caf%C3%A9%20news',
    });
  });
});

describe('titleCase', () => {
  it('capitalises each word', () => {
    expect(titleCase('other-websites')).toBe('Other Websites');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    const json = breadcrumbJsonLd(buildBreadcrumbs('/properties/3'), 'https://example.ae');
    expect(json['@type']).toBe('BreadcrumbList');
    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.ae/' },
      { '@type': 'ListItem', position: 2, name: 'Properties', item: 'https://example.ae/properties' },
      { '@type': 'ListItem', position: 3, name: 'Property 3', item: 'https://example.ae/properties/3' },
    ]);
  });
});
