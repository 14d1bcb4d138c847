import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test/render.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

describe('NotFoundScreen', () => {
  it('shows 404, the title and the explanation', async () => {
    const text = textOf(await renderToHtml(<NotFoundScreen />));
    expect(text).toContain('404');
    expect(text).toContain('Page Not Found');
    expect(text).toContain('may have been removed, had its name changed, or never existed');
  });

  it('offers the three ways on', async () => {
    const html = await renderToHtml(<NotFoundScreen />);
    const links = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => [
      match[1],
      textOf(match[2] ?? ''),
    ]);
    expect(links).toEqual([
      ['/', 'Return Home'],
      ['/properties', 'Browse Properties'],
      ['/contact-for-properties', 'Contact Us'],
    ]);
  });
});
