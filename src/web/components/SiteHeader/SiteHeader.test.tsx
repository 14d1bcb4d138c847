import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test/render-to-html.tsx';
import { SiteHeader } from './SiteHeader.tsx';

describe('SiteHeader', () => {
  it('links the logo home with the development name', async () => {
    const html = await renderToHtml(<SiteHeader />);
    const logo = /<a[^>]*href="\/"[^>]*>([\s\S]*?)<\/a>/.exec(html);
    expect(logo).not.toBeNull();
    expect(textOf(logo?.[1] ?? '')).toBe('Six Senses Residences · Palm Jumeirah');
  });

  it('links the residences list', async () => {
    expect(await renderToHtml(<SiteHeader />)).toMatch(/<a[^>]*href="\/properties"[^>]*>Residences<\/a>/);
  });
});
