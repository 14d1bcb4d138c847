import { describe, expect, it } from 'vitest';
import { isHtml } from './rich-text.ts';

describe('isHtml', () => {
  it('is true only with angle brackets', () => {
    expect(isHtml('<p>x</p>')).toBe(true);
    expect(isHtml('Plain text')).toBe(false);
  });
});
