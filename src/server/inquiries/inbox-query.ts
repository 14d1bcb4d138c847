import type { FilterObject } from '@mikro-orm/core';
import type { z } from 'zod';
import type { inquiryListInput } from '../../shared/inquiries/schemas.ts';
import { invalidField } from '../errors.ts';
import type { Inquiry } from './inquiry.entity.ts';

/** The inbox filters with the assignee resolved to an agent id. */
export type InquiryListFilter = Omit<z.output<typeof inquiryListInput>, 'assignedTo'> & { assignedTo?: number };

/**
 * Where a page of the inbox ends, in its newest-first order: the last lead's creation time, as
 * PostgreSQL writes it (to the microsecond, which a JavaScript date would round), and its id.
 */
export interface InboxKey {
  createdAt: string;
  id: number;
}

/** Leads before `key` in the inbox's order, or from it on (`inclusive`: an export's newest lead). */
export interface InboxBound {
  key: InboxKey;
  inclusive: boolean;
}

const OUT_OF_DATE = 'This page of the inbox is out of date. Open the inbox again.';

/** The cursor the console sends back for the next page: the key, opaque to it. */
export function encodeCursor(key: InboxKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string): InboxKey {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const timestamp = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;
    if (typeof createdAt === 'string' && timestamp.test(createdAt) && Number.isSafeInteger(id) && Number(id) > 0)
      return { createdAt, id: Number(id) };
  } catch {
    // Not base64url JSON: the same answer as any other cursor we did not make.
  }
  throw invalidField('cursor', OUT_OF_DATE, cursor);
}

/**
 * The digits of a search that looks like a phone number, without the trunk zero of a local number
 * ("050 123 4567" finds "+971501234567"); null for any other search.
 */
export function phoneDigits(search: string): string | null {
  if (!/^[\d\s()+\-./]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 4 ? digits : null;
}

/** A condition on a lead's own columns (the query builder's `where` takes it as it is). */
type LeadCondition = FilterObject<Inquiry>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filters as a condition on leads. A search is a fragment of the first or last name, the e-mail
 * or the phone number as sent (each has a trigram index, so a fragment of three characters or more
 * is found without reading every lead), or of the number as E.164 when it looks like a phone number.
 */
export function inboxWhere(filter: InquiryListFilter): LeadCondition & { $or?: LeadCondition[] } {
  const where: LeadCondition & { $or?: LeadCondition[] } = {};
  if (filter.kind) where.kind = filter.kind;
  if (filter.assignedTo) where.assignedAgent = filter.assignedTo;
  if (filter.status) where.status = filter.status;
  if (filter.source) where.source = filter.source;
  if (filter.awaiting) where.awaitingReplySince = { $ne: null };
  if (filter.from || filter.to) {
    where.createdAt = {
      ...(filter.from ? { $gte: new Date(`${filter.from}T00:00:00Z`) } : {}),
      ...(filter.to ? { $lt: new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000) } : {}),
    };
  }
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    const digits = phoneDigits(filter.search);
    where.$or = [
      { firstName: { $ilike: like } },
      { lastName: { $ilike: like } },
      { email: { $ilike: like } },
      { phone: { $ilike: like } },
      ...(digits ? [{ phoneE164: { $like: `%${digits}%` } }] : []),
    ];
  }
  return where;
}
