import type { Manifest } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint } from './hydrate-after-first-paint.ts';

const BUILD: Manifest = {
  routes: {
    __root__: {
      preloads: ['/assets/entry-client-1.js', '/assets/framework-2.js'],
      css: ['/assets/entry-client-3.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry-client-1.js' } }],
    },
    '/properties/': {
      preloads: ['/assets/PropertyFinder-4.js', { href: '/assets/Select-5.js' }],
      css: ['/assets/PropertyFinder-6.css'],
    },
    '/about': { preloads: [], css: [] },
  },
};

describe('hydrateAfterFirstPaint', () => {
  const manifest = hydrateAfterFirstPaint(BUILD);

  it('has the HTML fetch no script while it is parsed: no modulepreload and no script source', () => {
    for (const route of Object.values(manifest.routes)) {
      expect(route.preloads).toEqual([]);
      for (const script of route.scripts ?? []) expect(script.attrs?.src).toBeUndefined();
    }
  });

  it('keeps the stylesheets, which the first paint needs', () => {
    expect(manifest.routes.__root__?.css).toEqual(['/assets/entry-client-3.css']);
    expect(manifest.routes['/properties/']?.css).toEqual(['/assets/PropertyFinder-6.css']);
  });

  it('starts the entry from an inline module script that preloads the root modules', () => {
    const [starter, ...others] = manifest.routes.__root__?.scripts ?? [];
    expect(others).toEqual([]);
    expect(starter?.attrs).toEqual({ type: 'module' });
    expect(starter?.children).toContain('import("/assets/entry-client-1.js")');
    expect(starter?.children).toContain('["/assets/entry-client-1.js","/assets/framework-2.js"]');
    expect(starter?.children).toContain('requestAnimationFrame');
  });

  it("lists each route's modules in a JSON data script, which the browser does not run", () => {
    const [list] = manifest.routes['/properties/']?.scripts ?? [];
    expect(list?.attrs).toEqual({ type: 'application/json', 'data-hydration-modules': '' });
    expect(JSON.parse(list?.children ?? '')).toEqual(['/assets/PropertyFinder-4.js', '/assets/Select-5.js']);
    expect(manifest.routes['/about']?.scripts).toEqual([]);
  });

  it('refuses a manifest without the client entry', () => {
    expect(() => hydrateAfterFirstPaint({ routes: { __root__: { preloads: [] } } })).toThrow(/no client entry/);
  });
});
