import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditDetails, AuditSubjectName } from '../../shared/audit/schemas.ts';

/*
 * The trail stores ids ("user 3", "listing 12", details { agent: 5 }) so that it never holds personal
 * data and never goes stale; the console names them when it reads the trail: usernames, residence
 * titles, agents' and endpoints' names, as they are now. A lead stays an id: naming its contact would
 * put personal data on a screen that is about who did what, which the trail is written to avoid.
 */

type Kind = 'user' | 'listing' | 'listing-reference' | 'agent' | 'webhook';

/** One record an event points at: its kind and its id (or a listing's reference), as text. */
interface Ref {
  kind: Kind;
  key: string;
}

const SUBJECT = /^(user|listing|agent|webhook endpoint) (\S+)$/;

/** The record a subject names ("user 3", "listing SSR-0135"), or null for a subject that names none ("settings"). */
function subjectRef(subject: string): Ref | null {
  const match = SUBJECT.exec(subject);
  if (!match) return null;
  const [, noun, key = ''] = match;
  const id = /^[1-9]\d{0,9}$/.test(key);
  if (noun === 'listing') return { kind: id ? 'listing' : 'listing-reference', key };
  if (!id) return null;
  return { kind: noun === 'webhook endpoint' ? 'webhook' : noun === 'user' ? 'user' : 'agent', key };
}

/** Details whose value is the id of a record with a name. */
const DETAIL_REFS: Readonly<Record<string, Kind>> = { agent: 'agent', agentId: 'agent' };

function detailRefs(details: AuditDetails): Array<[string, Ref]> {
  return Object.entries(details).flatMap(([detail, value]): Array<[string, Ref]> => {
    const kind = DETAIL_REFS[detail];
    return kind && typeof value === 'number' && Number.isSafeInteger(value)
      ? [[detail, { kind, key: String(value) }]]
      : [];
  });
}

const refKey = (ref: Ref) => `${ref.kind}:${ref.key}`;

/** An endpoint without a description is named by its URL's host: never its path or query, which may hold a token. */
const URL_HOST = '^[a-z]+://(?:[^@/?#]*@)?([^/?#:]+)';

/**
 * The names of every record the refs point at, in one query (one SELECT of a few index lookups,
 * whatever the page's length). An account that is gone is still named by what the trail itself
 * recorded when it acted ("former" names), since its row is deleted with it.
 */
async function namesOf(
  em: EntityManager,
  refs: readonly Ref[],
): Promise<{ now: Map<string, string>; former: Map<string, string> }> {
  // Each kind's keys as one PostgreSQL array literal: a single parameter, however many there are.
  const keys = (kind: Kind) => {
    const distinct = new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.key));
    return `{${[...distinct].map((key) => `"${key.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  };
  const rows = await em.execute<Array<{ kind: string; key: string; name: string }>>(
    `select 'user' as kind, id::text as key, username as name from users where id = any(cast(? as int[]))
     union all select 'listing', id::text, title from properties where id = any(cast(? as int[]))
     union all select 'listing-reference', reference, title from properties where reference <> '' and reference = any(cast(? as text[]))
     union all select 'agent', id::text, name from agents where id = any(cast(? as int[]))
     union all select 'webhook', id::text, coalesce(nullif(description, ''), substring(url from cast(? as text)))
       from webhook_endpoints where id = any(cast(? as int[]))
     union all select 'former-user', actor_user_id::text, max(actor_username)
       from audit_events where actor_user_id = any(cast(? as int[])) and actor_username is not null group by actor_user_id`,
    [keys('user'), keys('listing'), keys('listing-reference'), keys('agent'), URL_HOST, keys('webhook'), keys('user')],
  );
  const now = new Map<string, string>();
  const former = new Map<string, string>();
  for (const row of rows) {
    if (row.kind === 'former-user') former.set(`user:${row.key}`, row.name);
    else now.set(`${row.kind}:${row.key}`, row.name);
  }
  return { now, former };
}

export interface EventNames {
  subjectName: AuditSubjectName | null;
  detailNames: Record<string, string>;
}

/** The events (in order) with the names of the records their subjects and details point at. */
export async function withNames<Event extends { subject: string; details: AuditDetails }>(
  em: EntityManager,
  events: readonly Event[],
): Promise<Array<Event & EventNames>> {
  const subjects = events.map((event) => subjectRef(event.subject));
  const details = events.map((event) => detailRefs(event.details));
  const refs = [...subjects, ...details.flatMap((pairs) => pairs.map(([, ref]) => ref))].filter((ref) => ref !== null);
  const { now, former } = refs.length
    ? await namesOf(em, refs)
    : { now: new Map<string, string>(), former: new Map<string, string>() };
  return events.map((event, index) => {
    const subject = subjects[index] ?? null;
    const name = subject ? now.get(refKey(subject)) : undefined;
    const detailNames = Object.fromEntries(
      (details[index] ?? []).flatMap(([detail, ref]) => {
        const named = now.get(refKey(ref));
        return named === undefined ? [] : [[detail, named]];
      }),
    );
    const subjectName = !subject
      ? null
      : name !== undefined
        ? { name, deleted: false }
        : { name: former.get(refKey(subject)) ?? null, deleted: true };
    return { ...event, subjectName, detailNames };
  });
}

/** At most this many records are matched by name in a subject search; a wider search is a vaguer one. */
const NAMED_SUBJECTS_MAX = 500;

/**
 * The subjects ("user 3", "listing 12", "listing SSR-0135") of the records whose name matches a LIKE
 * `pattern`, so that searching the trail for "alice" or a residence's title finds the events about
 * it, though the events hold only ids. One query.
 */
export async function subjectsNamed(em: EntityManager, pattern: string): Promise<string[]> {
  const rows = await em.execute<Array<{ subject: string }>>(
    `select 'user ' || id as subject from users where username ilike ?
     union all select 'listing ' || id from properties where title ilike ?
     union all select 'listing ' || reference from properties where reference <> '' and title ilike ?
     union all select 'agent ' || id from agents where name ilike ?
     union all select 'webhook endpoint ' || id from webhook_endpoints where description ilike ?
     limit ${NAMED_SUBJECTS_MAX}`,
    [pattern, pattern, pattern, pattern, pattern],
  );
  return rows.map((row) => row.subject);
}
