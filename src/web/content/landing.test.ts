import { describe, expect, it } from 'vitest';
import { heroTransform } from './landing.ts';

describe('heroTransform', () => {
  it('maps 0-500 px to a 0-15% shift and 0-300 px to a 1-1.08 zoom', () => {
    expect(heroTransform(0)).toEqual({ shiftPercent: 0, scale: 1 });
    expect(heroTransform(150)).toEqual({ shiftPercent: 4.5, scale: 1.04 });
    expect(heroTransform(300)).toEqual({ shiftPercent: 9, scale: 1.08 });
    expect(heroTransform(500)).toEqual({ shiftPercent: 15, scale: 1.08 });
  });

  it('stays within its range past the ends', () => {
    expect(heroTransform(5000)).toEqual({ shiftPercent: 15, scale: 1.08 });
    expect(heroTransform(-40)).toEqual({ shiftPercent: 0, scale: 1 });
  });
});
