import type { EntityManager } from '@mikro-orm/postgresql';
import type { Attribution } from '../../../shared/inquiries/attribution.ts';
import { WhatsAppVisitReferenceSchema } from './visit-reference.entity.ts';

/** A visitor writes within minutes of the tap, or not at all; a month covers a message sent days later. */
const KEEP_DAYS = 30;

/**
 * Remembers what a tap on the WhatsApp button stands for. The first write of a reference wins (a
 * second tap with the same reference cannot rewrite it), and references past their month go.
 */
export async function rememberVisit(em: EntityManager, reference: string, attribution: Attribution): Promise<void> {
  await em.execute(
    `with pruned as (delete from whatsapp_visit_references where created_at < now() - make_interval(days => ?))
     insert into whatsapp_visit_references (reference, attribution, created_at) values (?, ?::jsonb, now())
     on conflict (reference) do nothing`,
    [KEEP_DAYS, reference, JSON.stringify(attribution)],
  );
}

/** The web visit a reference stands for, or null when unknown or expired. */
export async function visitOf(em: EntityManager, reference: string): Promise<Attribution | null> {
  const since = new Date(Date.now() - KEEP_DAYS * 24 * 3600_000);
  const row = await em.findOne(WhatsAppVisitReferenceSchema, { reference, createdAt: { $gte: since } });
  return row?.attribution ?? null;
}
