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

const lines = (...text: string[]) => text.join('\n');

describe('folding: the clients and languages buyers write from', () => {
  it.each([
    ['Gmail', 'On Mon, 30 Nov 2026 at 10:00, Sara Agent <sara@agency.test> wrote:\n> The villa is available.'],
    ['Gmail, attribution wrapped', 'On Mon, 30 Nov 2026 at 10:00, Sara Agent <\nsara@agency.test> wrote:\n> Hello'],
    ['Apple Mail', 'On 30 Nov 2026, at 10:00, Sara Agent <sara@agency.test> wrote:\n\n> Hello'],
    ['Outlook', '-----Original Message-----\nFrom: Sara\nSent: Monday\nSubject: Villa'],
    [
      'Outlook on the web',
      '________________________________\nFrom: Sara Agent <sara@agency.test>\nSent: Monday, 30 November 2026 10:00\nTo: Buyer\nSubject: Villa',
    ],
    ['Android', '-------- Original message --------\nFrom: Sara'],
    ['quoted lines only', '> The villa is available.\n> Sara'],
    ['Russian', '30.11.2026 10:00, Сара пишет:\n> Вилла свободна.'],
    ['Russian Outlook', '-----Исходное сообщение-----\nОт: Сара\nОтправлено: понедельник\nТема: Вилла'],
    ['Arabic', 'في الاثنين، 30 نوفمبر 2026 في 10:00 ص سارة <sara@agency.test> كتب:\n> الفيلا متاحة'],
    ['Chinese', 'Sara <sara@agency.test> 于2026年11月30日周一 10:00写道：\n> 别墅可以看'],
    ['Chinese Outlook', '发件人: Sara\n发送时间: 2026年11月30日\n收件人: Buyer\n主题: 别墅'],
    ['German', 'Am 30.11.2026 um 10:00 schrieb Sara <sara@agency.test>:\n> Hallo'],
  ])('folds the quoted history of %s', (_client, quote) => {
    const folded = foldText(`Yes, Thursday at 4 suits me.\n\n${quote}`);
    expect(folded.shown).toBe('Yes, Thursday at 4 suits me.');
    expect(folded.folded).toBe(quote.trim());
  });

  it('folds a "-- " signature, and the history under it, together', () => {
    const text = lines(
      'Thursday works.',
      '',
      '-- ',
      'Omar Haddad',
      '+971 50 000 0000',
      '',
      'On Mon, Sara wrote:',
      '> Hi',
    );
    expect(foldText(text)).toEqual({
      shown: 'Thursday works.',
      folded: lines('-- ', 'Omar Haddad', '+971 50 000 0000', '', 'On Mon, Sara wrote:', '> Hi'),
    });
  });

  it("folds a phone's footer", () => {
    expect(foldText('Call me tomorrow.\n\nSent from my iPhone')).toEqual({
      shown: 'Call me tomorrow.',
      folded: 'Sent from my iPhone',
    });
  });

  it('shows answers written between the quoted lines whole', () => {
    const text = lines('On Mon, Sara wrote:', '> Which day suits you?', 'Thursday.', '> And the time?', '4 pm.');
    expect(foldText(text)).toEqual({ shown: text, folded: null });
  });

  it('leaves a message with nothing to fold as it is, and one that is only a quote whole', () => {
    expect(foldText('Is the villa still available?\nThanks, Omar')).toEqual({
      shown: 'Is the villa still available?\nThanks, Omar',
      folded: null,
    });
    expect(foldText('> only the quote')).toEqual({ shown: '> only the quote', folded: null });
  });

  it('keeps a line that merely mentions writing, or a dash in a sentence', () => {
    const text = lines('On Monday I wrote to the developer -- no answer yet.', 'Price -- about 4M?');
    expect(foldText(text)).toEqual({ shown: text, folded: null });
  });
});
