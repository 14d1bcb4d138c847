import type { EntityManager } from '@mikro-orm/postgresql';
import type { AlertView } from '../../shared/alerts/alerts.ts';
import { AlertMatchSchema, PropertyAlertSchema, type PropertyAlert } from './property-alert.entity.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function alertStatus(alert: PropertyAlert): AlertView['status'] {
  if (alert.cancelledAt) return 'cancelled';
  return alert.confirmedAt ? 'active' : 'waiting';
}

/** The alerts as staff read them (no token of any link), with each one's matches. */
export async function staffAlertList(
  em: EntityManager,
  where: { email?: { $in: string[] } } = {},
): Promise<AlertView[]> {
  const alerts = await em.find(PropertyAlertSchema, where, { orderBy: { id: 'desc' }, limit: 500 });
  const matches = alerts.length
    ? await em.find(
        AlertMatchSchema,
        { alert: { $in: alerts.map((alert) => alert.id) } },
        { populate: ['change'], orderBy: { id: 'desc' } },
      )
    : [];
  return alerts.map((alert) => ({
    id: alert.id,
    email: alert.email,
    contactKey: alert.contactKey ?? null,
    locale: alert.locale,
    frequency: alert.frequency,
    criteria: alert.criteria,
    status: alertStatus(alert),
    createdAt: alert.createdAt.toISOString(),
    confirmedAt: iso(alert.confirmedAt),
    lastSentAt: iso(alert.lastSentAt),
    matches: matches
      .filter((match) => match.alert.id === alert.id)
      .map((match) => ({
        propertyId: match.change.property.id,
        change: match.change.kind,
        at: match.change.createdAt.toISOString(),
        sentAt: iso(match.sentAt),
      })),
  }));
}
