import { m } from '../../../shared/paraglide/messages.js';
import { localHref } from '../../lib/i18n.ts';

/** One step of a breadcrumb trail: what it reads and where it leads. */
export interface Crumb {
  label: string;
  href: string;
}

/**
 * Labels for known path segments, where the slug would read badly: a message function (read in the
 * page's language) for translated pages, English text for those not translated yet.
 */
const SEGMENT_LABELS: Record<string, string | (() => string)> = {
  neighbourhood: 'Neighbourhood',
  'floor-plans': m.floorplans_title,
  valuations: m.valuations_breadcrumb,
  about: m.about_title,
  location: 'Location',
  properties: m.finder_breadcrumb,
  'contact-for-properties': 'Contact for Properties',
  blog: m.blog_title,
  news: m.news_crumb,
  'market-listings': m.listings_title,
  'market-data': m.market_title,
  'cost-calculator': m.cost_calculator_title,
  'lettings-management': m.lettings_title,
  'lettings-property-management': m.lettings_title,
  admin: 'Admin Dashboard',
  agents: 'Agents',
  new: 'New',
};

/** 'sky-villa_b2' → 'Sky Villa B2': the fallback for a segment with no label of its own. */
export function titleCase(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The label of `segment` given the segment before it (which decides 'Property 12' or 'New Property'). */
function labelFor(segment: string, parent: string | undefined): string {
  if (parent === 'properties') return segment === 'new' ? 'New Property' : m.property_breadcrumb({ id: segment });
  if (parent === 'agents') return segment === 'new' ? 'New' : `Agent ${segment}`;
  const label = SEGMENT_LABELS[segment.toLowerCase()];
  if (label === undefined) return titleCase(segment);
  return typeof label === 'function' ? label() : label;
}

export interface BreadcrumbOptions {
  /** Replaces the last label, e.g. with a blog article's title instead of its slug. */
  currentLabel?: string;
}

/**
 * Home plus one crumb per path segment, each linking to the path up to it:
 * '/properties/12' → Home (/), Properties (/properties), Property 12 (/properties/12).
 */
export function buildBreadcrumbs(pathname: string, options: BreadcrumbOptions = {}): Crumb[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean).map(decode);
  const crumbs: Crumb[] = [{ label: m.breadcrumbs_home(), href: '/' }];
  segments.forEach((segment, index) => {
    crumbs.push({
      label: labelFor(segment, segments[index - 1]),
      href: `/${segments
        .slice(0, index + 1)
        .map(encodeURIComponent)
        .join('/')}`,
    });
  });
  if (options.currentLabel && crumbs.length > 1) {
    const last = crumbs[crumbs.length - 1];
    if (last) last.label = options.currentLabel;
  }
  return crumbs;
}

/** schema.org BreadcrumbList for a trail, with absolute URLs on `siteUrl`. */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(localHref(crumb.href), siteUrl).href,
    })),
  };
}
