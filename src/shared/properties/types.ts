import type { Completion, Furnishing, ListingCategory, Market, Portal, RentFrequency } from './portal-listing.ts';
import type { PaymentMilestone } from '../cost-to-own/schemas.ts';
import type { Translations } from '../i18n/translations.ts';
import type { ImageTextsView } from './image-texts.ts';
import type { PropertyStatus, PropertyTranslatedField, PropertyType } from './schemas.ts';

export interface AgentCard {
  id: number;
  name: string;
  title: string;
  phone: string;
  email: string;
  photoUrl: string;
  license: string | null;
  /** Short line under the name on the property page. */
  info: string;
}

/** A property's title and description in the site's other languages as flat fields, null where staff wrote none. */
export interface PropertyTranslations {
  titleAr: string | null;
  descriptionAr: string | null;
  titleRu: string | null;
  descriptionRu: string | null;
  titleZh: string | null;
  descriptionZh: string | null;
}

/**
 * What an answer read without a language carries besides the English (the REST API, the console):
 * every translation staff wrote, and the title and description again as the older flat fields. An
 * answer read in a language (the public pages) has its texts in that language and neither of these.
 */
export interface WithTranslations extends Partial<PropertyTranslations> {
  translations?: Translations<PropertyTranslatedField>;
}

/** A property as the public pages and the REST API read it. `price` is whole AED digits; "0" is on request. */
export interface PropertyView extends WithTranslations {
  id: number;
  title: string;
  type: PropertyType;
  description: string;
  price: string;
  bedrooms: number;
  bathrooms: string;
  area: string;
  imageUrl: string;
  photos: string[];
  featured: boolean;
  status: PropertyStatus;
  /** Same as status: the public pages call it availability. */
  availability: PropertyStatus;
  location: string | null;
  virtualTourUrl: string | null;
  floorPlanUrl: string | null;
  /** By image URL (a photo, the floor plan), its caption and alt text: in the page's language, or English with every translation. */
  imageTexts: Record<string, ImageTextsView>;
  view: string | null;
  floor: string | null;
  parking: string | null;
  furnished: string | null;
  completionStatus: string | null;
  features: string[];
  privateAmenities: string[];
  agentId: number | null;
  agent: AgentCard | null;
  /** The Trakheesi advertising permit: digits, its dates (YYYY-MM-DD) and the link its QR code holds. */
  permitNumber: string | null;
  permitIssuedOn: string | null;
  permitExpiresOn: string | null;
  permitUrl: string | null;
  /** The off-plan payment plan, milestones adding up to 100% (empty: none). */
  paymentPlan: PaymentMilestone[];
  /** The annual service charge in AED per sq ft; null when the agency quotes it on request. */
  serviceChargePerSqft: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A property as staff read it: who last changed its status and when (ISO), which the public never sees. */
export interface StaffPropertyView extends PropertyView {
  /** What the portals know the listing by (SSPJ-0001): set from the id when the property is made, never edited. */
  reference: string;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  category: ListingCategory;
  rentFrequency: RentFrequency | null;
  furnishing: Furnishing | null;
  completion: Completion | null;
  market: Market | null;
  videoUrl: string | null;
  portals: Portal[];
}

/**
 * The public page of one residence: an advertised one with its permit's QR code (SVG made on the
 * server), or one taken off the market (sold, let, withdrawn), which answers 410 with residences like it.
 */
export type PropertyListing =
  | { state: 'advertised'; property: PropertyView; permitQrSvg: string | null }
  | { state: 'gone'; id: number; title: string; similar: PropertyView[] };

/** A listing the dashboard warns about: advertised without a permit, or one that ends within the warning days. */
export interface PermitAlert {
  id: number;
  title: string;
  status: PropertyStatus;
  permitNumber: string | null;
  permitExpiresOn: string | null;
  problem: 'missing' | 'expired' | 'expiring';
}

/** The featured-property panel of the landing page. */
export interface FeaturedPropertyView extends WithTranslations {
  id: number;
  title: string;
  description: string;
  bedrooms: number;
  bathrooms: string;
  area: string;
  imageUrl: string;
  price: string;
}
