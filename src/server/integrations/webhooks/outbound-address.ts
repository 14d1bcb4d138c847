import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Where an outgoing webhook may not go: every address that is not the public internet. A URL naming
 * one, or a host name resolving to one, is refused when staff save it and again when we connect.
 * The special-purpose ranges are ipaddr.js's classification (kept up to date with IANA's registries),
 * not a hand list: only an address it calls plain 'unicast' is public.
 */

/** The IPv6 forms that carry an IPv4 address, and where in the 128 bits it sits (as two 16-bit parts). */
const EMBEDDING_IPV4: ReadonlyArray<{ network: [ipaddr.IPv6, number]; parts: [number, number] }> = [
  { network: ipaddr.IPv6.parseCIDR('::ffff:0:0/96'), parts: [6, 7] }, // IPv4-mapped
  { network: ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96'), parts: [6, 7] }, // IPv4-translated (RFC 6145)
  { network: ipaddr.IPv6.parseCIDR('::/96'), parts: [6, 7] }, // IPv4-compatible (deprecated, RFC 4291)
  { network: ipaddr.IPv6.parseCIDR('64:ff9b::/96'), parts: [6, 7] }, // NAT64 (RFC 6052)
  { network: ipaddr.IPv6.parseCIDR('64:ff9b:1::/48'), parts: [6, 7] }, // local-use NAT64 (RFC 8215)
  { network: ipaddr.IPv6.parseCIDR('2002::/16'), parts: [1, 2] }, // 6to4 (RFC 3056)
];

/** The IPv4 address an IPv6 address stands for or routes to (`::ffff:7f00:1`, `2002:7f00:1::`), if any. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const form = EMBEDDING_IPV4.find(({ network }) => address.match(network));
  if (!form) return null;
  const [high = 0, low = 0] = form.parts.map((index) => address.parts[index] ?? 0);
  return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}

/**
 * Whether an IP address is anything but a public unicast one. An IPv6 form embedding an IPv4 address
 * is refused when that IPv4 is, and the forms other than IPv4-mapped (which is how a dual-stack socket
 * names a plain IPv4 peer: `::ffff:8.8.8.8` is 8.8.8.8) are refused whatever they embed, being
 * transition or special-purpose ranges no webhook receiver lives in.
 */
export function isPrivateAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (isIP(plain) === 0) return true;
  if (isIP(plain) === 4) return ipaddr.IPv4.parse(plain).range() !== 'unicast';
  // In the URL standard's hex form: ipaddr.js reads a dotted tail (`::8.8.8.8`) as IPv4-mapped
  // whatever precedes it, where the socket would use the IPv4-compatible ::808:808.
  const ipv6 = ipaddr.IPv6.parse(new URL(`http://[${plain}]/`).hostname.slice(1, -1));
  const embedded = embeddedIPv4(ipv6);
  if (embedded && embedded.range() !== 'unicast') return true;
  if (ipv6.range() === 'ipv4Mapped') return false;
  return embedded !== null || ipv6.range() !== 'unicast';
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
