import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test/render.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

describe('Breadcrumbs', () => {
  it('renders nothing on the home page', async () => {
    const html = await renderToHtml(<Breadcrumbs />, '/');
    expect(html).not.toContain('Breadcrumb');
    expect(html).not.toContain('BreadcrumbList');
  });

  it('links each step of the current path and marks the last as the current page', async () => {
    const html = await renderToHtml(<Breadcrumbs />, '/properties/42');
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/properties"[^>]*>Properties<\/a>/);
    const anchors = [...html.matchAll(/<a([^>]*)>([^<]*)<\/a>/g)].map(([, attributes = '', label]) => ({
      label,
      current: attributes.includes('aria-current="page"'),
    }));
    expect(anchors).toEqual([
      { label: 'Home', current: false },
      { label: 'Properties', current: false },
      { label: 'Property 42', current: true },
    ]);
  });

  it('emits BreadcrumbList structured data with absolute URLs', async () => {
    const html = await renderToHtml(<Breadcrumbs path="/floor-plans" />, '/');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    const data = JSON.parse(json ?? '{}') as { '@type': string; itemListElement: { name: string; item: string }[] };
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((item) => item.name)).toEqual(['Home', 'Floor Plans']);
    expect(data.itemListElement[1]?.item).toBe('https://residences.example/floor-plans');
  });

  it('uses a given label for the last step', async () => {
    const html = await renderToHtml(<Breadcrumbs path="/blog/some-slug" currentLabel="Living Well" />, '/');
    expect(textOf(html)).toContain('Home / Blog / Living Well');
  });
});
