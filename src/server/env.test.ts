import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless configured', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
  });

  it('takes addresses and CIDR blocks, IPv4 and IPv6', () => {
    expect(parseEnv({ TRUST_PROXY: '10.0.0.7, 172.18.0.0/16,fd00::/8,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.7',
      '172.18.0.0/16',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each(['0', '11', 'yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.0/8/8', 'loopback', '10.0.0.1,,'])(
    'stops start-up naming the variable for %j',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
    },
  );
});

describe('S3 media storage', () => {
  const complete = {
    S3_BUCKET: 'sixsenses-media',
    S3_REGION: 'me-central-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret/example+key',
  };

  it('is off unless S3_BUCKET is set, and empty values count as unset', () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    const env = parseEnv({ S3_BUCKET: '', S3_REGION: '', S3_ENDPOINT: '', S3_PUBLIC_URL: '' });
    expect(env).toMatchObject({ S3_BUCKET: undefined, S3_REGION: undefined, S3_ENDPOINT: undefined });
  });

  it('takes a complete configuration, with base URLs stored without a trailing slash', () => {
    const env = parseEnv({
      ...complete,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_PUBLIC_URL: 'https://media.example.com/site//',
    });
    expect(env).toMatchObject({
      ...complete,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PUBLIC_URL: 'https://media.example.com/site',
    });
  });

  it.each(['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)(
    'stops start-up naming %s when S3_BUCKET comes without it',
    (name) => {
      const partial: Record<string, string> = { ...complete };
      delete partial[name];
      expect(() => parseEnv(partial)).toThrow(new RegExp(`${name}: required when S3_BUCKET is set`));
    },
  );

  it('stops start-up naming S3_BUCKET when other S3 settings come without it', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT is set/,
    );
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(
      /S3_BUCKET: required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/,
    );
    expect(() => parseEnv({ BACKUP_S3_BUCKET: 'agency-backups' })).toThrow(
      /S3_BUCKET: required when BACKUP_S3_BUCKET is set/,
    );
  });

  it.each([
    ['S3_BUCKET', 'Media_Bucket'],
    ['S3_BUCKET', 'ab'],
    ['S3_ENDPOINT', 'ftp://store.example.com'],
    ['S3_ENDPOINT', 'localhost:9000'],
    ['S3_PUBLIC_URL', 'javascript:alert(1)'],
  ])('stops start-up naming %s for %j', (name, value) => {
    expect(() => parseEnv({ ...complete, [name]: value })).toThrow(new RegExp(`${name}: `));
  });
});

describe('SECRETS_ENCRYPTION_KEY', () => {
  const hex = 'ab'.repeat(32);
  it('is read under its name and under its former name TOTP_ENCRYPTION_KEY, the new name winning', () => {
    expect(parseEnv({ SECRETS_ENCRYPTION_KEY: hex }).SECRETS_ENCRYPTION_KEY).toBe(hex);
    expect(parseEnv({ TOTP_ENCRYPTION_KEY: hex }).SECRETS_ENCRYPTION_KEY).toBe(hex);
    expect(parseEnv({ SECRETS_ENCRYPTION_KEY: hex, TOTP_ENCRYPTION_KEY: 'cd'.repeat(32) }).SECRETS_ENCRYPTION_KEY).toBe(
      hex,
    );
    expect(parseEnv({}).SECRETS_ENCRYPTION_KEY).toBeUndefined();
  });

  it('stops start-up on a key that is not 32 bytes, the previous one (rotation) included', () => {
    expect(() => parseEnv({ SECRETS_ENCRYPTION_KEY: 'short' })).toThrow(/SECRETS_ENCRYPTION_KEY: expected 32 bytes/);
    expect(() => parseEnv({ SECRETS_ENCRYPTION_KEY: hex, SECRETS_ENCRYPTION_KEY_PREVIOUS: 'short' })).toThrow(
      /SECRETS_ENCRYPTION_KEY_PREVIOUS: expected 32 bytes/,
    );
  });
});

describe('MIGRATION_DATABASE_URL', () => {
  it('names the owning role beside DATABASE_URL, and means nothing without it', () => {
    const urls = {
      DATABASE_URL: 'postgresql://sixsenses_app:a@db/sixsenses',
      MIGRATION_DATABASE_URL: 'postgresql://sixsenses_owner:b@db/sixsenses',
    };
    expect(parseEnv(urls).MIGRATION_DATABASE_URL).toBe(urls.MIGRATION_DATABASE_URL);
    expect(
      parseEnv({ DATABASE_URL: urls.DATABASE_URL, MIGRATION_DATABASE_URL: '' }).MIGRATION_DATABASE_URL,
    ).toBeUndefined();
    expect(() => parseEnv({ MIGRATION_DATABASE_URL: urls.MIGRATION_DATABASE_URL })).toThrow(
      /DATABASE_URL: required when MIGRATION_DATABASE_URL is set/,
    );
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to the address and port the server listens on', () => {
    expect(parseEnv({}).PUBLIC_URL).toBe('http://127.0.0.1:3000');
    expect(parseEnv({ PORT: '3100' }).PUBLIC_URL).toBe('http://127.0.0.1:3100');
    expect(parseEnv({ HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseEnv({ HOST: '::1', PORT: '8080' }).PUBLIC_URL).toBe('http://[::1]:8080');
  });

  it('is what it is set to, whatever the port', () => {
    expect(parseEnv({ PORT: '3100', PUBLIC_URL: 'https://sixsenses.example' }).PUBLIC_URL).toBe(
      'https://sixsenses.example',
    );
  });
});
