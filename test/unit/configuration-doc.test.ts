import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  CONFIGURATION_DOC,
  configurationTable,
  generateConfigurationDoc,
} from '../../scripts/generate-configuration-doc.ts';
import { envSchema } from '../../src/server/env.ts';

describe('docs/configuration.md', () => {
  it('holds the table generated from src/server/env.ts (npm run docs:configuration writes it)', async () => {
    const current = await readFile(CONFIGURATION_DOC, 'utf8');
    expect(current).toBe(await generateConfigurationDoc(current));
  });

  it('lists every variable the schema reads, with its default', () => {
    const table = configurationTable();
    for (const name of Object.keys(envSchema.shape)) expect(table).toContain(`| \`${name}\` |`);
    expect(table).toContain('| `PORT` | `3000` | HTTP port |');
  });
});
