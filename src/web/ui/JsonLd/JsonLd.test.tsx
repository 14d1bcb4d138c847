import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../test/render.tsx';
import { JsonLd, serializeJsonLd } from './JsonLd.tsx';

describe('JsonLd', () => {
  it('escapes characters that could end the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & more' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & more' });
  });

  it('renders an application/ld+json script', async () => {
    const html = await renderToHtml(<JsonLd data={{ '@type': 'Thing' }} />);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
  });
});
