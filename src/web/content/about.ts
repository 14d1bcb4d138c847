import { m } from '../../shared/paraglide/messages.js';
import type { AreaFormat } from '../lib/format-area.ts';
import { homesAreaRange, wellnessHubArea } from './development-areas.ts';

/**
 * The /about page's sections. Its words are messages (messages/<locale>.json, keys `about_*`), so
 * each is a message function, read when the page renders in its language; the rest is data. A
 * paragraph that quotes an area writes it in the unit `format` names.
 */
export interface AboutSection {
  id: string;
  title: () => string;
  paragraphs: ReadonlyArray<(format: AreaFormat) => string>;
  image: string;
  imageAlt: () => string;
}

export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    id: 'luxury-living',
    title: m.about_luxury_title,
    paragraphs: [(format) => m.about_luxury_p1(homesAreaRange(format)), () => m.about_luxury_p2()],
    image: '/media/gallery/interior-2.webp',
    imageAlt: m.about_luxury_alt,
  },
  {
    id: 'amenities',
    title: m.about_amenities_title,
    paragraphs: [(format) => m.about_amenities_p1(wellnessHubArea(format)), () => m.about_amenities_p2()],
    image: '/media/amenities/wellness-hub.webp',
    imageAlt: m.about_amenities_alt,
  },
  {
    id: 'location-benefits',
    title: m.about_location_title,
    paragraphs: [() => m.about_location_p1()],
    image: '/media/aerial.webp',
    imageAlt: m.about_location_alt,
  },
  {
    id: 'investment',
    title: m.about_investment_title,
    paragraphs: [() => m.about_investment_p1()],
    image: '/media/gallery/exterior-1.webp',
    imageAlt: m.about_investment_alt,
  },
  {
    id: 'brand-experience',
    title: m.about_brand_title,
    paragraphs: [() => m.about_brand_p1()],
    image: '/media/amenities/spa.webp',
    imageAlt: m.about_brand_alt,
  },
];
