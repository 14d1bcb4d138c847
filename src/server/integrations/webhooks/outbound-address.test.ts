import { describe, expect, it } from 'vitest';
import { checkedAddresses, isPrivateAddress } from './outbound-address.ts';

describe('the outbound address rule', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::7',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::7f00:1',
    // IPv4 inside IPv6: compatible (::/96), 6to4, translated (::ffff:0:0:0/96), NAT64 (issue #40).
    '::7f00:1',
    '::127.0.0.1',
    '[::7f00:1]',
    '::a00:1',
    '::8.8.8.8',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:808:808::1',
    '::ffff:0:7f00:1',
    '::ffff:0:127.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b:1::7f00:1',
    // Other special-purpose ranges of IANA's registries.
    '2001::1', // Teredo
    '2001:db8::1', // documentation
    '3fff::1', // documentation (RFC 9637)
    '5f00::1', // segment routing
    '192.88.99.1', // 6to4 relay anycast
    '[::1]',
    'fe80::1%eth0',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );

  it('refuses a host name when any of its addresses is private, naming it', async () => {
    const resolve = () =>
      Promise.resolve([
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ]);
    await expect(checkedAddresses(new URL('https://crm.example.com/hook'), resolve)).rejects.toThrow(
      'crm.example.com resolves to 10.0.0.5',
    );
    await expect(
      checkedAddresses(new URL('https://crm.example.com/hook'), () =>
        Promise.resolve([{ address: '93.184.215.14', family: 4 }]),
      ),
    ).resolves.toEqual([{ address: '93.184.215.14', family: 4 }]);
  });
});

describe('a webhook URL naming loopback inside IPv6 (issue #40)', () => {
  it.each([
    'http://[::7f00:1]/hook',
    'http://[::127.0.0.1]/hook',
    'http://[2002:7f00:1::]/hook',
    'http://[::ffff:0:7f00:1]/hook',
  ])('refuses %s', async (url) => {
    await expect(checkedAddresses(new URL(url))).rejects.toThrow('a private, loopback or reserved address');
  });
});
