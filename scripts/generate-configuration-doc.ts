/**
 * Writes the table of environment variables in docs/configuration.md from the zod schema in
 * src/server/env.ts: each variable's name, its default and its `.describe()` text. The prose around
 * the table is written by hand; test/unit/configuration-doc.test.ts fails when the table and the
 * schema differ, so a new setting cannot go undocumented.
 *
 *   npm run docs:configuration
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { envSchema } from '../src/server/env.ts';

export const CONFIGURATION_DOC = resolve(import.meta.dirname, '../docs/configuration.md');

const START = '<!-- The table is generated from src/server/env.ts: npm run docs:configuration -->';
const END = '<!-- End of the generated table -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The value an unset variable takes, as the table shows it; a dash when there is none. */
function defaultOf(schema: z.ZodType): string {
  if (!(schema instanceof z.ZodDefault)) return '—';
  const value: unknown = schema.def.defaultValue;
  return `\`${String(value)}\``;
}

/** One row per variable, in the schema's order. */
export function configurationTable(schema: z.ZodObject = envSchema): string {
  const rows = Object.entries(schema.shape).map(([name, field]) => {
    if (!field.description) throw new Error(`${name} in src/server/env.ts has no .describe() text`);
    return `| \`${name}\` | ${cell(defaultOf(field))} | ${cell(field.description)} |`;
  });
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** `current` (the document as it is) with its table written anew, formatted as `npm run format` would. */
export async function generateConfigurationDoc(current: string): Promise<string> {
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/configuration.md must hold the lines\n${START}\n${END}`);
  const text = `${current.slice(0, start + START.length)}\n\n${configurationTable()}\n\n${current.slice(end)}`;
  const options = await resolveConfig(CONFIGURATION_DOC);
  return format(text, { ...options, filepath: CONFIGURATION_DOC });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const current = await readFile(CONFIGURATION_DOC, 'utf8');
  const next = await generateConfigurationDoc(current);
  if (next === current) console.warn('docs/configuration.md is up to date');
  else {
    await writeFile(CONFIGURATION_DOC, next);
    console.warn('docs/configuration.md written from src/server/env.ts');
  }
}
