import { m } from '../../shared/paraglide/messages.js';
import { localHref } from '../lib/i18n.ts';

/** A link of the side menu or the footer; `name` is its message, read in the page's language. */
export interface NavigationItem {
  name: () => string;
  href: string;
}

/** The side menu, in display order. CONTACT is the landing page's anchor. */
export const MENU_ITEMS: readonly NavigationItem[] = [
  { name: m.nav_properties, href: '/properties' },
  { name: m.nav_location, href: '/location' },
  { name: m.nav_floor_plans, href: '/floor-plans' },
  { name: m.nav_valuations, href: '/valuations' },
  { name: m.nav_property_management, href: '/lettings-management' },
  { name: m.nav_market_data, href: '/market-data' },
  { name: m.nav_blog, href: '/blog' },
  { name: m.nav_other_websites, href: '/other-websites' },
  { name: m.nav_about, href: '/about' },
  { name: m.nav_contact, href: '#contact' },
];

/** The footer's in-page anchors of the landing page. */
export const FOOTER_ANCHORS: readonly NavigationItem[] = [
  { name: m.footer_anchor_properties, href: '#properties' },
  { name: m.footer_anchor_amenities, href: '#amenities' },
  { name: m.footer_anchor_location, href: '#location' },
  { name: m.footer_anchor_gallery, href: '#gallery' },
  { name: m.footer_anchor_contact, href: '#contact' },
];

export const FOOTER_PAGES: readonly NavigationItem[] = [
  { name: m.footer_page_neighbourhood, href: '/neighbourhood' },
  { name: m.footer_page_valuations, href: '/valuations' },
  { name: m.footer_page_floor_plans, href: '/floor-plans' },
  { name: m.footer_page_sitemap, href: '/sitemap' },
];

/** The residence types of the footer, each leading to the floor plans. */
export const FOOTER_RESIDENCES: readonly NavigationItem[] = [
  { name: m.footer_residence_signature_villas, href: '/floor-plans' },
  { name: m.footer_residence_sky_villas, href: '/floor-plans' },
  { name: m.footer_residence_penthouses, href: '/floor-plans' },
  { name: m.footer_residence_sky_palaces, href: '/floor-plans' },
];

export const LEGAL_LINKS: readonly NavigationItem[] = [
  { name: m.footer_legal_privacy, href: '/privacy-policy' },
  { name: m.footer_legal_terms, href: '/terms' },
];

/**
 * The landing page holds the contact section: there an anchor is '#contact', on any other page it
 * must lead back to the landing page first ('/#contact', '/ar/#contact' on an Arabic page).
 */
export function anchorHref(href: string, onLandingPage: boolean): string {
  return href.startsWith('#') && !onLandingPage ? localHref(`/${href}`) : href;
}
