/**
 * The `Link: <...>; rel="next"` header of an incremental-sync page (RFC 8288): the same request with
 * the page's `nextCursor`, while more changes are waiting. Absolute (on the site's public address,
 * `url` is), so a client can follow it as it is.
 */
export function nextPageLink(page: { nextCursor: string | null; hasMore: boolean }, url: URL): Record<string, string> {
  if (!page.hasMore || !page.nextCursor) return {};
  const next = new URL(url);
  next.searchParams.set('cursor', page.nextCursor);
  return { link: `<${next.href}>; rel="next"` };
}
