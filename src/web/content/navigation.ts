/** A link of the side menu or the footer. */
export interface NavigationItem {
  name: string;
  href: string;
}

/** The side menu, in display order. CONTACT is the landing page's anchor. */
export const MENU_ITEMS: readonly NavigationItem[] = [
  { name: 'PROPERTIES', href: '/properties' },
  { name: 'LOCATION', href: '/location' },
  { name: 'FLOOR PLANS', href: '/floor-plans' },
  { name: 'VALUATIONS', href: '/valuations' },
  { name: 'PROPERTY MANAGEMENT', href: '/lettings-management' },
  { name: 'MARKET DATA', href: '/market-data' },
  { name: 'BLOG', href: '/blog' },
  { name: 'OTHER WEBSITES', href: '/other-websites' },
  { name: 'ABOUT', href: '/about' },
  { name: 'CONTACT', href: '#contact' },
];

/** The footer's in-page anchors of the landing page. */
export const FOOTER_ANCHORS: readonly NavigationItem[] = [
  { name: 'Properties', href: '#properties' },
  { name: 'Amenities', href: '#amenities' },
  { name: 'Location', href: '#location' },
  { name: 'Gallery', href: '#gallery' },
  { name: 'Contact', href: '#contact' },
];

export const FOOTER_PAGES: readonly NavigationItem[] = [
  { name: 'Neighbourhood Guide', href: '/neighbourhood' },
  { name: 'Property Valuations', href: '/valuations' },
  { name: 'Floor Plans', href: '/floor-plans' },
  { name: 'Sitemap', href: '/sitemap' },
];

/** The residence types of the footer, each leading to the floor plans. */
export const FOOTER_RESIDENCES: readonly NavigationItem[] = [
  { name: 'Signature Villas', href: '/floor-plans' },
  { name: 'Sky Villas', href: '/floor-plans' },
  { name: 'Penthouses', href: '/floor-plans' },
  { name: 'Sky Palaces', href: '/floor-plans' },
];

export const LEGAL_LINKS: readonly NavigationItem[] = [
  { name: 'Privacy Policy', href: '/privacy-policy' },
  { name: 'Terms & Conditions', href: '/terms' },
];

/**
 * The landing page holds the contact section: there an anchor is '#contact', on any other page it
 * must lead back to the landing page first ('/#contact').
 */
export function anchorHref(href: string, onLandingPage: boolean): string {
  return href.startsWith('#') && !onLandingPage ? `/${href}` : href;
}
