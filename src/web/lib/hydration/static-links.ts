import type { AnyRouter } from '@tanstack/react-router';

/**
 * Links inside `<StaticContent>` are the server's plain `<a href>`s, never hydrated into router
 * `<Link>`s. One listener on the document has the router follow them as a `<Link>` would: in the
 * page, without reloading it. A click with a modifier key or the middle button, a link to another
 * site, a new tab or a download, and a jump within the same page stay the browser's. Returns the
 * listener's removal. The root layout adds it once hydrated: until then the router has not taken over
 * the page, and a click is the browser's own navigation.
 */
export function followStaticLinks(router: Pick<AnyRouter, 'navigate'>, root: Document = document): () => void {
  const follow = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest('[data-static-content]')) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    const here = root.location;
    if (url.origin !== here.origin) return;
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
  };
  root.addEventListener('click', follow);
  return () => root.removeEventListener('click', follow);
}
