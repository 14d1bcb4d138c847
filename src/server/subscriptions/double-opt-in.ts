import type { EntityManager } from '@mikro-orm/postgresql';
import { isSuppressed } from '../mail/outbox.ts';
import { linkTokenHash, newConfirmLink, type ConfirmLink } from './subscription-links.ts';

/** What every subscription request names: the address asked for. */
export interface SubscriptionRequest {
  email: string;
}

/**
 * One kind of subscription (the newsletter, a residence alert) as the double opt-in needs it: where
 * its waiting requests are kept, which e-mail asks to confirm, and what confirming does. Each step
 * runs inside the flow's transaction.
 */
export interface DoubleOptIn<Request extends SubscriptionRequest, Waiting> {
  /** Names the address lock: two requests of one address at once must not send two links. */
  kind: string;
  /** Whether this (unsuppressed) address may be sent another link now, so the form cannot flood an inbox. */
  mayAsk(em: EntityManager, request: Request, now: Date): Promise<boolean>;
  /** Keeps the request waiting under the link's hash until the link expires. */
  keep(em: EntityManager, request: Request, link: ConfirmLink): Promise<void>;
  /** Queues the e-mail that carries the link. */
  ask(em: EntityManager, request: Request, link: ConfirmLink): Promise<void>;
  /** The waiting request of a link's hash whose link has not expired, locked for confirming; null if none. */
  waiting(em: EntityManager, tokenHash: string, now: Date): Promise<Waiting | null>;
  /** Makes the waiting request a subscription, its consent recorded now. */
  confirm(em: EntityManager, waiting: Waiting, now: Date): Promise<void>;
}

/**
 * Double opt-in, step one: keep the request waiting and ask the address's owner to confirm it.
 * Whoever typed the address learns nothing (the caller answers the same whatever happened here), and
 * a suppressed address is never written to.
 */
export async function requestSubscription<Request extends SubscriptionRequest, Waiting>(
  em: EntityManager,
  flow: DoubleOptIn<Request, Waiting>,
  request: Request,
): Promise<void> {
  await em.transactional(async (tem) => {
    await tem.execute('select pg_advisory_xact_lock(hashtext(?))', [`${flow.kind}:${request.email}`]);
    if (await isSuppressed(tem, request.email)) return;
    const now = new Date();
    if (!(await flow.mayAsk(tem, request, now))) return;
    const link = newConfirmLink(now);
    await flow.keep(tem, request, link);
    await flow.ask(tem, request, link);
  });
}

/** Step two, the link followed: false for a link that is unknown, already used or expired. */
export async function confirmSubscription<Request extends SubscriptionRequest, Waiting>(
  em: EntityManager,
  flow: DoubleOptIn<Request, Waiting>,
  token: string,
): Promise<boolean> {
  return em.transactional(async (tem) => {
    const now = new Date();
    const waiting = await flow.waiting(tem, linkTokenHash(token), now);
    if (!waiting) return false;
    await flow.confirm(tem, waiting, now);
    return true;
  });
}
