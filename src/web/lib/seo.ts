import { SITE_NAME } from '../../shared/agency.ts';

export interface PageSeo {
  /** The full document title, e.g. pageTitle('Properties'). */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/properties'. */
  path: string;
  siteUrl: string;
  /** Site path or absolute URL of the Open Graph image. */
  image?: string;
  type?: 'website' | 'article';
}

export const DEFAULT_SHARE_IMAGE = '/media/hero.webp';

function absolute(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, siteUrl).href;
}

/** Title, description, canonical link and Open Graph / Twitter tags for a route's `head`. */
export function seo({ title, description, path, siteUrl, image = DEFAULT_SHARE_IMAGE, type = 'website' }: PageSeo) {
  const url = absolute(siteUrl, path);
  const imageUrl = absolute(siteUrl, image);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
