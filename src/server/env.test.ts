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
