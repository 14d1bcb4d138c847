import { describe, expect, it } from 'vitest';
import { ROYAL_PENTHOUSE as penthouse } from '../../../test/fixtures.ts';
import { renderToHtml, textOf } from '../../../test/render.tsx';
import { PropertyCard } from './PropertyCard.tsx';

describe('PropertyCard', () => {
  it('shows the title, key figures and price', async () => {
    const text = textOf(await renderToHtml(<PropertyCard property={penthouse} />));
    expect(text).toContain('Royal Penthouse');
    expect(text).toContain('4 Bedrooms');
    expect(text).toContain('5 Bathrooms');
    expect(text).toContain('9,140 sq ft');
    expect(text).toContain('AED 72.0M');
    expect(text).toContain('Permit 7014033686');
  });

  it('badges a reserved or off-plan residence, and not an available one', async () => {
    const badge = /data-testid="status-badge"[^>]*>([^<]*)</;
    expect(await renderToHtml(<PropertyCard property={penthouse} />)).not.toMatch(badge);
    for (const status of ['Reserved', 'Under Construction'] as const) {
      const html = await renderToHtml(<PropertyCard property={{ ...penthouse, status, availability: status }} />);
      expect(html.match(badge)?.[1]).toBe(status);
    }
  });

  it('shows no permit line for a listing without a permit', async () => {
    const text = textOf(await renderToHtml(<PropertyCard property={{ ...penthouse, permitNumber: null }} />));
    expect(text).not.toContain('Permit');
  });

  it('says Price on Request when the price is 0', async () => {
    expect(textOf(await renderToHtml(<PropertyCard property={{ ...penthouse, price: '0' }} />))).toContain(
      'Price on Request',
    );
  });

  it('links to the property page and reserves the image size', async () => {
    const html = await renderToHtml(<PropertyCard property={penthouse} />);
    expect(html).toMatch(/<a[^>]*href="\/properties\/135"/);
    expect(html).toMatch(/<img[^>]*width="800"[^>]*height="533"/);
    expect(html).toContain('/media/properties/royal-penthouse-1-800.webp 800w');
  });
});
