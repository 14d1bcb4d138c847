/** The floor-plan residences and the tabs of the /floor-plans page. */

export const FLOOR_PLAN_TABS = ['villas', 'penthouses', 'sky-villas', 'apartments'] as const;
export type FloorPlanTab = (typeof FLOOR_PLAN_TABS)[number];
export const DEFAULT_FLOOR_PLAN_TAB: FloorPlanTab = 'villas';

export const FLOOR_PLAN_TAB_LABELS: Record<FloorPlanTab, string> = {
  villas: 'Signature Villas',
  penthouses: 'Penthouses',
  'sky-villas': 'Sky Villas',
  apartments: 'Sky Palaces',
};

/** The two static documents the hero links to. */
export const FLOOR_PLAN_DOCUMENTS = {
  floorPlans: '/docs/floor-plans.pdf',
  factSheet: '/docs/fact-sheet.pdf',
} as const;

export const FLOOR_PLAN_FALLBACK_IMAGE = '/media/main-photo.webp';

export interface FloorPlanResidence {
  id: string;
  name: string;
  /** The line under the name, e.g. 'Type A'. */
  type: string;
  tab: FloorPlanTab;
  bedrooms: number;
  bathrooms: number;
  /** Square feet, as display text with its thousands separator ('13,380'). */
  area: string;
  floorPlanImage: string;
  pdfLink: string;
  description: string;
}

export const FLOOR_PLAN_RESIDENCES: readonly FloorPlanResidence[] = [
  {
    id: 'signature-villa-type-a',
    name: 'Signature Villa Type A',
    type: 'Type A',
    tab: 'villas',
    bedrooms: 4,
    bathrooms: 5,
    area: '13,380',
    floorPlanImage: '/media/floor-plans/signature-villa-type-a.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description:
      'A beachfront villa on the Crescent with four en-suite bedrooms, a private pool and garden opening onto the sand, and a double-height living room framed in natural stone and timber.',
  },
  {
    id: 'signature-villa-type-b',
    name: 'Signature Villa Type B',
    type: 'Type B',
    tab: 'villas',
    bedrooms: 5,
    bathrooms: 6,
    area: '16,468',
    floorPlanImage: '/media/floor-plans/signature-villa-type-b.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description:
      'The largest villa plan: five bedroom suites over three levels, a rooftop terrace facing the Arabian Gulf, a wellness room with steam and sauna, and staff quarters with a separate entrance.',
  },
  {
    id: 'penthouse-b1',
    name: 'Penthouse B1',
    type: 'B1',
    tab: 'penthouses',
    bedrooms: 4,
    bathrooms: 5,
    area: '9,140',
    floorPlanImage: '/media/floor-plans/penthouse-b1.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description:
      'A full-width penthouse with a wraparound terrace for sunset views towards the Dubai Marina skyline, a private plunge pool and a principal suite with its own dressing room and spa bathroom.',
  },
  {
    id: 'penthouse-b2',
    name: 'Penthouse B2',
    type: 'B2',
    tab: 'penthouses',
    bedrooms: 4,
    bathrooms: 5,
    area: '10,250',
    floorPlanImage: '/media/floor-plans/penthouse-b2.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description:
      'The corner penthouse: a longer terrace with an infinity pool, a formal dining room for twelve and a family kitchen behind it, and views to Burj Al Arab and the open sea.',
  },
  {
    id: 'sky-villa-residence',
    name: 'Sky Villa Residence (garden villa)',
    type: 'Garden villa',
    tab: 'sky-villas',
    bedrooms: 4,
    bathrooms: 5,
    area: '8,934',
    floorPlanImage: '/media/floor-plans/sky-villa.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description:
      'A villa in the sky: a landscaped garden terrace with its own pool, four bedroom suites and an open living space with floor-to-ceiling glazing towards the sea.',
  },
  {
    id: 'sky-mansion-duplex',
    name: 'Sky Mansion duplex',
    type: 'Duplex',
    tab: 'apartments',
    bedrooms: 4,
    bathrooms: 5,
    area: '11,625',
    floorPlanImage: '/media/floor-plans/sky-mansion.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description:
      'Two floors at the top of the tower joined by a sculptural stair: a double-height salon, a private lift lobby, a rooftop deck with pool and 360-degree views across the Palm.',
  },
];

/** The Royal Penthouse has a floor plan but is on no tab; it is offered through the enquiry dialog. */
export const ROYAL_PENTHOUSE: FloorPlanResidence = {
  id: 'royal-penthouse',
  name: 'Royal Penthouse',
  type: 'Royal',
  tab: 'penthouses',
  bedrooms: 4,
  bathrooms: 5,
  area: '9,140',
  floorPlanImage: '/media/floor-plans/royal-penthouse.webp',
  pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
  description: 'The Royal Penthouse crowns the residences with a private rooftop and views over the whole Palm.',
};

export interface FloorPlanCategory {
  tab: FloorPlanTab;
  title: string;
  summary: string;
  image: string;
}

/** The four tiles above the tabs: clicking one switches the tab and scrolls to it. */
export const FLOOR_PLAN_CATEGORIES: readonly FloorPlanCategory[] = [
  {
    tab: 'villas',
    title: 'Signature Villas',
    summary: 'Beachfront villas from 13,380 sq ft',
    image: '/media/floor-plans/signature-villa-type-a.webp',
  },
  {
    tab: 'penthouses',
    title: 'Penthouses',
    summary: 'Terraces and pools above the Gulf',
    image: '/media/floor-plans/penthouse-b1.webp',
  },
  {
    tab: 'sky-villas',
    title: 'Sky Villas',
    summary: 'Garden living, high above the sea',
    image: '/media/floor-plans/sky-villa.webp',
  },
  {
    tab: 'apartments',
    title: 'Sky Palaces',
    summary: 'The Sky Mansion duplex',
    image: '/media/floor-plans/sky-mansion.webp',
  },
];

export function residencesForTab(tab: FloorPlanTab): FloorPlanResidence[] {
  return FLOOR_PLAN_RESIDENCES.filter((residence) => residence.tab === tab);
}

export function isFloorPlanTab(value: unknown): value is FloorPlanTab {
  return typeof value === 'string' && (FLOOR_PLAN_TABS as readonly string[]).includes(value);
}
