import { describe, expect, it } from 'vitest';
import { foldText } from './fold.ts';

describe('folding a received message for display', () => {
  it('folds the quoted history under a Gmail-style "wrote:" line', () => {
    const text =
      'Yes, Thursday works.\n\nOn Mon, 3 Nov 2026 at 10:00, Sara <sara@agency.ae> wrote:\n> Would Thursday suit you?\n';
    expect(foldText(text)).toEqual({
      shown: 'Yes, Thursday works.',
      folded: 'On Mon, 3 Nov 2026 at 10:00, Sara <sara@agency.ae> wrote:\n> Would Thursday suit you?',
    });
  });

  it("folds Outlook's header block and a signature above it, but keeps a lone From: in the buyer's words", () => {
    const outlook = 'Thanks!\n-- \nJohn Smith\nCEO\n\nFrom: Sara <sara@agency.ae>\nSent: Monday\nSubject: Villa';
    expect(foldText(outlook).shown).toBe('Thanks!');
    expect(foldText(outlook).folded).toContain('Sent: Monday');
    expect(foldText('From: the seller side, we heard nothing.\nStill keen.')).toEqual({
      shown: 'From: the seller side, we heard nothing.\nStill keen.',
      folded: null,
    });
  });

  it('folds trailing ">" quotes and mobile footers, and shows a bare forward whole', () => {
    expect(foldText('Great\n\nSent from my iPhone\n\n> earlier')).toEqual({
      shown: 'Great',
      folded: 'Sent from my iPhone\n\n> earlier',
    });
    expect(foldText('> only quoted')).toEqual({ shown: '> only quoted', folded: null });
  });
});
