import { describe, expect, it } from 'vitest';
import { LETTINGS_STEPS } from '../../content/lettings.ts';
import { VALUATION_STEPS } from '../../content/valuations.ts';
import { renderToHtml, textOf } from '../../test/render.tsx';
import { ProcessSteps } from './ProcessSteps.tsx';

describe('ProcessSteps', () => {
  it("renders the valuation's four steps in order, each numbered with its title", async () => {
    const html = await renderToHtml(<ProcessSteps steps={VALUATION_STEPS} />);
    expect(html.match(/<h3/g)).toHaveLength(4);
    const text = textOf(html);
    const positions = ['Property Assessment', 'Market Analysis', 'Valuation Preparation', 'Consultation'].map((title) =>
      text.indexOf(title),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('numbers the lettings steps 1 to 4', async () => {
    const html = await renderToHtml(<ProcessSteps steps={LETTINGS_STEPS} />);
    expect([...html.matchAll(/aria-hidden="true">(\d)<\/span>/g)].map((match) => match[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });
});
