import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../../test/render.tsx';
import { ListPropertyButton } from './ListPropertyButton.tsx';

describe('ListPropertyButton', () => {
  it('opens the valuation request in a new tab and says so to a screen reader', async () => {
    const html = await renderToHtml(<ListPropertyButton />);
    expect(html).toMatch(/<a[^>]*href="\/valuations"/);
    expect(html).toMatch(/<a[^>]*target="_blank"[^>]*rel="noopener"|<a[^>]*rel="noopener"[^>]*target="_blank"/);
    expect(html).toContain('aria-label="List Your Property (opens in a new tab)"');
    expect(html).toContain('List Your Property</span>');
  });
});
