import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseLocale, locales } from './locales.ts';

const MESSAGES_DIR = resolve(import.meta.dirname, '../../../messages');

function messagesOf(locale: string): Record<string, string> {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(resolve(MESSAGES_DIR, `${locale}.json`), 'utf8'));
  return messages as Record<string, string>;
}

/** The `{name}` placeholders of a message, sorted. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

const base = messagesOf(baseLocale);

describe.each(locales.filter((locale) => locale !== baseLocale))('messages/%s.json', (locale) => {
  const translated = messagesOf(locale);

  it('has every English key and no other', () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(base).sort());
  });

  it('leaves no message empty', () => {
    expect(Object.entries(translated).filter(([, text]) => typeof text !== 'string' || !text.trim())).toEqual([]);
  });

  it('uses the same placeholders as English in each message', () => {
    for (const [key, text] of Object.entries(base))
      expect({ key, placeholders: placeholders(translated[key] ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
  });
});

describe('messages/en.json', () => {
  it('leaves no message empty', () => {
    expect(Object.entries(base).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
