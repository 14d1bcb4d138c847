import { m } from '../../shared/paraglide/messages.js';
import type { AreaFormat } from '../lib/format-area.ts';
import { wellnessHubArea } from './development-areas.ts';
import { HERO_IMAGE } from './hero-image.ts';

/**
 * The fixed copy of the landing page, in section order. Its words are messages (keys `landing_*`),
 * so each is a message function, called where it renders. PROPERTIES_TEASER, FEATURED and CONTACT
 * feed the finder's and the forms' components, which carry their own translations.
 */

export const HERO = {
  eyebrow: m.landing_hero_eyebrow,
  heading: m.landing_hero_heading,
  intro: m.landing_hero_intro,
  primaryAction: { label: m.landing_hero_explore, href: '#properties' },
  secondaryAction: { label: m.landing_hero_viewing, href: '#contact' },
  scrollHint: m.landing_hero_scroll,
  scrollLabel: m.landing_hero_scroll_label,
  image: HERO_IMAGE,
} as const;

/** Hero parallax: 0-500 px of scroll → 0-15% shift, 0-300 px → zoom 1 to 1.08. */
export const HERO_PARALLAX = {
  shiftRangePx: 500,
  maxShiftPercent: 15,
  zoomRangePx: 300,
  maxZoom: 1.08,
  mobileBreakpointPx: 768,
} as const;

/** The transform of the hero image at a scroll position. */
export function heroTransform(scrollY: number): { shiftPercent: number; scale: number } {
  const y = Math.max(0, scrollY);
  const shift = Math.min(y, HERO_PARALLAX.shiftRangePx) / HERO_PARALLAX.shiftRangePx;
  const zoom = Math.min(y, HERO_PARALLAX.zoomRangePx) / HERO_PARALLAX.zoomRangePx;
  return {
    shiftPercent: Math.round(shift * HERO_PARALLAX.maxShiftPercent * 100) / 100,
    scale: Math.round((1 + zoom * (HERO_PARALLAX.maxZoom - 1)) * 10_000) / 10_000,
  };
}

export const INTRO = {
  eyebrow: m.landing_intro_eyebrow,
  heading: m.landing_intro_heading,
  paragraphs: [m.landing_intro_p1, m.landing_intro_p2],
  image: {
    src: '/media/aerial.webp',
    width: 1600,
    height: 1067,
    alt: m.landing_intro_image_alt,
  },
  features: [
    {
      id: 'design',
      icon: 'diamond',
      title: m.landing_feature_design_title,
      description: () => m.landing_feature_design_text(),
      image: { src: '/media/gallery/interior-1.webp', alt: m.landing_feature_design_alt },
    },
    {
      // The footer's "Location" anchor (#location) leads here.
      id: 'location',
      icon: 'map-pin',
      title: m.landing_feature_location_title,
      description: () => m.landing_feature_location_text(),
      image: { src: '/media/gallery/view-1.webp', alt: m.landing_feature_location_alt },
    },
    {
      id: 'wellness',
      icon: 'leaf',
      title: m.landing_feature_wellness_title,
      description: (format: AreaFormat) => m.landing_feature_wellness_text(wellnessHubArea(format)),
      image: { src: '/media/gallery/amenity-1.webp', alt: m.landing_feature_wellness_alt },
    },
  ],
} as const;

/** Where the properties teaser leads (its words are `finder_teaser_*` messages). */
export const PROPERTIES_TEASER = {
  action: { href: '/properties' },
} as const;

/** The featured residence's link (its words are `property_featured_*` messages). */
export const FEATURED = {
  action: { href: '#contact' },
} as const;

export const AMENITIES = {
  eyebrow: m.landing_amenities_eyebrow,
  heading: m.landing_amenities_heading,
  text: m.landing_amenities_text,
  skeletonCount: 6,
  banner: {
    heading: m.landing_amenities_banner_heading,
    text: m.landing_amenities_banner_text,
    action: { label: m.landing_amenities_banner_action, href: '/docs/wellness-brochure.pdf' },
  },
} as const;

export const GALLERY = {
  eyebrow: m.landing_gallery_eyebrow,
  heading: m.landing_gallery_heading,
  text: m.landing_gallery_text,
  skeletonCount: 9,
  skeletonMs: 500,
  action: { label: m.landing_gallery_action, href: '/properties' },
} as const;

export const FAQ_SECTION = {
  eyebrow: m.landing_faq_eyebrow,
  heading: m.landing_faq_heading,
  action: { label: m.landing_faq_action, href: '/properties' },
} as const;

/** The contact section's links and photo (its words are the forms' `enquiry_*`/`form_*` messages). */
export const CONTACT = {
  image: { src: '/media/gallery/view-2.webp' },
  valuationLink: { href: '/valuations' },
  privacyHref: '/privacy-policy',
} as const;

/** Reveal on scroll: once, when 10% of a section is visible. */
export const REVEAL_THRESHOLD = 0.1;
