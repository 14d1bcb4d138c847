/**
 * The floor-plan residences and the tabs of the /floor-plans page. Copy is message functions, called
 * where it renders; residence names are the developer's product names and read as they are.
 */
import { m } from '../../shared/paraglide/messages.js';
import { parseAmount } from '../lib/format.ts';
import { formatArea, type AreaFormat } from '../lib/format-area.ts';

export const FLOOR_PLAN_TABS = ['villas', 'penthouses', 'sky-villas', 'apartments'] as const;
export type FloorPlanTab = (typeof FLOOR_PLAN_TABS)[number];
export const DEFAULT_FLOOR_PLAN_TAB: FloorPlanTab = 'villas';

export const FLOOR_PLAN_TAB_LABELS: Record<FloorPlanTab, () => string> = {
  villas: m.floorplans_tab_villas,
  penthouses: m.floorplans_tab_penthouses,
  'sky-villas': m.floorplans_tab_sky_villas,
  apartments: m.floorplans_tab_sky_palaces,
};

/** The two static documents the hero links to. */
export const FLOOR_PLAN_DOCUMENTS = {
  floorPlans: '/docs/floor-plans.pdf',
  factSheet: '/docs/fact-sheet.pdf',
} as const;

export interface FloorPlanResidence {
  id: string;
  name: string;
  /** The line under the name, e.g. 'Type A'. */
  type: () => string;
  tab: FloorPlanTab;
  bedrooms: number;
  bathrooms: number;
  /** Square feet, as display text with its thousands separator ('13,380'). */
  area: string;
  floorPlanImage: string;
  pdfLink: string;
  description: () => string;
}

export const FLOOR_PLAN_RESIDENCES: readonly FloorPlanResidence[] = [
  {
    id: 'signature-villa-type-a',
    name: 'Signature Villa Type A',
    type: m.floorplans_villa_a_type,
    tab: 'villas',
    bedrooms: 4,
    bathrooms: 5,
    area: '13,380',
    floorPlanImage: '/media/floor-plans/signature-villa-type-a.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description: m.floorplans_villa_a_description,
  },
  {
    id: 'signature-villa-type-b',
    name: 'Signature Villa Type B',
    type: m.floorplans_villa_b_type,
    tab: 'villas',
    bedrooms: 5,
    bathrooms: 6,
    area: '16,468',
    floorPlanImage: '/media/floor-plans/signature-villa-type-b.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description: m.floorplans_villa_b_description,
  },
  {
    id: 'penthouse-b1',
    name: 'Penthouse B1',
    type: m.floorplans_penthouse_b1_type,
    tab: 'penthouses',
    bedrooms: 4,
    bathrooms: 5,
    area: '9,140',
    floorPlanImage: '/media/floor-plans/penthouse-b1.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description: m.floorplans_penthouse_b1_description,
  },
  {
    id: 'penthouse-b2',
    name: 'Penthouse B2',
    type: m.floorplans_penthouse_b2_type,
    tab: 'penthouses',
    bedrooms: 4,
    bathrooms: 5,
    area: '10,250',
    floorPlanImage: '/media/floor-plans/penthouse-b2.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description: m.floorplans_penthouse_b2_description,
  },
  {
    id: 'sky-villa-residence',
    name: 'Sky Villa Residence (garden villa)',
    type: m.floorplans_sky_villa_type,
    tab: 'sky-villas',
    bedrooms: 4,
    bathrooms: 5,
    area: '8,934',
    floorPlanImage: '/media/floor-plans/sky-villa.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description: m.floorplans_sky_villa_description,
  },
  {
    id: 'sky-mansion-duplex',
    name: 'Sky Mansion duplex',
    type: m.floorplans_sky_mansion_type,
    tab: 'apartments',
    bedrooms: 4,
    bathrooms: 5,
    area: '11,625',
    floorPlanImage: '/media/floor-plans/sky-mansion.webp',
    pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
    description: m.floorplans_sky_mansion_description,
  },
];

/** The Royal Penthouse has a floor plan but is on no tab; it is offered through the enquiry dialog. */
export const ROYAL_PENTHOUSE: FloorPlanResidence = {
  id: 'royal-penthouse',
  name: 'Royal Penthouse',
  type: m.floorplans_royal_type,
  tab: 'penthouses',
  bedrooms: 4,
  bathrooms: 5,
  area: '9,140',
  floorPlanImage: '/media/floor-plans/royal-penthouse.webp',
  pdfLink: FLOOR_PLAN_DOCUMENTS.floorPlans,
  description: m.floorplans_royal_description,
};

export interface FloorPlanCategory {
  tab: FloorPlanTab;
  title: () => string;
  /** The line under the title; one that quotes an area writes it in the unit `format` names. */
  summary: (format: AreaFormat) => string;
  image: string;
}

/** The four tiles above the tabs: clicking one switches the tab and scrolls to it. */
export const FLOOR_PLAN_CATEGORIES: readonly FloorPlanCategory[] = [
  {
    tab: 'villas',
    title: m.floorplans_tab_villas,
    summary: (format) => m.floorplans_villas_summary({ area: formatArea(villaAreas().smallest, format) }),
    image: '/media/floor-plans/signature-villa-type-a.webp',
  },
  {
    tab: 'penthouses',
    title: m.floorplans_tab_penthouses,
    summary: () => m.floorplans_penthouses_summary(),
    image: '/media/floor-plans/penthouse-b1.webp',
  },
  {
    tab: 'sky-villas',
    title: m.floorplans_tab_sky_villas,
    summary: () => m.floorplans_sky_villas_summary(),
    image: '/media/floor-plans/sky-villa.webp',
  },
  {
    tab: 'apartments',
    title: m.floorplans_tab_sky_palaces,
    summary: () => m.floorplans_sky_palaces_summary(),
    image: '/media/floor-plans/sky-mansion.webp',
  },
];

/** The signature villas' smallest and largest areas in square feet, from their plans, as the copy quotes them. */
export function villaAreas(): { smallest: number; largest: number } {
  const areas = residencesForTab('villas').map((villa) => parseAmount(villa.area) ?? 0);
  return { smallest: Math.min(...areas), largest: Math.max(...areas) };
}

/**
 * What the page's head needs, for its loader: a name the page's components do not import, so the
 * table stays out of every page's first script (see `loadPost` in blog.ts).
 */
export function loadFloorPlansHead(): { largestVillaArea: number } {
  return { largestVillaArea: villaAreas().largest };
}

export function residencesForTab(tab: FloorPlanTab): FloorPlanResidence[] {
  return FLOOR_PLAN_RESIDENCES.filter((residence) => residence.tab === tab);
}

export function isFloorPlanTab(value: unknown): value is FloorPlanTab {
  return typeof value === 'string' && (FLOOR_PLAN_TABS as readonly string[]).includes(value);
}
