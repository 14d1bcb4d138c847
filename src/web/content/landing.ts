/** The fixed copy of the landing page, in section order. */

export const HERO = {
  eyebrow: 'Palm Jumeirah · Dubai',
  heading: 'Six Senses Residences, Palm Jumeirah',
  intro:
    'Branded residences on the Crescent of the Palm, managed by Six Senses — sea on every side, wellness at the heart of every day.',
  primaryAction: { label: 'Explore Residences', href: '#properties' },
  secondaryAction: { label: 'Arrange a Viewing', href: '#contact' },
  scrollHint: 'SCROLL',
  image: { src: '/media/hero.webp', width: 1920, height: 1080 },
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

export const SEARCH_PANEL = {
  heading: 'Find Your Residence',
  searchLabel: 'Search',
  listLabel: 'List Your Property',
  listHref: '/valuations',
} as const;

export const INTRO = {
  eyebrow: 'The Residences',
  heading: 'Where Luxury Meets Tranquility',
  paragraphs: [
    'Rising from the Crescent of Palm Jumeirah, Six Senses Residences bring the calm of a retreat to the energy of Dubai. ' +
      'Every residence opens to the Arabian Gulf, with natural materials, abundant light and space to breathe.',
    'Managed by Six Senses and built around its wellness philosophy, life here is looked after in every detail — ' +
      'from the spa and the Earth Lab to the concierge who knows your name. Our agency is licensed by RERA and works only on the Palm.',
  ],
  image: {
    src: '/media/aerial.webp',
    width: 1600,
    height: 1067,
    alt: 'Aerial view of the Six Senses Residences tower on the Crescent of Palm Jumeirah',
  },
  features: [
    {
      icon: 'diamond',
      title: 'Exquisite Design',
      description: 'Interiors of timber, stone and linen, with floor-to-ceiling glass framing the sea from every room.',
      image: {
        src: '/media/gallery/interior-1.webp',
        alt: 'Living room with timber floors and a wall of glass onto the sea',
      },
    },
    {
      icon: 'map-pin',
      title: 'Prime Location',
      description:
        'On the Crescent of the Palm, minutes from Dubai Marina, with the Burj Al Arab and the skyline on the horizon.',
      image: { src: '/media/gallery/view-1.webp', alt: 'The Dubai skyline across the water from a residence terrace' },
    },
    {
      icon: 'leaf',
      title: 'Wellness Focus',
      description: 'A 60,000 sq ft wellness hub, Six Senses Spa and programmes for sleep, movement and nourishment.',
      image: { src: '/media/gallery/amenity-1.webp', alt: 'Calm spa treatment room with soft natural light' },
    },
  ],
} as const;

export const PROPERTIES_TEASER = {
  eyebrow: 'Residences',
  heading: 'Live at the Residences',
  text:
    '162 residences — apartments, penthouses, sky villas and signature villas — each with its own view of the Gulf. ' +
    'Many are sold privately: ask us about what is available today.',
  action: { label: 'Contact for Available Properties', href: '/properties' },
} as const;

export const FEATURED = {
  eyebrow: 'Featured Residence',
  floorLabel: 'Penthouse',
  bullets: [
    'Panoramic views of the Arabian Gulf and the Dubai skyline',
    'Private pool and wraparound terrace',
    'Six Senses residential services and concierge',
    'Direct access to the 60,000 sq ft wellness hub',
    'Private beach and marina access',
  ],
  action: { label: 'Request Private Viewing', href: '#contact' },
  fallbackImage: '/media/main-photo.webp',
} as const;

export const AMENITIES = {
  eyebrow: 'Amenities',
  heading: 'Six Senses Wellness & Lifestyle',
  text: 'Everything that makes a Six Senses resort, a lift ride from home.',
  skeletonCount: 6,
  banner: {
    heading: 'The full wellness programme',
    text: 'Spa treatments, sleep programmes, the Earth Lab and the Grow with Six Senses kids club, in one brochure.',
    action: { label: 'Download Wellness Brochure', href: '/docs/wellness-brochure.pdf' },
  },
} as const;

export const GALLERY = {
  eyebrow: 'Gallery',
  heading: 'A Closer Look',
  text: 'Exteriors, interiors, amenities and views of Six Senses Residences.',
  skeletonCount: 9,
  skeletonMs: 500,
  action: { label: 'View Available Residences', href: '/properties' },
} as const;

export const FAQ_SECTION = {
  eyebrow: 'Questions',
  heading: 'Frequently Asked Questions',
  action: { label: 'Contact For More Information', href: '/properties' },
} as const;

export const CONTACT = {
  eyebrow: 'Contact',
  heading: 'Arrange a Private Viewing',
  text: 'Tell us what you are looking for and one of our Palm Jumeirah specialists will be in touch within one working day.',
  image: { src: '/media/gallery/view-2.webp', alt: 'Sunset over the Arabian Gulf from a Six Senses residence' },
  imageCta: { heading: 'Your sanctuary on the Palm', text: 'Private viewings seven days a week, 09:00 – 19:00.' },
  valuationLink: { label: 'Request a Property Valuation', href: '/valuations' },
  privacyHref: '/privacy-policy',
  success: { title: 'Inquiry Submitted', message: 'Thank you for your interest. We will contact you shortly.' },
  failure: { title: 'Error', message: 'Failed to submit inquiry. Please try again.' },
  privacyError: 'You must agree to the privacy policy',
} as const;

/** Reveal on scroll: once, when 10% of a section is visible. */
export const REVEAL_THRESHOLD = 0.1;
