import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id.ts';

describe('parseRouteId', () => {
  it('reads a positive whole number written plainly', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('2147483647')).toBe(2147483647);
  });

  it('names no record for anything else', () => {
    for (const segment of [
      '',
      '0',
      '-1',
      '1.5',
      '012',
      '1e3',
      ' 12',
      '12 ',
      '0x10',
      'new',
      'abc',
      '9007199254740993',
    ]) {
      expect(parseRouteId(segment), segment).toBeNull();
    }
  });
});
