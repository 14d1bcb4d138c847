import { NEWS_ARTICLE, NEWS_ARTICLE_PATH } from '../articles/news.ts';

/** The HTML sitemap's groups. Links point at the live, canonical pages. */

export interface SitemapLink {
  label: string;
  href: string;
}

export interface SitemapGroup {
  title: string;
  links: SitemapLink[];
}

/** The HTML sitemap lists the six newest published posts (a group of their own); the blog itself lists them all. */
export const SITEMAP_POST_COUNT = 6;
export const SITEMAP_POSTS_GROUP = 'Blog Posts';

export const SITEMAP_GROUPS: readonly SitemapGroup[] = [
  {
    title: 'Main Pages',
    links: [
      { label: 'Home', href: '/' },
      { label: 'Properties', href: '/properties' },
      { label: 'Floor Plans', href: '/floor-plans' },
      { label: 'Location', href: '/location' },
      { label: 'Neighbourhood', href: '/neighbourhood' },
      { label: 'About', href: '/about' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Valuations', href: '/valuations' },
      { label: 'Cost Calculator', href: '/cost-calculator' },
      { label: 'Lettings & Property Management', href: '/lettings-property-management' },
      { label: 'Contact for Properties', href: '/contact-for-properties' },
      { label: 'Other Websites', href: '/other-websites' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms & Conditions', href: '/terms' },
    ],
  },
  {
    title: 'Market Information',
    links: [
      { label: 'Market Data', href: '/market-data' },
      { label: 'Market Listings', href: '/market-listings' },
      { label: 'Blog', href: '/blog' },
      { label: NEWS_ARTICLE.title, href: NEWS_ARTICLE_PATH },
    ],
  },
];

/**
 * Every public page with a fixed path, for /sitemap.xml: the HTML sitemap's pages (posts are listed
 * there from the articles table) and the HTML sitemap.
 */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  ...new Set(SITEMAP_GROUPS.flatMap((group) => group.links.map((link) => link.href))),
  '/sitemap',
];
