import type { BlogAuthorKey } from '../../../../shared/articles/authors.ts';
import type { BlogCategory } from '../../../../shared/articles/blog.ts';
import type { TranslatedLocale } from '../../../../shared/i18n/translations.ts';
import type { WorkingHours } from '../../../../shared/viewings/schemas.ts';
/** Shapes of the demo content. Image paths are URLs under `public/` (e.g. `/media/gallery/exterior-1.webp`). */
import type { GalleryCategory } from '../../../../shared/gallery/schemas.ts';
import type { MarketSource } from '../../../../shared/market-listings/types.ts';
import type { PropertyStatus, PropertyType } from '../../../../shared/properties/schemas.ts';

export interface AgentSeed {
  /** Stable key the properties use to name their agent. */
  key: string;
  name: string;
  title: string;
  phone: string;
  email: string;
  bio: string;
  photoUrl: string;
  license: string;
  /** The broker registration number (digits) the portals show. */
  brn: string;
  languages: string[];
  specialties: string[];
  featured: boolean;
  /** Viewing hours when they differ from DEFAULT_WORKING_HOURS (src/shared/viewings/schemas.ts). */
  workingHours?: WorkingHours;
}

export type CompletionStatus = 'Ready' | 'Off-Plan' | 'Under Construction';

export interface PropertySeed {
  /** Explicit id: the blog links to /properties/135. */
  id: number;
  title: string;
  type: PropertyType;
  description: string;
  /** Whole AED as digits; '0' means price on request. */
  price: string;
  bedrooms: number;
  bathrooms: string;
  /** Square feet as digits. */
  area: string;
  imageUrl: string;
  photos: string[];
  featured: boolean;
  status: PropertyStatus;
  /** An example Trakheesi advertising permit number (digits). */
  permitNumber: string;
  /** Days before the seeding date the permit was issued; it runs a year from then. */
  permitIssuedDaysAgo: number;
  location: string;
  floorPlanUrl: string | null;
  view: string;
  floor: string;
  parking: string;
  furnished: string;
  completionStatus: CompletionStatus;
  features: string[];
  privateAmenities: string[];
  /** `AgentSeed.key` of the consultant handling the listing. */
  agentKey: string;
}

export interface AmenitySeed {
  name: string;
  description: string;
  /** Tabler icon name in kebab-case without the `Icon` prefix. */
  icon: string;
  sortOrder: number;
}

export interface GalleryImageSeed {
  url: string;
  alt: string;
  title: string;
  category: GalleryCategory;
  sortOrder: number;
}

export interface TestimonialSeed {
  name: string;
  role: string;
  text: string;
  rating: number;
  sortOrder: number;
}

export interface MarketListingSeed {
  source: MarketSource;
  externalId: string;
  title: string;
  propertyType: PropertyType;
  /** Whole AED. */
  price: number;
  priceUnit: 'sale' | 'per year';
  bedrooms: number;
  bathrooms: number;
  /** Square feet. */
  size: number;
  url: string;
  imageUrl: string;
  location: string | null;
  agentName: string;
  /** Days before the seeding date on which the portal listed it; the seeder turns it into an ISO date. */
  listedDaysAgo: number;
}

/** A built-in blog post in every language; the bodies of the full ones are in `articles/bodies/`. */
export interface BlogPostSeed {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date it was published in Dubai; shown as '12 March 2025'. */
  date: string;
  author: BlogAuthorKey;
  imageUrl: string;
  imageAlt: string;
  category: BlogCategory;
  /** Whether the full article exists (its HTML is in `bodies/`); the others show the excerpt and a note. */
  hasArticle: boolean;
  /** Its title, excerpt and image text in each other language. */
  translations: Record<TranslatedLocale, { title: string; excerpt: string; imageAlt: string }>;
}
