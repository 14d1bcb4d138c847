import type { EntityManager } from '@mikro-orm/postgresql';
import type { InboundMailHealth } from '../../../shared/integrations/inbound-mail.ts';
import { InboundImapStateSchema, InboundMailSchema, type InboundMailSource } from './inbound-mail.entity.ts';
import type { InboundMailSettings } from './settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

/**
 * The Integrations screen's inbound e-mail card: which ways in are on, when each last brought a
 * message, the poll's last run and error, and the newest message processing failed on.
 */
export async function inboundMailHealth(
  em: EntityManager,
  settings: InboundMailSettings,
  domain: string | null,
): Promise<InboundMailHealth> {
  const newest = async (source?: InboundMailSource) =>
    (
      await em.findOne(InboundMailSchema, source ? { source } : { source: { $in: ['smtp', 'imap'] } }, {
        fields: ['receivedAt'],
        orderBy: { receivedAt: 'desc' },
      })
    )?.receivedAt ?? null;
  const smtpAt = await newest('smtp');
  const imapAt = await newest('imap');
  const lastAt = await newest();
  const received24h = await em.count(InboundMailSchema, { receivedAt: { $gte: new Date(Date.now() - DAY_MS) } });
  const failing = await em.findOne(
    InboundMailSchema,
    { processedAt: null, lastError: { $ne: null } },
    { fields: ['receivedAt', 'lastError'], orderBy: { receivedAt: 'desc' } },
  );
  const state = settings.imap ? await em.findOne(InboundImapStateSchema, { mailbox: settings.imap.label }) : null;
  return {
    domain,
    smtp: { configured: Boolean(settings.smtp), port: settings.smtp?.port ?? null, lastReceivedAt: iso(smtpAt) },
    imap: {
      configured: Boolean(settings.imap),
      mailbox: settings.imap?.label ?? null,
      lastPollAt: iso(state?.lastPollAt),
      lastReceivedAt: iso(imapAt),
      lastError: state?.lastError ?? null,
      skippedTooLarge: state?.skippedTooLarge ?? 0,
    },
    lastReceivedAt: iso(lastAt),
    received24h,
    lastError: failing?.lastError ? { at: failing.receivedAt.toISOString(), message: failing.lastError } : null,
  };
}
