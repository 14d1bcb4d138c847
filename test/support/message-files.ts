import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The message files of the inlang project, one per area and language (`messages/<locale>/<area>.json`),
 * as project.inlang/settings.json lists them for Paraglide's compiler.
 */
export function messageFilePatterns(): string[] {
  const settings = JSON.parse(readFileSync(resolve(ROOT, 'project.inlang/settings.json'), 'utf8')) as {
    'plugin.inlang.messageFormat': { pathPattern: string | string[] };
  };
  const { pathPattern } = settings['plugin.inlang.messageFormat'];
  return Array.isArray(pathPattern) ? pathPattern : [pathPattern];
}

/**
 * Every message of a language, read from all its files (`$schema` left out); a key that two files
 * both define is an error, as the compiler would keep only one of them.
 */
export function readMessages(locale: string): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const pattern of messageFilePatterns()) {
    const file = resolve(ROOT, pattern.replace('{locale}', locale));
    const { $schema: _schema, ...own } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [key, message] of Object.entries(own)) {
      if (key in messages) throw new Error(`${key} is defined twice for ${locale} (again in ${pattern})`);
      messages[key] = message;
    }
  }
  return messages;
}
