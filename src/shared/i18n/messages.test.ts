import { describe, expect, it } from 'vitest';
import { readMessages } from '../../../test/support/message-files.ts';
import { baseLocale, locales } from './locales.ts';

/**
 * A message: plain text with `{name}` placeholders, or (for plurals) Paraglide's variant form, a
 * one-element array of declarations, selectors and a pattern per matched case.
 */
interface VariantMessage {
  declarations: string[];
  selectors: string[];
  match: Record<string, string>;
}
type Message = string | [VariantMessage];

function messagesOf(locale: string): Record<string, Message> {
  return readMessages(locale) as Record<string, Message>;
}

/** Every text a message can show: itself, or each of its variants' patterns. */
function patternsOf(message: Message | undefined): string[] {
  if (message === undefined) return [];
  return typeof message === 'string' ? [message] : Object.values(message[0].match);
}

/** What a message takes: its `{name}` placeholders, or a variant message's declared inputs; sorted. */
function placeholders(message: Message | undefined): string[] {
  if (message === undefined || typeof message === 'string')
    return [...(message ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
  return message[0].declarations
    .map((declaration) => /^input (\w+)$/.exec(declaration)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
}

const isBlank = (message: Message) => patternsOf(message).some((text) => typeof text !== 'string' || !text.trim());

const base = messagesOf(baseLocale);

describe.each(locales.filter((locale) => locale !== baseLocale))('the %s messages', (locale) => {
  const translated = messagesOf(locale);

  it('has every English key and no other', () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(base).sort());
  });

  it('leaves no message empty', () => {
    expect(Object.entries(translated).filter(([, message]) => isBlank(message))).toEqual([]);
  });

  it('uses the same placeholders as English in each message', () => {
    for (const [key, text] of Object.entries(base))
      expect({ key, placeholders: placeholders(translated[key]) }).toEqual({
        key,
        placeholders: placeholders(text),
      });
  });
});

describe.each(locales)('plurals in the %s messages', (locale) => {
  const messages = messagesOf(locale);
  const plurals = Object.entries(messages).filter((entry): entry is [string, [VariantMessage]] =>
    Array.isArray(entry[1]),
  );

  it("give a pattern for each of the language's plural forms, and only those", () => {
    const forms = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
    for (const [key, [message]] of plurals) {
      const [selector] = message.selectors;
      // `*` is the catch-all case: the 'other' form.
      const cases = Object.keys(message.match)
        .map((match) => match.replace(`${selector}=`, ''))
        .map((form) => (form === '*' ? 'other' : form));
      expect({ key, cases: cases.sort() }).toEqual({ key, cases: forms });
    }
  });

  it('use a placeholder only when it is one of their inputs', () => {
    for (const [key, message] of plurals) {
      const inputs = placeholders(message);
      const used = patternsOf(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
      expect({ key, unknown: used.filter((name) => !inputs.includes(name ?? '')) }).toEqual({ key, unknown: [] });
    }
  });
});

describe('the English messages', () => {
  it('leaves no message empty', () => {
    expect(Object.entries(base).filter(([, message]) => isBlank(message))).toEqual([]);
  });
});
