import { languageAlternates, type Locale } from '../../shared/i18n/locales.ts';
import { STATIC_PUBLIC_PATHS } from '../../shared/seo/sitemap.ts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date | string;
  /** The languages it is written in, when not every one (an article): its only alternates. */
  languages?: readonly Locale[];
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Every public canonical URL: the fixed pages, each published article, and each property given. */
export function sitemapEntries(
  properties: { id: number; updatedAt?: Date }[],
  articles: { slug: string; updatedAt: Date; languages: readonly Locale[] }[] = [],
): SitemapEntry[] {
  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
    ...articles.map((article) => ({
      path: `/blog/${article.slug}`,
      lastModified: article.updatedAt,
      languages: article.languages,
    })),
    ...properties.map((property) => ({ path: `/properties/${property.id}`, lastModified: property.updatedAt })),
  ];
}

/**
 * Every entry once per language, each `<url>` naming all of its language versions (and English as
 * `x-default`) as `xhtml:link` alternates, as Google reads them.
 */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = entries.flatMap((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${typeof entry.lastModified === 'string' ? entry.lastModified : entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    const versions = languageAlternates(entry.path, origin, entry.languages);
    const alternates = versions
      .map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
      .join('');
    return versions
      .filter(({ hrefLang }) => hrefLang !== 'x-default')
      .map(({ href }) => `  <url><loc>${escapeXml(href)}</loc>${lastmod}${alternates}</url>`);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}
