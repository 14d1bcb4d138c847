import type { EntityManager } from '@mikro-orm/postgresql';
import { inquiryListInput } from '../../shared/inquiries/schemas.ts';
import { can } from '../../shared/staff/permissions.ts';
import type { TodayView } from '../../shared/tasks/types.ts';
import { addDays, dubaiDate, dubaiInstant } from '../../shared/viewings/slots.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { watchedResidences } from '../alerts/watched-residences.ts';
import { InquiryRepository } from '../inquiries/inquiry.repository.ts';
import { SpeedToLeadRepository } from '../inquiries/speed-to-lead.repository.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { ViewingRepository } from '../viewings/viewing.repository.ts';
import { TaskRepository, toTaskView } from './task.repository.ts';

/** Leads awaiting our reply shown on the day: the inbox's filter has the rest. */
const AWAITING_SHOWN = 50;

/**
 * An agent's day, from the reads the other screens already use (the inbox's "awaiting our reply",
 * speed to lead's unanswered leads, the Viewings screen's day, alert matches of the leads' buyers), within the caller's reach: an agent's
 * own, everyone's for owners and managers, who also get each agent's overdue count.
 */
export async function readToday(em: EntityManager, user: SessionUser, now: Date): Promise<TodayView> {
  const scope = StaffScope.of(user);
  const tasks = new TaskRepository(em.fork(), scope);
  const date = dubaiDate(now);
  const endOfDay = dubaiInstant(addDays(date, 1), '00:00');
  const awaiting = { ...inquiryListInput.parse({ awaiting: 'yes' }), assignedTo: undefined };
  const [overdue, dueToday, unanswered, awaitingReply, viewings, watched, overdueByAgent] = await Promise.all([
    tasks.overdue(now),
    new TaskRepository(em.fork(), scope).dueBetween(now, endOfDay),
    new SpeedToLeadRepository(em, scope).unanswered(now),
    new InquiryRepository(em.fork(), scope).page(awaiting, { limit: AWAITING_SHOWN }),
    new ViewingRepository(em.fork(), scope).list({ from: date, to: date }),
    watchedResidences(em.fork(), scope, now),
    can(user, 'tasks.assign') ? new TaskRepository(em.fork(), scope).overdueByAgent(now) : Promise.resolve([]),
  ]);
  return {
    date,
    overdue: overdue.map((task) => toTaskView(task, now)),
    dueToday: dueToday.map((task) => toTaskView(task, now)),
    unanswered,
    awaitingReply: awaitingReply.items,
    viewings: viewings.filter((viewing) => viewing.status === 'booked'),
    watched,
    overdueByAgent,
  };
}
