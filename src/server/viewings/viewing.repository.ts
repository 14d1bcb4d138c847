import type { EntityManager, Loaded } from '@mikro-orm/postgresql';
import type { SyncListInput } from '../../shared/api/responses.ts';
import type { StaffViewingView, ViewingView } from '../../shared/viewings/schemas.ts';
import { addDays, dubaiInstant, toDubaiIso } from '../../shared/viewings/slots.ts';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';
import { changedIds, inIdOrder } from '../sync/change-feed.ts';
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

/** Viewings as one staff member may read them: an agent only their own (as with leads), editors none. */
export class ViewingRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: StaffScope,
  ) {}

  /** Viewings (booked and cancelled) starting on the Dubai days `from` to `to`, earliest first. */
  async list(filter: { from: string; to: string; agentId?: number | null }): Promise<StaffViewingView[]> {
    const viewings = await this.em.find(
      ViewingSchema,
      // The agent asked for narrows the scope: an agent asking for another's viewings gets none.
      this.scope.where(SCOPED.viewings, {
        ...(filter.agentId ? { agent: filter.agentId } : {}),
        startsAt: { $gte: dubaiInstant(filter.from, '00:00'), $lt: dubaiInstant(addDays(filter.to, 1), '00:00') },
      }),
      { populate: VIEWING_RELATIONS, orderBy: { startsAt: 'asc', id: 'asc' } },
    );
    return viewings.map(toStaffViewingView);
  }

  /** The next page of viewings changed (booked, moved, cancelled) within the scope: incremental sync. */
  async changes(input: SyncListInput) {
    const { ids, ...page } = await changedIds(this.em, 'viewings', this.scope.sql(SCOPED.viewings, 't'), input);
    const viewings = await this.em.find(ViewingSchema, { id: { $in: ids } }, { populate: VIEWING_RELATIONS });
    const items = inIdOrder(ids, viewings).map((viewing) => ({
      ...toStaffViewingView(viewing),
      updatedAt: viewing.updatedAt.toISOString(),
    }));
    return { items, ...page };
  }

  /** One viewing within the scope, or null (outside it is "not found", like a lead). */
  find(id: number): Promise<LoadedViewing | null> {
    return this.em.findOne(ViewingSchema, this.scope.where(SCOPED.viewings, { id }), { populate: VIEWING_RELATIONS });
  }
}
