import { describe, expect, it } from 'vitest';
import { csvCell } from './inquiry-csv.ts';

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+971 50 123', `"'+971 50 123"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tTab', `"'\tTab"`],
    ['say "hi"', '"say ""hi"""'],
    ['plain', '"plain"'],
  ])('makes %j safe', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves numbers and empties plain', () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(null)).toBe('""');
  });
});
