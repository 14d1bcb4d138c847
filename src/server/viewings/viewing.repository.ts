import type { EntityManager, Loaded } from '@mikro-orm/postgresql';
import type { StaffViewingView, ViewingView } from '../../shared/viewings/schemas.ts';
import { addDays, dubaiInstant, toDubaiIso } from '../../shared/viewings/slots.ts';
import type { LeadScope } from '../inquiries/lead-scope.ts';
import { ViewingSchema, type Viewing } from './viewing.entity.ts';

/** A viewing with what its views and e-mails show. */
export type LoadedViewing = Loaded<Viewing, 'agent' | 'property' | 'inquiry'>;

export const VIEWING_RELATIONS = ['agent', 'property', 'inquiry'] as const;

export function toViewingView(viewing: LoadedViewing): ViewingView {
  const { agent, property } = viewing;
  return {
    id: viewing.id,
    inquiryId: viewing.inquiry.id,
    start: toDubaiIso(viewing.startsAt),
    end: toDubaiIso(viewing.endsAt),
    mode: viewing.mode,
    status: viewing.status,
    sequence: viewing.sequence,
    agent: { id: agent.id, name: agent.name, email: agent.email, phone: agent.phone, photoUrl: agent.photoUrl },
    property: property ? { id: property.id, title: property.title } : null,
    videoLink: viewing.mode === 'video' ? (viewing.videoLink ?? null) : null,
  };
}

export function toStaffViewingView(viewing: LoadedViewing): StaffViewingView {
  const { inquiry } = viewing;
  const name = `${inquiry.firstName} ${inquiry.lastName}`.trim();
  return { ...toViewingView(viewing), visitor: { name, email: inquiry.email, phone: inquiry.phone ?? null } };
}

/** The viewings staff may see: an agent only their own (as with leads), editors none. */
function scopeWhere(scope: LeadScope) {
  if (scope.kind === 'all') return {};
  if (scope.kind === 'agent') return { agent: scope.agentId };
  return { id: { $in: [] } };
}

export class ViewingRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: LeadScope,
  ) {}

  /** Viewings (booked and cancelled) starting on the Dubai days `from` to `to`, earliest first. */
  async list(filter: { from: string; to: string; agentId?: number | null }): Promise<StaffViewingView[]> {
    const viewings = await this.em.find(
      ViewingSchema,
      {
        ...scopeWhere(this.scope),
        ...(filter.agentId ? { agent: filter.agentId } : {}),
        startsAt: { $gte: dubaiInstant(filter.from, '00:00'), $lt: dubaiInstant(addDays(filter.to, 1), '00:00') },
      },
      { populate: VIEWING_RELATIONS, orderBy: { startsAt: 'asc', id: 'asc' } },
    );
    return viewings.map(toStaffViewingView);
  }

  /** One viewing within the scope, or null (outside it is "not found", like a lead). */
  find(id: number): Promise<LoadedViewing | null> {
    return this.em.findOne(ViewingSchema, { id, ...scopeWhere(this.scope) }, { populate: VIEWING_RELATIONS });
  }
}
