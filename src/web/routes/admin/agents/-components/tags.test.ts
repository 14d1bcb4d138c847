import { describe, expect, it } from 'vitest';
import { addTag } from './tags.ts';

describe('addTag', () => {
  it('adds a trimmed tag', () => {
    expect(addTag(['English'], '  Arabic ')).toEqual(['English', 'Arabic']);
  });

  it('ignores blank entries', () => {
    expect(addTag(['English'], '   ')).toEqual(['English']);
  });

  it('ignores a tag already there, whatever its case', () => {
    expect(addTag(['Penthouses'], 'penthouses')).toEqual(['Penthouses']);
  });
});
