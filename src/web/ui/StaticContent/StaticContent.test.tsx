import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../test/render.tsx';
import { StaticContent } from './StaticContent.tsx';

describe('StaticContent', () => {
  it('is rendered in full on the server, in a marked box of its own', async () => {
    const html = await renderToHtml(
      <StaticContent watch={['AED']}>
        <p>
          Sea on every side, <a href="/location">the location</a>
        </p>
      </StaticContent>,
    );
    expect(html).toMatch(/<div class="[^"]+" data-static-content="">.*Sea on every side, <a href="\/location">/s);
  });
});
