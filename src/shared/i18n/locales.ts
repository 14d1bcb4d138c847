/**
 * The site's languages: what each one is called, how it is written and formatted, and where its
 * pages live. Messages themselves are in messages/<locale>.json, compiled by Paraglide JS into
 * src/shared/paraglide (see README, "Languages"); this module adds what Paraglide leaves to us.
 */
import { baseLocale, isLocale, locales, localizeUrl, type Locale } from '../paraglide/runtime.js';

export { baseLocale, locales, type Locale };

/** Each language in its own name, as the switcher offers it. */
export const NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  ru: 'Русский',
  zh: '中文',
};

/** Each language's name in English, as the staff console and staff e-mails show a lead's language. */
export const ENGLISH_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'Arabic',
  ru: 'Russian',
  zh: 'Chinese',
};

/**
 * The request header that names the language of the page a call comes from: the browser's tRPC client
 * sends the page's (`pageLocale()`), and REST integrators may send it with a lead. Any BCP 47 tag or
 * list is read by its first primary language (`ar-AE, en;q=0.5` is Arabic).
 */
export const PAGE_LANGUAGE_HEADER = 'content-language';

/**
 * The language a request names (see `PAGE_LANGUAGE_HEADER`), or a stored lead's: the first tag's
 * primary language when it is one of ours, English for anything else or nothing.
 */
export function requestLocale(value: unknown): Locale {
  if (typeof value !== 'string') return baseLocale;
  const primary = value.split(',')[0]?.split(/[-_;]/)[0]?.trim().toLowerCase() ?? '';
  return isLocale(primary) ? primary : baseLocale;
}

/**
 * The BCP 47 tag `Intl` formats the page's numbers, dates and currencies with. Arabic keeps Western
 * digits (`-u-nu-latn`), as Property Finder's and Bayut's Arabic sites do.
 */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-GB',
  ar: 'ar-AE-u-nu-latn',
  ru: 'ru-RU',
  zh: 'zh-CN',
};

/** Open Graph's `og:locale` of each language. */
export const OG_LOCALES: Record<Locale, string> = {
  en: 'en_GB',
  ar: 'ar_AE',
  ru: 'ru_RU',
  zh: 'zh_CN',
};

/** The cookie that remembers the visitor's choice: it only offers a language, it never picks the page's. */
export const LOCALE_COOKIE = 'locale';

/** The staff console's paths ('/admin', '/admin/leads?x'): its own layout, English only, at one address. */
export function isConsolePath(path: string): boolean {
  return /^\/admin(?:[/?#]|$)/.test(path);
}

/** Whether a site path has versions in every language (everything public does; the console does not). */
export function isLocalizedPath(path: string): boolean {
  return !isConsolePath(path);
}

/**
 * A page's address in every language, for `hreflang` links (in the head and in the sitemap): each
 * language's own, and English as the `x-default` for everyone else. `origin` has no trailing slash.
 */
export function languageAlternates(
  path: string,
  origin: string,
  /** The languages the page is written in, where not every one (an article not yet translated). */
  languages: readonly Locale[] = locales,
): Array<{ hrefLang: string; href: string }> {
  return [
    ...languages.map((locale) => ({ hrefLang: locale, href: `${origin}${localizedPath(path, locale)}` })),
    { hrefLang: 'x-default', href: `${origin}${localizedPath(path, baseLocale)}` },
  ];
}

/**
 * A site path (with any query and hash) in the given language: '/about' -> '/ar/about', '/' -> '/ar/';
 * English and console paths are returned as they are.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!isLocalizedPath(path)) return path;
  const url = localizeUrl(new URL(path, 'http://site.invalid'), { locale });
  return url.pathname + url.search + url.hash;
}

/** A sum in dirhams as the language writes it ("AED 12,500,000"; Arabic with Western digits), no fils. */
export function formatAed(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'AED',
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  }).format(amount);
}
