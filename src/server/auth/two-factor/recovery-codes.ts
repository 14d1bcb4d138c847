import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;

/** Crockford-style letters: no I, L, O or U, so a code read off paper is typed right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Sixteen characters of 32 (80 random bits), shown as `ABCD-EFGH-JKMN-PQRS`. With that much entropy a
 * plain SHA-256 is enough to store them: nobody can try 2^80 candidates against a stolen hash, and a
 * fast hash keeps recovery sign-ins off the shared password-check queue (scrypt would be needed only for
 * guessable secrets like passwords).
 */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % 32];
  return code.match(/.{4}/g)?.join('-') ?? code;
}

/** What a person may type: any case, with or without dashes and spaces. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

export function recoveryCodeHash(typed: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(typed)).digest('hex');
}

export function looksLikeRecoveryCode(typed: string): boolean {
  return /^[0-9A-Z]{16}$/.test(normaliseRecoveryCode(typed));
}
