import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encryptionKey } from '../env-values.ts';
import type { Env } from '../env.ts';

/** Where a start on the embedded database keeps the key it generated, beside the cluster. */
export const SECRETS_KEY_FILE = 'secrets-key';

export interface LocalSecretsKey {
  env: Env;
  /** The file the key was generated into on this start (say so once), else null. */
  generated: string | null;
}

/**
 * SECRETS_ENCRYPTION_KEY for a start on the embedded database without one: read from DATA_DIR, or
 * generated there (32 random bytes, a file only this user may read) on the first start, so a fresh
 * demo's webhooks, two-factor sign-in and integrations seal their secrets like production does. A
 * key that is set wins, and with DATABASE_URL (production) nothing is generated: production sets its own.
 */
export async function withLocalSecretsKey(env: Env): Promise<LocalSecretsKey> {
  if (env.SECRETS_ENCRYPTION_KEY || env.DATABASE_URL) return { env, generated: null };
  const file = join(env.DATA_DIR, SECRETS_KEY_FILE);
  await mkdir(env.DATA_DIR, { recursive: true });
  // 'wx': of two instances started at once on a new DATA_DIR, one writes and the other reads.
  const written = await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' }).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  const parsed = encryptionKey.safeParse(await readFile(file, 'utf8'));
  if (!parsed.success)
    throw new Error(`${file} does not hold an encryption key (64 hex digits or 44 base64 characters)`);
  return { env: { ...env, SECRETS_ENCRYPTION_KEY: parsed.data }, generated: written ? file : null };
}
