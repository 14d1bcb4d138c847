import { describe, expect, it } from 'vitest';
import { fillPlaceholders, unknownPlaceholders, usedPlaceholders } from './message-templates.ts';

const values = {
  firstName: 'Amelia',
  lastName: 'Hart',
  residence: 'Penthouse 4201',
  agentName: 'Layla',
  agentPhone: '+971 50 000 0000',
  agencyName: 'Six Senses Residences',
};

describe('template placeholders', () => {
  it('fills every placeholder of ours, each time it occurs, and leaves other braces as written', () => {
    expect(fillPlaceholders('Dear {firstName} {lastName}, {residence} ({firstName}) { } {"a":1}', values)).toBe(
      'Dear Amelia Hart, Penthouse 4201 (Amelia) { } {"a":1}',
    );
  });

  it('names each unknown placeholder once, in order, case and all', () => {
    expect(unknownPlaceholders('{firstname} {agentName} {buyer} {firstname} {{x}} { spaced }')).toEqual([
      'firstname',
      'buyer',
      'x',
    ]);
    expect(unknownPlaceholders('Dear {firstName}, call {agentPhone}.')).toEqual([]);
  });

  it('lists the placeholders a text uses', () => {
    expect(usedPlaceholders('{agentName} {residence} {agentName} {other}')).toEqual(['agentName', 'residence']);
  });
});
