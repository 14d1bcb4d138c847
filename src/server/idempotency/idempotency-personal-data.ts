import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonalDataScope, PersonalDataStore } from '../privacy/personal-data-store.ts';
import { IdempotencyKeySchema } from './idempotency-key.entity.ts';

/**
 * The stored answers that name a lead, by the route that made them and the field of the answer that
 * holds the lead's id. Only the answers are kept (a request body is kept as a hash): a lead taken in
 * answers its id, a booking its viewing with its lead's id, and an anonymous sender's row is keyed on
 * their address.
 */
const ANSWERS_NAMING_A_LEAD: ReadonlyArray<{ route: string; leadIdField: string }> = [
  { route: '/api/inquiries', leadIdField: 'id' },
  { route: '/api/viewings', leadIdField: 'inquiryId' },
];

interface StoredAnswerRow {
  id: number;
  caller: string;
  key: string;
  route: string;
  status: number;
  body: string;
  created_at: Date;
}

function findAnswers(em: EntityManager, scope: PersonalDataScope): Promise<StoredAnswerRow[]> {
  if (scope.leadIds.length === 0) return Promise.resolve([]);
  const ids = scope.leadIds.map(String);
  const inIds = ids.map(() => '?').join(', ');
  // Only successful JSON answers are parsed: those are the ones that name what they created.
  const byRoute = ANSWERS_NAMING_A_LEAD.map(() => `(route = ? and body::jsonb ->> ? in (${inIds}))`).join(' or ');
  return em.execute<StoredAnswerRow[]>(
    `select id, caller, key, route, status, body, created_at
       from ${em.getMetadata(IdempotencyKeySchema).tableName}
      where status between 200 and 299 and content_type like 'application/json%' and (${byRoute})
      order by id`,
    ANSWERS_NAMING_A_LEAD.flatMap(({ route, leadIdField }) => [route, leadIdField, ...ids]),
  );
}

/**
 * The answers kept for retries of a POST sent with an Idempotency-Key (a day at most), when they name
 * the person's leads. Erased by deletion: a retry after the erase would run again, which is right for
 * a person who asked to be forgotten.
 */
export const idempotentAnswersStore: PersonalDataStore = {
  key: 'idempotency',
  label: 'Answers kept for API retries',
  async find(em, scope) {
    const found = await findAnswers(em, scope);
    return found.map((row) => ({
      id: `idempotency-${row.id}`,
      summary: `Answer ${row.status} of POST ${row.route}, kept for retries with key ${row.key}`,
      date: new Date(row.created_at).toISOString(),
    }));
  },
  async export(em, scope) {
    const found = await findAnswers(em, scope);
    return found.map((row) => ({
      route: row.route,
      idempotencyKey: row.key,
      sentBy: row.caller,
      status: row.status,
      answer: JSON.parse(row.body) as unknown,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  },
  async erase(em, scope) {
    const found = await findAnswers(em, scope);
    if (found.length === 0) return 0;
    return em.nativeDelete(IdempotencyKeySchema, { id: { $in: found.map((row) => row.id) } });
  },
};
