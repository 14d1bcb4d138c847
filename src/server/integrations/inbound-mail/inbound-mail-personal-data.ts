import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonalDataScope, PersonalDataStore } from '../../privacy/personal-data-store.ts';
import { InboundMailSchema } from './inbound-mail.entity.ts';

function findMails(em: EntityManager, scope: PersonalDataScope, withRaw = false) {
  const by = [
    ...(scope.leadIds.length ? [{ inquiry: { $in: scope.leadIds } }] : []),
    ...(scope.emails.length ? [{ fromAddress: { $in: scope.emails } }] : []),
  ];
  if (by.length === 0) return Promise.resolve([]);
  return em.find(InboundMailSchema, { $or: by }, { orderBy: { id: 'asc' }, ...(withRaw ? { populate: ['raw'] } : {}) });
}

/**
 * The e-mails the person sent us (or that bounced from their address), as they came: the timeline
 * keeps their words; these are the bytes received, kept for a second look and erased with the rest.
 */
export const inboundMailStore: PersonalDataStore = {
  key: 'inboundMail',
  label: 'E-mails received',
  async find(em, scope) {
    const found = await findMails(em, scope);
    return found.map((mail) => ({
      id: `inbound-mail-${mail.id}`,
      summary: `E-mail ${mail.outcome ?? 'waiting'} by ${mail.source.toUpperCase()} from ${mail.fromAddress ?? '?'}${mail.inquiry ? ` on lead #${mail.inquiry.id}` : ''}`,
      date: mail.receivedAt.toISOString(),
    }));
  },
  async export(em, scope) {
    const found = await findMails(em, scope, true);
    return found.map((mail) => ({
      receivedAt: mail.receivedAt.toISOString(),
      by: mail.source,
      from: mail.fromAddress,
      leadId: mail.inquiry?.id ?? null,
      message: mail.raw.toString('utf8'),
    }));
  },
  async erase(em, scope) {
    const found = await findMails(em, scope);
    if (found.length === 0) return 0;
    return em.nativeDelete(InboundMailSchema, { id: { $in: found.map((mail) => mail.id) } });
  },
};
