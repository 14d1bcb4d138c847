import type { PROPERTY_STATUSES, PROPERTY_TYPES } from './schemas.ts';

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

/** A property as the public pages and the REST API read it. `price` is whole AED digits; "0" is on request. */
export interface PropertyView {
  id: number;
  title: string;
  type: (typeof PROPERTY_TYPES)[number] | string;
  description: string;
  price: string;
  bedrooms: number;
  bathrooms: string;
  area: string;
  imageUrl: string;
  photos: string[];
  featured: boolean;
  status: (typeof PROPERTY_STATUSES)[number] | string;
  /** Same as status: the public pages call it availability. */
  availability: string;
  location: string | null;
  virtualTourUrl: string | null;
  floorPlanUrl: string | null;
  view: string | null;
  floor: string | null;
  parking: string | null;
  furnished: string | null;
  completionStatus: string | null;
  features: string[];
  privateAmenities: string[];
  agentId: number | null;
  agent: AgentCard | null;
  createdAt: string;
  updatedAt: string;
}

/** The featured-property panel of the landing page. */
export interface FeaturedPropertyView {
  id: number;
  title: string;
  description: string;
  bedrooms: number;
  bathrooms: string;
  area: string;
  imageUrl: string;
  price: string;
}
