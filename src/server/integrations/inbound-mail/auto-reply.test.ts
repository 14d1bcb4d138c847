import { describe, expect, it } from 'vitest';
import { isAutoReply } from './auto-reply.ts';

/** A header lookup over `headers` (names lower-case). */
const withHeaders =
  (headers: Record<string, string> = {}) =>
  (name: string) =>
    name in headers ? [headers[name]!] : [];

describe('isAutoReply', () => {
  it.each([
    ['Auto-Submitted: auto-replied', { 'auto-submitted': 'auto-replied' }],
    ['Auto-Submitted: auto-generated', { 'auto-submitted': 'Auto-Generated' }],
    ['X-Autoreply', { 'x-autoreply': 'yes' }],
    ['X-Autorespond', { 'x-autorespond': 'Vacation' }],
    ['Precedence: auto_reply', { precedence: 'auto_reply' }],
    ['Precedence: bulk', { precedence: 'bulk' }],
    ['Precedence: junk', { precedence: 'junk' }],
    ['an empty Return-Path', { 'return-path': '<>' }],
  ])('is one with %s', (_case, headers) => {
    expect(isAutoReply(withHeaders(headers), 'Re: Villa in Emirates Hills')).toBe(true);
  });

  it.each([
    'Automatic reply: Villa in Emirates Hills',
    'Auto-Reply: Your enquiry',
    'Out of Office: Re: Villa',
    'Out of office',
    'Vacation reply',
    'Omar Haddad is out of the office',
    'Réponse automatique : Villa',
    'Автоответ: Вилла',
    '自动回复: 别墅',
    'رد تلقائي: فيلا',
  ])('is one with the subject "%s"', (subject) => {
    expect(isAutoReply(withHeaders(), subject)).toBe(true);
  });

  it.each([
    [{ 'auto-submitted': 'no' }, 'Re: Villa in Emirates Hills'],
    [{ precedence: 'list' }, 'Re: Villa'],
    [{ 'return-path': '<omar@example.com>' }, 'Vacation home in Dubai'],
    [{}, 'Out of office space: do you have any?'],
    [{}, null],
  ])('is not one with %j and the subject %j', (headers, subject) => {
    expect(isAutoReply(withHeaders(headers), subject)).toBe(false);
  });
});
