import type { EntityManager } from '@mikro-orm/postgresql';
import type { PropertyInputParsed } from '../../shared/properties/schemas.ts';
import type { FeaturedPropertyView, PropertyView } from '../../shared/properties/types.ts';
import { AgentSchema, type Agent } from '../agents/agent.entity.ts';
import { sanitizeDescription } from './description-html.ts';
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

export function toPropertyView(property: Property): PropertyView {
  const agent = property.agent && 'name' in property.agent ? (property.agent as Agent) : null;
  return {
    id: property.id,
    title: property.title,
    type: property.type,
    description: sanitizeDescription(property.description),
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
    agent: agentCard(agent),
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.updatedAt.toISOString(),
  };
}

export function toFeaturedView(property: Property): FeaturedPropertyView {
  return {
    id: property.id,
    title: property.title,
    description: sanitizeDescription(property.description),
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    imageUrl: property.imageUrl,
    price: property.price,
  };
}

/** Stored columns from the validated form: numbers become the text the spec stores. */
function columnsOf(input: Partial<PropertyInputParsed>) {
  const { agentId, price, bathrooms, area, ...rest } = input;
  const columns: Record<string, unknown> = { ...rest };
  if (price !== undefined) columns.price = String(Math.round(price));
  if (bathrooms !== undefined) columns.bathrooms = String(bathrooms);
  if (area !== undefined) columns.area = String(Math.round(area));
  for (const key of [
    'location',
    'virtualTourUrl',
    'floorPlanUrl',
    'view',
    'floor',
    'parking',
    'furnished',
    'completionStatus',
  ]) {
    if (key in columns && columns[key] === undefined) columns[key] = null;
  }
  return { columns, agentId };
}

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
      const { columns, agentId } = columnsOf(input);
      if (input.featured) await tem.nativeUpdate(PropertySchema, { featured: true }, { featured: false });
      const property = tem.create(PropertySchema, {
        ...(columns as Omit<Property, 'id' | 'agent' | 'createdAt' | 'updatedAt'>),
        agent: agentId ? tem.getReference(AgentSchema, agentId) : null,
      });
      await tem.flush();
      await tem.populate(property, ['agent']);
      return toPropertyView(property);
    });
  }

  async update(id: number, input: Partial<PropertyInputParsed>): Promise<PropertyView | null> {
    return this.em.transactional(async (tem) => {
      const property = await tem.findOne(PropertySchema, { id });
      if (!property) return null;
      const { columns, agentId } = columnsOf(input);
      // One featured property at a time: marking this one unmarks the others.
      if (input.featured)
        await tem.nativeUpdate(PropertySchema, { featured: true, id: { $ne: id } }, { featured: false });
      tem.assign(property, columns as Partial<Property>);
      if (agentId !== undefined) property.agent = agentId ? tem.getReference(AgentSchema, agentId) : null;
      await tem.flush();
      await tem.populate(property, ['agent']);
      return toPropertyView(property);
    });
  }

  async delete(id: number): Promise<boolean> {
    return (await this.em.nativeDelete(PropertySchema, { id })) > 0;
  }
}
