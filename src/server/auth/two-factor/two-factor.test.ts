import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { looksLikeRecoveryCode, newRecoveryCode, recoveryCodeHash } from './recovery-codes.ts';
import { SecretBox } from '../../security/secret-box.ts';
import { acceptedStep, newTotpSecret } from './totp.ts';

/** RFC 6238 written out here (HMAC-SHA1, 30 s, 6 digits), so the library is checked against the RFC. */
function rfcCode(base32: string, epochSeconds: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(epochSeconds / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_015;

  it('accepts the RFC 6238 code of now and of one step either side, and says which step', async () => {
    expect(await acceptedStep(secret, rfcCode(secret, now), null, now)).toBe(Math.floor(now / 30));
    expect(await acceptedStep(secret, rfcCode(secret, now - 30), null, now)).toBe(Math.floor(now / 30) - 1);
    expect(await acceptedStep(secret, rfcCode(secret, now + 30), null, now)).toBe(Math.floor(now / 30) + 1);
  });

  it('refuses a code two steps away, a malformed one, and a step at or before the last one used', async () => {
    expect(await acceptedStep(secret, rfcCode(secret, now - 90), null, now)).toBeNull();
    expect(await acceptedStep(secret, 'abcdef', null, now)).toBeNull();
    expect(await acceptedStep(secret, '12345', null, now)).toBeNull();
    const step = Math.floor(now / 30);
    expect(await acceptedStep(secret, rfcCode(secret, now), step, now)).toBeNull();
    expect(await acceptedStep(secret, rfcCode(secret, now + 30), step, now)).toBe(step + 1);
  });
});

describe('recovery codes', () => {
  it('are 16 unambiguous characters in groups of four, different every time', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('hash alike however they are typed', () => {
    const code = newRecoveryCode();
    expect(recoveryCodeHash(code.toLowerCase().replace(/-/g, ' '))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});

describe('SecretBox', () => {
  it('seals with a key so the stored text does not hold the secret, and opens it again', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.seal('A')).not.toBe(box.seal('A'));
  });

  it('refuses a tampered or wrongly keyed secret, and still reads plain ones after a key is added', () => {
    const box = new SecretBox(randomBytes(32));
    const sealed = box.seal('SECRET');
    const [v, iv, tag, body = ''] = sealed.split(':');
    const flipped = `${v}:${iv}:${tag}:${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => new SecretBox(null).open(sealed)).toThrow(/SECRETS_ENCRYPTION_KEY/);
    expect(box.open(new SecretBox(null).seal('SECRET'))).toBe('SECRET');
  });

  it('takes the key as 64 hex digits or base64', () => {
    const key = randomBytes(32);
    const sealed = SecretBox.fromSetting(key.toString('hex')).seal('X');
    expect(SecretBox.fromSetting(key.toString('base64')).open(sealed)).toBe('X');
    expect(SecretBox.fromSetting(undefined).encrypts).toBe(false);
  });

  it('opens what the previous key sealed after a rotation, and seals under the new key only', () => {
    const [before, after] = [randomBytes(32).toString('hex'), randomBytes(32).toString('hex')];
    const old = SecretBox.fromSetting(before).seal('SECRET');
    const rotated = SecretBox.fromSetting(after, before);
    expect(rotated.open(old)).toBe('SECRET');
    const resealed = rotated.seal('SECRET');
    expect(SecretBox.fromSetting(after).open(resealed)).toBe('SECRET');
    expect(() => SecretBox.fromSetting(before).open(resealed)).toThrow();
    // Without the previous key, the old secret stays closed.
    expect(() => SecretBox.fromSetting(after).open(old)).toThrow();
  });
});
