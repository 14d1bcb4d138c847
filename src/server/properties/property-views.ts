import type { Loaded } from '@mikro-orm/postgresql';
import type {
  FeaturedPropertyView,
  PropertyTranslations,
  PropertyView,
  StaffPropertyView,
} from '../../shared/properties/types.ts';
import type { Agent } from '../agents/agent.entity.ts';
import type { Property } from './property.entity.ts';

function agentCard(agent: Agent | null | undefined) {
  if (!agent) return null;
  const { id, name, title, phone, email, photoUrl, languages } = agent;
  const info = languages.length ? `${title} · ${languages.join(', ')}` : title;
  return { id, name, title, phone, email, photoUrl, license: agent.license ?? null, info };
}

/** The title and description in the other languages (descriptions stored sanitised, as the English one). */
function toTranslations(property: Property): PropertyTranslations {
  return {
    titleAr: property.titleAr ?? null,
    descriptionAr: property.descriptionAr ?? null,
    titleRu: property.titleRu ?? null,
    descriptionRu: property.descriptionRu ?? null,
    titleZh: property.titleZh ?? null,
    descriptionZh: property.descriptionZh ?? null,
  };
}

/** A property read with its agent: every full property answer carries the agent's card. */
export type PropertyWithAgent = Loaded<Property, 'agent'>;

export function toPropertyView(property: PropertyWithAgent): PropertyView {
  return {
    id: property.id,
    title: property.title,
    type: property.type,
    // Stored sanitised (see property.entity.ts).
    description: property.description,
    ...toTranslations(property),
    price: property.price,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    imageUrl: property.imageUrl,
    photos: property.photos.length ? property.photos : [property.imageUrl],
    featured: property.featured,
    status: property.status,
    availability: property.status,
    location: property.location ?? null,
    virtualTourUrl: property.virtualTourUrl ?? null,
    floorPlanUrl: property.floorPlanUrl ?? null,
    view: property.view ?? null,
    floor: property.floor ?? null,
    parking: property.parking ?? null,
    furnished: property.furnished ?? null,
    completionStatus: property.completionStatus ?? null,
    features: property.features,
    privateAmenities: property.privateAmenities,
    agentId: property.agent?.id ?? null,
    agent: agentCard(property.agent),
    permitNumber: property.permitNumber ?? null,
    permitIssuedOn: property.permitIssuedOn ?? null,
    permitExpiresOn: property.permitExpiresOn ?? null,
    permitUrl: property.permitUrl ?? null,
    paymentPlan: property.paymentPlan ?? [],
    serviceChargePerSqft: property.serviceChargePerSqft == null ? null : Number(property.serviceChargePerSqft),
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.updatedAt.toISOString(),
  };
}

export function toStaffPropertyView(property: PropertyWithAgent): StaffPropertyView {
  return {
    ...toPropertyView(property),
    // The database sets it on insert (a trigger); a property just made may not have read it back yet.
    reference: property.reference || `SSPJ-${String(property.id).padStart(4, '0')}`,
    statusChangedAt: property.statusChangedAt?.toISOString() ?? null,
    statusChangedBy: property.statusChangedBy ?? null,
    category: property.category,
    rentFrequency: property.rentFrequency ?? null,
    furnishing: property.furnishing ?? null,
    completion: property.completion ?? null,
    market: property.market ?? null,
    videoUrl: property.videoUrl ?? null,
    portals: property.portals,
  };
}

export function toFeaturedView(property: Property): FeaturedPropertyView {
  return {
    id: property.id,
    title: property.title,
    // Stored sanitised (see property.entity.ts).
    description: property.description,
    ...toTranslations(property),
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    imageUrl: property.imageUrl,
    price: property.price,
  };
}
