import type { PersonalDataStore } from '../privacy/personal-data-store.ts';
import { staffAlertList } from './alert-views.ts';
import { PropertyAlertSchema } from './property-alert.entity.ts';

/**
 * The address's residence alerts, waiting or confirmed, with their filters, consent and matches:
 * answered only to a request for that address (see PersonalDataScope). The links' secrets are not
 * personal data and are never exported. Erasing deletes the alerts (their matches go with them).
 */
export const alertSubscriptions: PersonalDataStore = {
  key: 'alerts',
  label: 'Residence alerts',
  async find(em, scope) {
    if (scope.emails.length === 0) return [];
    const alerts = await staffAlertList(em, { email: { $in: scope.emails } });
    return alerts.map((alert) => ({
      id: `alert-${alert.id}`,
      summary: `${alert.frequency} alert of ${alert.email} (${alert.status}), ${alert.matches.length} matches`,
      date: alert.createdAt,
    }));
  },
  async export(em, scope) {
    if (scope.emails.length === 0) return [];
    const alerts = await em.find(PropertyAlertSchema, { email: { $in: scope.emails } }, { orderBy: { id: 'asc' } });
    const views = await staffAlertList(em, { email: { $in: scope.emails } });
    return alerts.map((alert) => ({
      ...views.find((view) => view.id === alert.id),
      consentVersion: alert.consentVersion ?? null,
      consentPage: alert.consentPage ?? null,
      consentedAt: alert.consentedAt?.toISOString() ?? null,
      cancelledAt: alert.cancelledAt?.toISOString() ?? null,
    }));
  },
  async erase(em, scope) {
    if (scope.emails.length === 0) return 0;
    return em.nativeDelete(PropertyAlertSchema, { email: { $in: scope.emails } });
  },
};
