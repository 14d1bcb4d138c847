import { languageAlternates, locales, localizedPath, OG_LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import { m } from '../../shared/paraglide/messages.js';
import { pageLocale } from './i18n.ts';

export interface PageSeo {
  /** The full document title, e.g. pageTitle('Properties'). */
  title: string;
  description: string;
  /** Path of the canonical URL in English, e.g. '/properties'; each language's is derived from it. */
  path: string;
  siteUrl: string;
  /** Site path or absolute URL of the Open Graph image. */
  image?: string;
  type?: 'website' | 'article';
  /** The languages the page is written in, where not every one (an article): the only `hreflang` alternates. */
  languages?: readonly Locale[];
}

export const DEFAULT_SHARE_IMAGE = '/media/hero.webp';

function absolute(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, siteUrl).href;
}

/**
 * Title, description, canonical link (this language's address), `hreflang` alternates and Open
 * Graph / Twitter tags for a route's `head`.
 */
export function seo({
  title,
  description,
  path,
  siteUrl,
  image = DEFAULT_SHARE_IMAGE,
  type = 'website',
  languages = locales,
}: PageSeo) {
  const locale = pageLocale();
  const url = absolute(siteUrl, localizedPath(path, locale));
  const imageUrl = absolute(siteUrl, image);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: m.site_name() },
      { property: 'og:locale', content: OG_LOCALES[locale] },
      ...languages
        .filter((other) => other !== locale)
        .map((other) => ({ property: 'og:locale:alternate', content: OG_LOCALES[other] })),
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...languageAlternates(path, siteUrl, languages).map((alternate) => ({ rel: 'alternate', ...alternate })),
    ],
  };
}
