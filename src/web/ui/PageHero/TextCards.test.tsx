import { describe, expect, it } from 'vitest';
import { LETTINGS_SERVICES } from '../../content/lettings.ts';
import { INVESTMENT_HIGHLIGHTS } from '../../content/market-data.ts';
import { renderToHtml, textOf } from '../../test/render.tsx';
import { TextCards } from './TextCards.tsx';

describe('TextCards', () => {
  it('renders each card as an article with its title and text, in order, marked for the tests', async () => {
    const html = await renderToHtml(<TextCards cards={LETTINGS_SERVICES} cols={3} testId="lettings-service" />);
    expect(html.match(/<article[^>]*data-testid="lettings-service"/g)).toHaveLength(LETTINGS_SERVICES.length);
    const text = textOf(html);
    const positions = LETTINGS_SERVICES.flatMap((card) => [text.indexOf(card.title()), text.indexOf(card.text())]);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('takes a fixed list without ids, one h3 per card', async () => {
    const html = await renderToHtml(<TextCards cards={INVESTMENT_HIGHLIGHTS} cols={{ base: 1, lg: 4 }} />);
    expect(html.match(/<h3/g)).toHaveLength(INVESTMENT_HIGHLIGHTS.length);
    expect(html).not.toContain('data-testid');
  });
});
