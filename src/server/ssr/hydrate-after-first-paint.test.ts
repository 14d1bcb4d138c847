import type { Manifest } from '@tanstack/react-router';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint } from './hydrate-after-first-paint.ts';
import { PRELOAD_MIN_BYTES } from './preload-rule.ts';

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

/** Every module of the build above is big enough to preload, unless a test says otherwise. */
const ALL_BIG = () => PRELOAD_MIN_BYTES;

describe('hydrateAfterFirstPaint', () => {
  const manifest = hydrateAfterFirstPaint(BUILD, ALL_BIG);

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

  it('adds the preload links a few per task, the entry imported after the first few', () => {
    const routes = Array.from({ length: 20 }, (_, index) => `/assets/route-${index}.js`);
    const starter = hydrateAfterFirstPaint(
      { routes: { ...BUILD.routes, '/properties/': { preloads: routes } } },
      ALL_BIG,
    ).routes.__root__?.scripts?.[0]?.children;
    // What the page's HTML gives the starter: the data script of the matched route.
    const dataScripts = [{ textContent: JSON.stringify(routes) }];
    const steps: string[][] = [];
    const timers: (() => void)[] = [];
    const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
    runInNewContext(
      // The test stands in for `import()`, which a script in a bare context cannot run.
      (starter ?? '').replace('import(', 'importEntry('),
      {
        self: {},
        document: {
          visibilityState: 'hidden',
          querySelectorAll: () => dataScripts,
          head: { insertAdjacentHTML: (_where: string, html: string) => steps.push(links(html)) },
        },
        importEntry: (href: string) => steps.push([`import ${href}`]),
        setTimeout: (run: () => void) => timers.push(run),
      },
    );
    while (timers.length > 0) timers.shift()?.();
    expect(steps[0]).toEqual(['/assets/entry-client-1.js', '/assets/framework-2.js', ...routes.slice(0, 2)]);
    expect(steps[1]).toEqual(['import /assets/entry-client-1.js']);
    expect(steps.slice(2).map((step) => step.length)).toEqual([4, 4, 4, 4, 2]);
    expect(steps.filter((step) => !step[0]?.startsWith('import')).flat()).toEqual([
      '/assets/entry-client-1.js',
      '/assets/framework-2.js',
      ...routes,
    ]);
  });

  it("lists each route's modules in a JSON data script, which the browser does not run", () => {
    const [list] = manifest.routes['/properties/']?.scripts ?? [];
    expect(list?.attrs).toEqual({ type: 'application/json', 'data-hydration-modules': '' });
    expect(JSON.parse(list?.children ?? '')).toEqual(['/assets/PropertyFinder-4.js', '/assets/Select-5.js']);
    expect(manifest.routes['/about']?.scripts).toEqual([]);
  });

  it('preloads only the modules of at least PRELOAD_MIN_BYTES, and the entry whatever its size', () => {
    const small = new Set(['/assets/entry-client-1.js', '/assets/Select-5.js']);
    const sized = hydrateAfterFirstPaint(BUILD, (href) =>
      small.has(href) ? PRELOAD_MIN_BYTES - 1 : PRELOAD_MIN_BYTES,
    );
    const starter = sized.routes.__root__?.scripts?.[0]?.children;
    expect(starter).toContain('["/assets/entry-client-1.js","/assets/framework-2.js"]');
    expect(JSON.parse(sized.routes['/properties/']?.scripts?.[0]?.children ?? '')).toEqual([
      '/assets/PropertyFinder-4.js',
    ]);
    // A route whose modules are all small lists none.
    const none = hydrateAfterFirstPaint(BUILD, (href) => (href.includes('entry') ? PRELOAD_MIN_BYTES : 10));
    expect(none.routes['/properties/']?.scripts).toEqual([]);
    expect(none.routes.__root__?.scripts?.[0]?.children).toContain('const modules = ["/assets/entry-client-1.js"];');
  });

  it('refuses a manifest without the client entry', () => {
    expect(() => hydrateAfterFirstPaint({ routes: { __root__: { preloads: [] } } }, ALL_BIG)).toThrow(
      /no client entry/,
    );
  });
});
