import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { INTEREST_VIEWS, type residenceVisitInput } from '../../shared/returning-buyers/returning-buyers.ts';
import { dubaiDate, dubaiInstant } from '../../shared/viewings/slots.ts';
import type { WithLead } from '../inquiries/lead-intake.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { TaskSchema } from '../tasks/task.entity.ts';
import { createTask } from '../tasks/task.service.ts';
import { ResidenceViewSchema, ReturningBuyerSchema, type ResidenceView } from './returning-buyer.entity.ts';

const DAY_MS = 24 * 3_600_000;
/** A browser's views kept a day: plenty for a buyer, a stop for a script replaying the cookie. */
const VIEWS_KEPT_A_DAY = 50;
/** The "interested again" task is due soon after, so its reminder reaches the agent while it is fresh. */
const TASK_DUE_MS = 3_600_000;

export type VisitOutcome = 'unknown' | 'ignored' | 'recorded' | 'task';

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new browser token and what the lead's transaction stores of it (its hash, with the lead). */
export function rememberBuyer(): { token: string; withLead: WithLead } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    withLead: async (tem, inquiry) => {
      tem.create(ReturningBuyerSchema, { tokenHash: tokenHashOf(token), inquiry });
      await tem.flush();
    },
  };
}

/** "Interested again: viewed Penthouse 801 (2×), Villa 12; saved Villa 12 to the shortlist." */
function interestNote(views: Array<Pick<ResidenceView, 'kind'> & { title: string }>): string {
  const counted = (kind: ResidenceView['kind']) => {
    const counts = new Map<string, number>();
    for (const view of views) if (view.kind === kind) counts.set(view.title, (counts.get(view.title) ?? 0) + 1);
    return [...counts].map(([title, count]) => (count > 1 ? `${title} (${count}×)` : title)).join(', ');
  };
  const viewed = counted('view');
  const saved = counted('shortlist');
  const parts = [viewed ? `viewed ${viewed}` : null, saved ? `saved ${saved} to the shortlist` : null];
  return `Interested again: ${parts.filter(Boolean).join('; ')}.`;
}

/**
 * Records a returning buyer's view (or save) of a residence and, when it makes interest (the
 * INTEREST_VIEWS-th view within a day across the lead's browsers, or any save), gives the lead's
 * agent an "interested again" task listing that day's views: at most one a Dubai day per lead, made
 * under the lead's lock so two tabs at once make one. A token nobody holds (its lead erased) is
 * `unknown`, and the caller forgets the cookie.
 */
export async function recordResidenceVisit(
  em: EntityManager,
  token: string,
  visit: z.output<typeof residenceVisitInput>,
  now: Date,
): Promise<VisitOutcome> {
  const buyer = await em.findOne(
    ReturningBuyerSchema,
    { tokenHash: tokenHashOf(token) },
    { populate: ['inquiry.assignedAgent'] },
  );
  if (!buyer) return 'unknown';
  const lead = buyer.inquiry;
  return em.transactional(async (tem) => {
    await tem.execute('select pg_advisory_xact_lock(hashtext(?))', [`returning-buyer:${lead.id}`]);
    const since = new Date(now.getTime() - DAY_MS);
    const recent = await tem.find(
      ResidenceViewSchema,
      { buyer: { inquiry: lead.id }, viewedAt: { $gte: since } },
      { populate: ['property'], orderBy: { viewedAt: 'asc', id: 'asc' }, limit: VIEWS_KEPT_A_DAY },
    );
    const property = await tem.findOne(PropertySchema, { id: visit.propertyId }, { fields: ['id', 'title'] });
    if (!property || recent.length >= VIEWS_KEPT_A_DAY) return 'ignored';
    tem.create(ResidenceViewSchema, { buyer, property: property.id, kind: visit.kind, viewedAt: now });
    await tem.flush();
    const views = [
      ...recent.map((view) => ({ kind: view.kind, title: view.property.title })),
      { kind: visit.kind, title: property.title },
    ];
    const interested =
      visit.kind === 'shortlist' || views.filter((view) => view.kind === 'view').length >= INTEREST_VIEWS;
    const agentId = lead.assignedAgent?.id;
    if (!interested || !agentId) return 'recorded';
    const today = dubaiInstant(dubaiDate(now), '00:00');
    if (await tem.count(TaskSchema, { inquiry: lead.id, origin: 'visit', createdAt: { $gte: today } }))
      return 'recorded';
    await createTask(
      tem,
      {
        inquiryId: lead.id,
        assigneeId: agentId,
        type: 'call',
        dueAt: new Date(now.getTime() + TASK_DUE_MS),
        note: interestNote(views),
        origin: 'visit',
      },
      now,
    );
    return 'task';
  });
}
