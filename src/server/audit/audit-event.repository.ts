import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { AuditEventPage, auditListInput } from '../../shared/audit/schemas.ts';
import { AuditEventSchema, type AuditEvent } from './audit-event.entity.ts';
import { subjectsNamed, withNames } from './audit-names.ts';

export type AuditEventFilter = z.output<typeof auditListInput>;

const DAY_MS = 86_400_000;

/** `text` matched literally inside a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reads the audit trail, with the records it points at named (audit-names.ts); nothing here (or anywhere) changes it. */
export class AuditEventRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first; the days of `from` and `to` are whole UTC days, as in the leads inbox. */
  async list(filter: AuditEventFilter): Promise<AuditEventPage> {
    const where: FilterQuery<AuditEvent> = {};
    if (filter.action) where.action = filter.action;
    if (filter.actor) where.actorUsername = { $ilike: `${literal(filter.actor)}%` };
    if (filter.subject) {
      // The text of the subject, or the name of its record ("alice" finds "user 3").
      const pattern = `%${literal(filter.subject)}%`;
      const named = await subjectsNamed(this.em, pattern);
      where.$or = [{ subject: { $ilike: pattern } }, ...(named.length ? [{ subject: { $in: named } }] : [])];
    }
    const at: { $gte?: Date; $lt?: Date } = {};
    if (filter.from) at.$gte = new Date(`${filter.from}T00:00:00Z`);
    if (filter.to) at.$lt = new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS);
    if (at.$gte || at.$lt) where.at = at;
    const [events, total] = await this.em.findAndCount(AuditEventSchema, where, {
      orderBy: { at: 'desc', id: 'desc' },
      limit: filter.limit,
      offset: filter.offset,
    });
    const views = events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      actorUserId: event.actorUserId ?? null,
      actorUsername: event.actorUsername ?? null,
      action: event.action,
      clientAddress: event.clientAddress ?? null,
      subject: event.subject,
      details: event.details,
    }));
    return { items: await withNames(this.em, views), total };
  }
}
