import type { Loaded } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/i18n/locales.ts';
import { inLanguage } from '../../shared/i18n/translations.ts';
import { imageTextsIn } from '../../shared/properties/image-texts.ts';
import { flatTranslations } from '../../shared/properties/localized-text.ts';
import { PROPERTY_TRANSLATED_FIELDS } from '../../shared/properties/schemas.ts';
import type {
  AgentCard,
  FeaturedPropertyView,
  PropertyView,
  StaffPropertyView,
  WithTranslations,
} from '../../shared/properties/types.ts';
import type { Agent } from '../agents/agent.entity.ts';
import { localizedAgent } from '../agents/agent.repository.ts';
import type { Property } from './property.entity.ts';

function agentCard(agent: Agent | null | undefined, locale: Locale | undefined): AgentCard | null {
  if (!agent) return null;
  const { id, name, title, phone, email, photoUrl, languages } = localizedAgent(agent, locale);
  const info = languages.length
    ? `${title} · ${languages.join(locale === 'zh' ? '、' : locale === 'ar' ? '، ' : ', ')}`
    : title;
  return { id, name, title, phone, email, photoUrl, license: agent.license ?? null, info };
}

/**
 * `view` in `locale`, when the read names one (the public pages): each text in that language where
 * staff wrote it. Read without one (the REST API, the console), the English with every translation.
 */
function inPageLanguage<View extends PropertyView | FeaturedPropertyView>(
  view: View,
  property: Property,
  locale: Locale | undefined,
): View & WithTranslations {
  const answer = inLanguage(view, property.translations, locale, PROPERTY_TRANSLATED_FIELDS);
  return locale ? answer : { ...answer, ...flatTranslations(property.translations) };
}

/** A property read with its agent: every full property answer carries the agent's card. */
export type PropertyWithAgent = Loaded<Property, 'agent'>;

export function toPropertyView(property: PropertyWithAgent, locale?: Locale): PropertyView {
  const view: PropertyView = {
    id: property.id,
    title: property.title,
    type: property.type,
    // Stored sanitised (see property.entity.ts).
    description: property.description,
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
    imageTexts: imageTextsIn(property.imageTexts, locale),
    view: property.view ?? null,
    floor: property.floor ?? null,
    parking: property.parking ?? null,
    furnished: property.furnished ?? null,
    completionStatus: property.completionStatus ?? null,
    features: property.features,
    privateAmenities: property.privateAmenities,
    agentId: property.agent?.id ?? null,
    agent: agentCard(property.agent, locale),
    permitNumber: property.permitNumber ?? null,
    permitIssuedOn: property.permitIssuedOn ?? null,
    permitExpiresOn: property.permitExpiresOn ?? null,
    permitUrl: property.permitUrl ?? null,
    paymentPlan: property.paymentPlan ?? [],
    serviceChargePerSqft: property.serviceChargePerSqft == null ? null : Number(property.serviceChargePerSqft),
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.updatedAt.toISOString(),
  };
  return inPageLanguage(view, property, locale);
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

export function toFeaturedView(property: Property, locale?: Locale): FeaturedPropertyView {
  const view: FeaturedPropertyView = {
    id: property.id,
    title: property.title,
    // Stored sanitised (see property.entity.ts).
    description: property.description,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    imageUrl: property.imageUrl,
    price: property.price,
  };
  return inPageLanguage(view, property, locale);
}
