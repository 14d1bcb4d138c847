import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePropertySearch } from '../../web/features/properties/filter.ts';
import { validateTokenSearch } from '../../web/features/subscriptions/use-link-token.ts';
import { validateIdsSearch } from '../../web/routes/shortlist/-components/search.ts';
import { pageAddress, pageQueryParams } from './page-query.ts';

const ROUTES = resolve(import.meta.dirname, '../../web/routes');

/** The public route files that parse a query, as the router's paths ('/properties', '/shortlist/compare'). */
function routesReadingQueries(): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(ROUTES, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    const route = relative(ROUTES, file);
    if (!entry.isFile() || !/\.tsx$/.test(route) || /(^|\/)-components\//.test(route) || route.startsWith('admin')) {
      continue;
    }
    if (!readFileSync(file, 'utf8').includes('validateSearch')) continue;
    paths.push(`/${route.replace(/\.tsx$/, '').replace(/(^|\/)index$/, '')}`);
  }
  return paths;
}

describe('pageAddress', () => {
  it('drops tracking tags and every parameter the page does not read', () => {
    expect(pageAddress('/?gclid=abc&utm_source=google&utm_content=ad-1')).toBe('/');
    expect(pageAddress('/about?fbclid=x&msclkid=y&_ga=1.2&ttclid=z&mc_cid=1&mc_eid=2&view=map')).toBe('/about');
    expect(pageAddress('/ar/properties/135?wbraid=a&gbraid=b')).toBe('/ar/properties/135');
    expect(pageAddress('/properties?utm_campaign=palm')).toBe('/properties');
  });

  it('keeps the parameters the page reads, in name order, whatever order and tags they came with', () => {
    const expected = '/properties?bedrooms=3&priceMax=9000000&type=rent';
    expect(pageAddress('/properties?type=rent&gclid=1&bedrooms=3&priceMax=9000000')).toBe(expected);
    expect(pageAddress('/properties?priceMax=9000000&utm_source=x&type=rent&bedrooms=3')).toBe(expected);
    expect(pageAddress('/ru/shortlist/compare?utm_medium=email&ids=4,9')).toBe('/ru/shortlist/compare?ids=4%2C9');
    expect(pageAddress('/newsletter/confirm?token=abc&utm_source=newsletter')).toBe('/newsletter/confirm?token=abc');
  });

  it('leaves the console addresses whole', () => {
    expect(pageAddress('/admin/login?redirect=%2Fadmin%2Finquiries&utm_source=x')).toBe(
      '/admin/login?redirect=%2Fadmin%2Finquiries&utm_source=x',
    );
  });
});

describe('the table of parameters each page reads', () => {
  it('names every public route that parses its query', () => {
    const routes = routesReadingQueries();
    expect(routes).toContain('/properties');
    for (const route of routes) expect(pageQueryParams(route), route).not.toHaveLength(0);
  });

  it('holds every parameter the routes keep, so none is dropped from the address', () => {
    const tagged = { gclid: 'x', utm_source: 'y' };
    const readers: Array<[string, (raw: Record<string, unknown>) => object, Record<string, unknown>]> = [
      [
        '/properties',
        parsePropertySearch,
        { type: 'rent', propertyType: 'Villa', bedrooms: 3, priceMin: 1, priceMax: 2, keyword: 'sea' },
      ],
      ['/shortlist', validateIdsSearch, { ids: '4,9' }],
      ['/newsletter/confirm', validateTokenSearch, { token: 'abc' }],
    ];
    for (const [path, read, search] of readers) {
      const kept = Object.keys(read({ ...search, ...tagged })).sort();
      expect(kept, path).toEqual(Object.keys(search).sort());
      expect([...pageQueryParams(path)].sort(), path).toEqual(kept);
    }
  });
});
