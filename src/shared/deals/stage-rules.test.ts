import { describe, expect, it } from 'vitest';
import { moveRefusal, nextStages } from './stage-rules.ts';

describe('where a deal may move', () => {
  it.each([
    ['sale', 'offer', 'accepted', false, null],
    ['sale', 'offer', 'deposit-received', false, null],
    ['sale', 'transfer-booked', 'completed', false, null],
    ['sale', 'mou-signed', 'lost', false, null],
    ['sale', 'mou-signed', 'accepted', true, null],
    ['sale', 'mou-signed', 'accepted', false, 'Only an owner or a manager can move a deal back'],
    ['sale', 'deposit-received', 'offer', true, 'A deal moves back one stage at a time'],
    ['sale', 'completed', 'lost', true, 'This deal is completed: it cannot move any more'],
    ['sale', 'lost', 'offer', true, 'This deal is lost: it cannot move any more'],
    ['sale', 'offer', 'ejari-registered', true, '“ejari-registered” is not a stage of a sale'],
    ['rental', 'offer', 'mou-signed', true, '“mou-signed” is not a stage of a rental'],
    ['rental', 'contract-signed', 'ejari-registered', false, null],
    ['rental', 'accepted', 'accepted', true, 'This deal is already at this stage'],
  ] as const)('%s from %s to %s (may move back: %s) -> %s', (kind, from, to, mayMoveBack, refusal) => {
    expect(moveRefusal(kind, from, to, mayMoveBack)).toBe(refusal);
  });

  it('offers an agent the later stages and lost, a manager one step back too', () => {
    expect(nextStages('rental', 'contract-signed', false)).toEqual([
      'contract-signed',
      'ejari-registered',
      'completed',
      'lost',
    ]);
    expect(nextStages('rental', 'contract-signed', true)).toEqual([
      'accepted',
      'contract-signed',
      'ejari-registered',
      'completed',
      'lost',
    ]);
  });
});
