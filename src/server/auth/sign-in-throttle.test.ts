import { describe, expect, it } from 'vitest';
import { addressKey } from './sign-in-throttle.ts';

describe('addressKey', () => {
  it('keeps IPv4 addresses, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 by /64, however the address is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(network);
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(network);
    expect(addressKey('2001:db8:1:2:0:0:0:9')).toBe(network);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(network);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
