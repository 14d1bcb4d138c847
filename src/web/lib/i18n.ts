/**
 * The page's language on both sides. The locale is read from the URL by Paraglide's runtime
 * (`getLocale()`): in the browser from the address bar, on the server from the request, which
 * entry-server.tsx holds for the whole render in Paraglide's AsyncLocalStorage. Components call
 * message functions (`m.footer_explore()`) and these helpers; none of them passes a locale around.
 */
import type { LocationRewrite } from '@tanstack/react-router';
import { INTL_LOCALES, isLocalizedPath, localizedPath, type Locale } from '../../shared/i18n/locales.ts';
import { deLocalizeUrl, getLocale, getTextDirection, localizeUrl } from '../../shared/paraglide/runtime.js';

/** The page's language, and `rtl` on Arabic pages. */
export { getLocale as pageLocale, getTextDirection as pageDirection };

/** The BCP 47 tag to format this page's numbers, dates and currencies with (`ar-AE-u-nu-latn` in Arabic). */
export function intlLocale(locale: Locale = getLocale()): string {
  return INTL_LOCALES[locale];
}

/**
 * A plain `<a href>` to a site path in this page's language ('/#contact' -> '/ar/#contact'). Router
 * `<Link>`s need nothing: the router's rewrite adds the prefix to every URL it writes.
 */
export function localHref(path: string): string {
  return path.startsWith('/') ? localizedPath(path, getLocale()) : path;
}

/**
 * The router sees one route tree for every language: the input strips the language prefix
 * ('/ar/about' -> '/about'), the output puts the page's back on every URL it writes. The staff
 * console has no language prefix: '/ar/admin' is not stripped (so it is a 404) and '/admin' links
 * stay as they are.
 */
export const localeRewrite: LocationRewrite = {
  input: ({ url }) => {
    const plain = deLocalizeUrl(url);
    return isLocalizedPath(plain.pathname) ? plain : url;
  },
  output: ({ url }) => (isLocalizedPath(url.pathname) ? localizeUrl(url) : url),
};
