import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../../shared/validation.ts';
import { MAX_ROUTE_ID, parseRouteId } from './route-id.ts';

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
      '2147483648',
      '9999999999',
      '9007199254740993',
    ]) {
      expect(parseRouteId(segment), segment).toBeNull();
    }
  });

  it('stops where the server id rule stops', () => {
    expect(MAX_ROUTE_ID).toBe(MAX_ID);
  });
});
