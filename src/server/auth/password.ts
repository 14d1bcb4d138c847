import { argon2, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane), built into Node 24: ~50 ms and 19 MiB
 * a check instead of scrypt's 32 MiB. Stored as a PHC string, so the parameters travel with the hash and an
 * older one is recognised and re-hashed at the next successful sign-in.
 */
const ARGON2 = { memory: 19 * 1024, passes: 2, parallelism: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** No stored hash may make a check cost more than this (a tampered row must not exhaust memory). */
const MAX_MEMORY_KIB = 256 * 1024;

function argon2id(
  password: string,
  salt: Buffer,
  params: { memory: number; passes: number; parallelism: number },
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      { message: password.normalize('NFKC'), nonce: salt, tagLength: length, ...params },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function scryptKey(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: MAX_MEMORY_KIB * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await argon2id(password, salt, ARGON2, KEY_BYTES);
  const { memory, passes, parallelism } = ARGON2;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(key)}`;
}

const ARGON2ID_HASH = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
/** The scheme before argon2id: `scrypt$N$r$p$salt$key`. */
const SCRYPT_HASH = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

interface ParsedHash {
  scheme: 'argon2id' | 'scrypt';
  /** argon2id: memory (KiB), passes, lanes; scrypt: N, r, p. */
  costs: [number, number, number];
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const scheme = stored.startsWith('$argon2id$') ? 'argon2id' : 'scrypt';
  const [, first = '', second = '', third = '', salt = '', key = ''] =
    (scheme === 'argon2id' ? ARGON2ID_HASH : SCRYPT_HASH).exec(stored) ?? [];
  if (!key) return null;
  return {
    scheme,
    costs: [Number(first), Number(second), Number(third)],
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const [first, second, third] = hash.costs;
  let actual: Buffer;
  if (hash.scheme === 'argon2id') {
    if (first > MAX_MEMORY_KIB || second > 16 || third > 16) return false;
    actual = await argon2id(
      password,
      hash.salt,
      { memory: first, passes: second, parallelism: third },
      hash.key.length,
    );
  } else {
    actual = await scryptKey(password, hash.salt, { N: first, r: second, p: third }, hash.key.length);
  }
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** Whether a stored hash is of an older scheme or weaker parameters than `hashPassword` writes today. */
export function needsRehash(stored: string): boolean {
  const hash = parseHash(stored);
  if (hash?.scheme !== 'argon2id') return true;
  const [memory, passes, parallelism] = hash.costs;
  return memory < ARGON2.memory || passes < ARGON2.passes || parallelism !== ARGON2.parallelism;
}
