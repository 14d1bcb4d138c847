import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where an outgoing webhook may not go: every address that is not the public internet. A URL naming
 * one, or a host name resolving to one, is refused when staff save it and again when we connect.
 */
const PRIVATE_NETWORKS: ReadonlyArray<[string, number, 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", the unspecified address
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['64:ff9b::', 96, 'ipv6'], // NAT64: an IPv4 address behind a prefix
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'], // discard
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['fc00::', 7, 'ipv6'], // unique local (fd00:ec2::254, a cloud metadata address, is in it)
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // former site-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const privateNetworks = new BlockList();
for (const [network, prefix, family] of PRIVATE_NETWORKS) privateNetworks.addSubnet(network, prefix, family);

const MAPPED_IPV4 = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i;

/** The IPv4 address an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`) stands for. */
function unmapped(address: string): string {
  const match = MAPPED_IPV4.exec(address);
  if (!match) return address;
  if (match[1]) return match[1];
  const high = Number.parseInt(match[2] ?? '0', 16);
  const low = Number.parseInt(match[3] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is anything but a public unicast one (IPv4-mapped IPv6 judged as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const plain = unmapped(address.replace(/^\[|\]$/g, '').split('%')[0] ?? '');
  const family = isIP(plain);
  if (family === 0) return true;
  return privateNetworks.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

export class OutboundAddressError extends Error {}

const refusal = (host: string, address: string) =>
  new OutboundAddressError(
    host === address
      ? `${address} is a private, loopback or reserved address; webhooks go to public addresses only`
      : `${host} resolves to ${address}, a private, loopback or reserved address; webhooks go to public addresses only`,
  );

/** The URL's host as an IP address when it is one (`[::1]` -> `::1`), else null. */
export function ipLiteralOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

type LookupAll = (host: string) => Promise<LookupAddress[]>;
const lookupAll: LookupAll = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * Every address the URL's host stands for, refused if any is private: a host name with one public
 * and one private address could be made to land on the private one.
 */
export async function checkedAddresses(url: URL, resolve: LookupAll = lookupAll): Promise<LookupAddress[]> {
  const literal = ipLiteralOf(url);
  if (literal) {
    if (isPrivateAddress(literal)) throw refusal(literal, literal);
    return [{ address: literal, family: isIP(literal) }];
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(url.hostname);
  } catch {
    throw new OutboundAddressError(`${url.hostname} could not be resolved`);
  }
  const blocked = addresses.find((entry) => isPrivateAddress(entry.address));
  if (blocked) throw refusal(url.hostname, blocked.address);
  if (addresses.length === 0) throw new OutboundAddressError(`${url.hostname} could not be resolved`);
  return addresses;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that resolves the host, checks every address and hands the socket only
 * checked ones: the address connected to is the one judged, so DNS answering differently a moment
 * later (rebinding) changes nothing. With `allowPrivate` it checks nothing.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (host: string, options: { all?: boolean }, callback: LookupCallback): void => {
    const url = new URL(`http://${host.includes(':') ? `[${host}]` : host}/`);
    const found = allowPrivate ? lookupAll(host) : checkedAddresses(url);
    found.then(
      (addresses) => {
        if (options.all) return callback(null, addresses);
        const first = addresses[0];
        if (!first) return callback(new OutboundAddressError(`${host} could not be resolved`), '');
        callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), ''),
    );
  };
}
