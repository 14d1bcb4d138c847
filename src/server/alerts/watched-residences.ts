import type { EntityManager } from '@mikro-orm/postgresql';
import type { ListingChangeKind } from '../../shared/alerts/alerts.ts';
import type { WatchedResidence } from '../../shared/tasks/types.ts';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';

/** How far back a match counts as "watching now" on the agent's day. */
export const WATCHED_DAYS = 14;
const WATCHED_SHOWN = 50;

/**
 * Residences that matched the confirmed alerts of buyers who are also leads, newest first, one row
 * per lead and residence. The reach is the lead's (`SCOPED.leads`), not `alerts.read`: an agent sees
 * the matches of their own leads' buyers and nothing else of the alerts (no address, no filters).
 * A buyer is a lead's when the alert shares its contact (contact-key.ts) or its e-mail.
 */
export async function watchedResidences(em: EntityManager, scope: StaffScope, now: Date): Promise<WatchedResidence[]> {
  const reach = scope.sql(SCOPED.leads, 'i');
  const since = new Date(now.getTime() - WATCHED_DAYS * 24 * 3_600_000);
  const rows = await em.execute<
    Array<{
      inquiry_id: number;
      first_name: string;
      last_name: string;
      email: string;
      agent_name: string | null;
      property_id: number;
      title: string;
      kind: ListingChangeKind;
      at: Date;
    }>
  >(
    `select * from (
       select distinct on (i.id, p.id) i.id as inquiry_id, i.first_name, i.last_name, i.email,
              a.name as agent_name, p.id as property_id, p.title, lc.kind, lc.created_at as at
         from alert_matches am
         join property_alerts pa on pa.id = am.alert_id
         join listing_changes lc on lc.id = am.change_id
         join properties p on p.id = lc.property_id
         join inquiries i on i.contact_key = pa.contact_key or i.email_key = lower(pa.email)
         left join agents a on a.id = i.assigned_agent_id
        where pa.confirmed_at is not null and pa.cancelled_at is null and lc.created_at >= ?
          and i.status not in ('Won', 'Lost') and ${reach.sql}
        order by i.id, p.id, lc.created_at desc
     ) latest
     order by at desc, inquiry_id desc
     limit ${WATCHED_SHOWN}`,
    [since, ...reach.params],
  );
  return rows.map((row) => ({
    inquiryId: row.inquiry_id,
    leadName: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email,
    assignedAgentName: row.agent_name,
    propertyId: row.property_id,
    propertyTitle: row.title,
    change: row.kind,
    at: new Date(row.at).toISOString(),
  }));
}
