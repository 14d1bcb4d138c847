import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseLocale, locales } from './locales.ts';

const MESSAGES_DIR = resolve(import.meta.dirname, '../../../messages');

/**
 * A message with variants (Paraglide's plural form): the inputs it declares, what it selects on
 * and one text per case ('countPlural=one', 'countPlural=*').
 */
interface VariantMessage {
  declarations: string[];
  selectors: string[];
  match: Record<string, string>;
}
type Message = string | VariantMessage[];

function messagesOf(locale: string): Record<string, Message> {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(resolve(MESSAGES_DIR, `${locale}.json`), 'utf8'));
  return messages as Record<string, Message>;
}

/** Every text a message can read: the message itself, or each of its variants. */
function textsOf(message: Message | undefined): string[] {
  if (typeof message === 'string') return [message];
  return (message ?? []).flatMap((variant) => Object.values(variant.match ?? {}));
}

/** The `{name}` placeholders of a text, sorted. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/** What a message takes: a plain message's placeholders, or the inputs a variant message declares. */
function inputsOf(message: Message | undefined): string[] {
  if (typeof message === 'string') return placeholders(message);
  return (message ?? [])
    .flatMap((variant) => variant.declarations)
    .flatMap((declaration) => /^input (\w+)$/.exec(declaration)?.[1] ?? [])
    .sort();
}

const base = messagesOf(baseLocale);

describe.each(locales.filter((locale) => locale !== baseLocale))('messages/%s.json', (locale) => {
  const translated = messagesOf(locale);

  it('has every English key and no other', () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(base).sort());
  });

  it('leaves no message empty', () => {
    expect(
      Object.entries(translated).filter(([, message]) => {
        const texts = textsOf(message);
        return texts.length === 0 || texts.some((text) => typeof text !== 'string' || !text.trim());
      }),
    ).toEqual([]);
  });

  it('uses the same placeholders as English in each message', () => {
    for (const [key, message] of Object.entries(base))
      expect({ key, placeholders: inputsOf(translated[key]) }).toEqual({ key, placeholders: inputsOf(message) });
  });
});

describe.each(locales)('plural messages in %s', (locale) => {
  const messages = messagesOf(locale);
  const plurals = Object.entries(messages).filter((entry): entry is [string, VariantMessage[]] =>
    Array.isArray(entry[1]),
  );

  it("give each of the language's plural forms a text, and read no other input", () => {
    // Intl's plural categories of the language: Russian one/few/many/other, Arabic all six.
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.filter((c) => c !== 'other');
    for (const [key, [variant]] of plurals) {
      const cases = Object.keys(variant?.match ?? {}).map((selector) => selector.split('=')[1]);
      expect({ key, missing: categories.filter((category) => !cases.includes(category)) }).toEqual({
        key,
        missing: [],
      });
      expect({ key, catchAll: cases.includes('*') }).toEqual({ key, catchAll: true });
      const inputs = inputsOf([variant as VariantMessage]);
      for (const text of textsOf([variant as VariantMessage]))
        expect(placeholders(text).filter((name) => !inputs.includes(name))).toEqual([]);
    }
  });
});

describe('messages/en.json', () => {
  it('leaves no message empty', () => {
    expect(Object.entries(base).filter(([, message]) => textsOf(message).some((text) => !text.trim()))).toEqual([]);
  });
});
