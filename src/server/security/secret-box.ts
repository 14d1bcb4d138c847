import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const SEALED = 'v1';
const PLAIN = 'plain';

/**
 * Seals secrets at rest (authenticator-app secrets, integration credentials, webhook signing secrets)
 * with AES-256-GCM under SECRETS_ENCRYPTION_KEY, so a copy of the database (a backup, a dump) does
 * not hand them over. Without a key a secret is kept as it is, marked `plain:`, and a key added
 * later still reads those; the README's production section asks for a key, and callers that must
 * never keep a secret unsealed check `encrypts` first.
 *
 * Rotation: a secret is sealed under the current key and opened under it or the previous one
 * (SECRETS_ENCRYPTION_KEY_PREVIOUS), so the key can change without losing what the old one sealed;
 * each secret moves to the new key when it is next saved (docs/configuration.md, "Rotating the encryption key").
 */
export class SecretBox {
  private readonly key: Buffer | null;
  private readonly previous: Buffer | null;

  constructor(key: Buffer | null, previous: Buffer | null = null) {
    if (key && key.length !== 32) throw new Error('SECRETS_ENCRYPTION_KEY must be 32 bytes');
    if (previous && previous.length !== 32) throw new Error('SECRETS_ENCRYPTION_KEY_PREVIOUS must be 32 bytes');
    this.key = key;
    this.previous = key ? previous : null;
  }

  /** SECRETS_ENCRYPTION_KEY (and SECRETS_ENCRYPTION_KEY_PREVIOUS) as env.ts accepts them: 64 hex digits or 44 base64 characters. */
  static fromSetting(setting: string | undefined, previous?: string): SecretBox {
    const bytes = (value: string | undefined) =>
      value ? Buffer.from(value, /^[0-9a-f]{64}$/i.test(value) ? 'hex' : 'base64') : null;
    return new SecretBox(bytes(setting), bytes(previous));
  }

  get encrypts(): boolean {
    return this.key !== null;
  }

  seal(secret: string): string {
    if (!this.key) return `${PLAIN}:${secret}`;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [
      SEALED,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join(':');
  }

  open(stored: string): string {
    const [kind = '', ...rest] = stored.split(':');
    if (kind === PLAIN) return rest.join(':');
    if (kind !== SEALED || rest.length !== 3) throw new Error('Unreadable sealed secret');
    if (!this.key) throw new Error('A secret is sealed but SECRETS_ENCRYPTION_KEY is not set');
    const [iv = '', tag = '', body = ''] = rest;
    const openWith = (key: Buffer) => {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    };
    try {
      return openWith(this.key);
    } catch (error) {
      // GCM's tag fails under any other key: sealed before a rotation, it opens under the previous one.
      if (!this.previous) throw error;
      return openWith(this.previous);
    }
  }
}
