import { describe, expect, it } from 'vitest';
import { optionalEnum } from '../../shared/enums.ts';
import { optionalIsoDate, optionalSearchText, optionalSearchTextOrNumber } from './search-params.ts';

describe('search parameter parsers', () => {
  it('keeps only listed enum values', () => {
    expect(optionalEnum('rent', ['sale', 'rent'] as const)).toBe('rent');
    expect(optionalEnum('lease', ['sale', 'rent'] as const)).toBeUndefined();
    expect(optionalEnum(3, ['sale', 'rent'] as const)).toBeUndefined();
  });

  it('keeps text up to its length and numbers that are finite', () => {
    expect(optionalSearchText('villa', 5)).toBe('villa');
    expect(optionalSearchText('villas', 5)).toBeUndefined();
    expect(optionalSearchTextOrNumber(3, 5)).toBe(3);
    expect(optionalSearchTextOrNumber(Number.NaN, 5)).toBeUndefined();
    expect(optionalSearchTextOrNumber({}, 5)).toBeUndefined();
  });

  it('keeps real calendar dates only', () => {
    expect(optionalIsoDate('2026-02-28')).toBe('2026-02-28');
    expect(optionalIsoDate('2026-02-30')).toBeUndefined();
    expect(optionalIsoDate('28/02/2026')).toBeUndefined();
  });
});
