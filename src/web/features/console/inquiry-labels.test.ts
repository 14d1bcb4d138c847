import { describe, expect, it } from 'vitest';
import { kindLabel } from './inquiry-labels.ts';

describe('kindLabel', () => {
  it("names a lead's kind in the console's words", () => {
    expect(kindLabel('valuation')).toBe('Valuation');
    expect(kindLabel('lettings')).toBe('Lettings');
    expect(kindLabel('viewing')).toBe('Viewing');
  });

  it('shows a kind this build does not know by its own name', () => {
    expect(kindLabel('open-house')).toBe('open-house');
  });
});
