import { describe, expect, it } from 'vitest';
import { renderToHtml, textOf } from '../../test/render.tsx';
import { PageHero } from './PageHero.tsx';

describe('PageHero', () => {
  it('renders one h1, the eyebrow, the lead and the actions', async () => {
    const html = await renderToHtml(
      <PageHero eyebrow="Palm Jumeirah" title="Floor Plans" lead="Six plans" image="/media/hero.webp">
        <a href="/docs/fact-sheet.pdf">Fact Sheet</a>
      </PageHero>,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(textOf(html)).toContain('Palm Jumeirah Floor Plans Six plans Fact Sheet');
    // The picture is decorative and reserves its size.
    expect(html).toMatch(/<img[^>]*alt=""[^>]*/);
    expect(html).toMatch(/width="1600"[^>]*height="900"/);
  });

  it('has no image when none is given', async () => {
    const html = await renderToHtml(<PageHero title="Sitemap" />);
    expect(html).not.toContain('<img');
    expect(html).toContain('data-with-image="false"');
  });
});
