import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { SecretBox } from './secret-box.ts';
import { SECRETS_KEY_FILE, withLocalSecretsKey } from './secrets-key.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'secrets-key-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the secrets key of a start on the embedded database', () => {
  it('is generated once into DATA_DIR, readable by its owner only, and read from there after', async () => {
    const first = await withLocalSecretsKey(parseEnv({ DATA_DIR: dataDir }));
    expect(first.generated).toBe(join(dataDir, SECRETS_KEY_FILE));
    expect((await stat(join(dataDir, SECRETS_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect(SecretBox.fromSetting(first.env.SECRETS_ENCRYPTION_KEY).encrypts).toBe(true);

    const again = await withLocalSecretsKey(parseEnv({ DATA_DIR: dataDir }));
    expect(again.generated).toBeNull();
    expect(again.env.SECRETS_ENCRYPTION_KEY).toBe(first.env.SECRETS_ENCRYPTION_KEY);
  });

  it('is not generated with DATABASE_URL (production sets its own), nor when a key is set', async () => {
    const production = parseEnv({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://app:x@db/sixsenses' });
    expect(await withLocalSecretsKey(production)).toEqual({ env: production, generated: null });
    const set = parseEnv({ DATA_DIR: dataDir, SECRETS_ENCRYPTION_KEY: 'ab'.repeat(32) });
    expect(await withLocalSecretsKey(set)).toEqual({ env: set, generated: null });
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('stops start-up on a key file that holds no key, naming it', async () => {
    await writeFile(join(dataDir, SECRETS_KEY_FILE), 'not a key\n', { mode: 0o600 });
    await expect(withLocalSecretsKey(parseEnv({ DATA_DIR: dataDir }))).rejects.toThrow(SECRETS_KEY_FILE);
  });
});
