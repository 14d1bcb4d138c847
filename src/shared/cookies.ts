/**
 * One cookie's value from a `Cookie` request header or `document.cookie` (both read `a=1; b=2`), or
 * null. As the server's cookie parser does, the first of two cookies of one name wins: browsers send
 * the one of the more specific path first.
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator >= 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}
