import type { EntityManager, Loaded } from '@mikro-orm/postgresql';
import type { PropertyInputParsed } from '../../shared/properties/schemas.ts';
import type { FeaturedPropertyView, PropertyView } from '../../shared/properties/types.ts';
import { AgentSchema, type Agent } from '../agents/agent.entity.ts';
import { PropertySchema, type Property } from './property.entity.ts';

function agentCard(agent: Agent | null | undefined) {
  if (!agent) return null;
  return {
    id: agent.id,
    name: agent.name,
    title: agent.title,
    phone: agent.phone,
    email: agent.email,
    photoUrl: agent.photoUrl,
    license: agent.license ?? null,
    info: agent.languages.length ? `${agent.title} · ${agent.languages.join(', ')}` : agent.title,
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
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.updatedAt.toISOString(),
  };
}

export function toFeaturedView(property: Property): FeaturedPropertyView {
  return {
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
}

/** Optional text columns: a blank sent for one of them clears it, so it is stored as null. */
const CLEARABLE_COLUMNS = [
  'location',
  'virtualTourUrl',
  'floorPlanUrl',
  'view',
  'floor',
  'parking',
  'furnished',
  'completionStatus',
] as const;
type ClearableColumn = (typeof CLEARABLE_COLUMNS)[number];

function clearedColumns(input: Partial<Record<ClearableColumn, string>>): Partial<Record<ClearableColumn, null>> {
  const cleared: Partial<Record<ClearableColumn, null>> = {};
  for (const key of CLEARABLE_COLUMNS) if (key in input && input[key] === undefined) cleared[key] = null;
  return cleared;
}

/** The form sends numbers; the columns keep them as text: whole AED, bathrooms as given, whole sq ft. */
const storedPrice = (price: number) => String(Math.round(price));
const storedBathrooms = (bathrooms: number) => String(bathrooms);
const storedArea = (area: number) => String(Math.round(area));

export class PropertyRepository {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<PropertyView[]> {
    const properties = await this.em.find(
      PropertySchema,
      {},
      { populate: ['agent'], orderBy: { featured: 'desc', id: 'asc' } },
    );
    return properties.map(toPropertyView);
  }

  async findById(id: number): Promise<PropertyView | null> {
    const property = await this.em.findOne(PropertySchema, { id }, { populate: ['agent'] });
    return property ? toPropertyView(property) : null;
  }

  async featured(): Promise<FeaturedPropertyView | null> {
    const property = await this.em.findOne(PropertySchema, { featured: true }, { orderBy: { updatedAt: 'desc' } });
    return property ? toFeaturedView(property) : null;
  }

  async create(input: PropertyInputParsed): Promise<PropertyView> {
    return this.em.transactional(async (tem) => {
      const { agentId, price, bathrooms, area, ...fields } = input;
      if (input.featured) await tem.nativeUpdate(PropertySchema, { featured: true }, { featured: false });
      const property = tem.create(PropertySchema, {
        ...fields,
        ...clearedColumns(fields),
        price: storedPrice(price),
        bathrooms: storedBathrooms(bathrooms),
        area: storedArea(area),
        agent: agentId ? tem.getReference(AgentSchema, agentId) : null,
      });
      await tem.flush();
      return toPropertyView(await tem.populate(property, ['agent']));
    });
  }

  async update(id: number, input: Partial<PropertyInputParsed>): Promise<PropertyView | null> {
    return this.em.transactional(async (tem) => {
      const property = await tem.findOne(PropertySchema, { id });
      if (!property) return null;
      const { agentId, price, bathrooms, area, ...fields } = input;
      // One featured property at a time: marking this one unmarks the others.
      if (input.featured)
        await tem.nativeUpdate(PropertySchema, { featured: true, id: { $ne: id } }, { featured: false });
      tem.assign(property, {
        ...fields,
        ...clearedColumns(fields),
        ...(price !== undefined && { price: storedPrice(price) }),
        ...(bathrooms !== undefined && { bathrooms: storedBathrooms(bathrooms) }),
        ...(area !== undefined && { area: storedArea(area) }),
      });
      if (agentId !== undefined) property.agent = agentId ? tem.getReference(AgentSchema, agentId) : null;
      await tem.flush();
      return toPropertyView(await tem.populate(property, ['agent']));
    });
  }

  async delete(id: number): Promise<boolean> {
    return (await this.em.nativeDelete(PropertySchema, { id })) > 0;
  }
}
