import { describe, expect, it } from 'vitest';
import { moveItem, moveTo } from './order.ts';

describe('moveItem', () => {
  it('swaps with the neighbour above or below', () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the order alone at either end', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('moveTo', () => {
  it('takes an item out and puts it where it was dropped', () => {
    expect(moveTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveTo(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
