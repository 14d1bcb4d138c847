import type { EntityManager } from '@mikro-orm/postgresql';
import type { PortalSourceHealth } from '../../../shared/integrations/portal-leads.ts';
import type { EventSource } from './portal-events.ts';

const LAST_ERRORS = 5;
const SIGNATURE_REASONS = ['missing-signature', 'bad-signature', 'no-secret'];

interface EventRow {
  source: EventSource;
  last_at: Date | null;
  day: number;
}
interface ErrorRow {
  source: EventSource;
  at: Date;
  kind: 'processing' | 'malformed';
  message: string;
}

/**
 * How each portal's leads are arriving, for the Integrations screen: the last event, events and
 * signature failures in the last 24 hours, and the last errors (processing failures and signed
 * bodies that were not events). Bayut and dubizzle share one card (one endpoint, one secret); WhatsApp
 * has its own.
 */
export async function portalHealth(em: EntityManager): Promise<PortalSourceHealth[]> {
  const [events, failures, errors] = await Promise.all([
    em.fork().execute<EventRow[]>(
      `select source, max(received_at) as last_at,
              count(*) filter (where received_at > now() - interval '24 hours')::int as day
         from portal_events group by source`,
    ),
    em.fork().execute<Array<{ source: EventSource; day: number }>>(
      `select source, count(*)::int as day from portal_webhook_rejections
        where at > now() - interval '24 hours' and reason in (?, ?, ?) group by source`,
      SIGNATURE_REASONS,
    ),
    em.fork().execute<ErrorRow[]>(
      `(select source, received_at as at, 'processing' as kind, last_error as message from portal_events
         where last_error is not null order by received_at desc limit ?)
       union all
       (select source, at, 'malformed' as kind, coalesce(detail, reason) as message from portal_webhook_rejections
         where reason = 'malformed' order by at desc limit ?)
       order by at desc`,
      [LAST_ERRORS * 3, LAST_ERRORS * 2],
    ),
  ]);
  const card = (source: PortalSourceHealth['source'], members: EventSource[]): PortalSourceHealth => {
    const mine = <T extends { source: EventSource }>(rows: T[]) => rows.filter((row) => members.includes(row.source));
    const last = mine(events)
      .map((row) => (row.last_at ? new Date(row.last_at).getTime() : 0))
      .reduce((a, b) => Math.max(a, b), 0);
    return {
      source,
      lastEventAt: last ? new Date(last).toISOString() : null,
      events24h: mine(events).reduce((sum, row) => sum + Number(row.day), 0),
      signatureFailures24h: mine(failures).reduce((sum, row) => sum + Number(row.day), 0),
      lastErrors: mine(errors)
        .slice(0, LAST_ERRORS)
        .map((row) => ({ at: new Date(row.at).toISOString(), kind: row.kind, message: row.message.slice(0, 300) })),
    };
  };
  return [
    card('property-finder', ['property-finder']),
    card('bayut', ['bayut', 'dubizzle']),
    card('whatsapp', ['whatsapp']),
  ];
}
