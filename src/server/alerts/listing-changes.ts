import type { EntityManager } from '@mikro-orm/postgresql';
import type { ListingChangeKind } from '../../shared/alerts/alerts.ts';
import { isAdvertisedStatus, isOffMarket } from '../../shared/properties/advertising.ts';
import { enqueue } from '../jobs/queue.ts';
import { propertyAlertsJob } from './alert-jobs.ts';
import { ListingChangeSchema } from './property-alert.entity.ts';

/** What a save changed that alerts care about: the status and the price, before (null when new) and after. */
interface ListingState {
  id: number;
  status: string;
  price: string;
}

const priceOf = (listing: ListingState) => Number(listing.price) || 0;

/**
 * Which news a save is: a residence put on the market (created advertised, or leaving an unadvertised
 * status other than sold/let/withdrawn), back on it (from sold, let or withdrawn), or cheaper while
 * advertised. Anything else is no news.
 */
export function listingChangeKind(before: ListingState | null, after: ListingState): ListingChangeKind | null {
  if (!isAdvertisedStatus(after.status)) return null;
  if (!before) return 'published';
  if (isOffMarket(before.status)) return 'back-on-market';
  if (!isAdvertisedStatus(before.status)) return 'published';
  const was = priceOf(before);
  const now = priceOf(after);
  return was > 0 && now > 0 && now < was ? 'price-drop' : null;
}

/**
 * Records the change in the transaction that saved the residence (through its EntityManager) and
 * asks the alert job to run at once: the "at once" alerts go out within seconds, the others wait
 * for their day or week. The job key folds a burst of saves into one run.
 */
export async function recordListingChange(
  em: EntityManager,
  before: ListingState | null,
  after: ListingState,
): Promise<void> {
  const kind = listingChangeKind(before, after);
  if (!kind) return;
  em.create(ListingChangeSchema, { property: after.id, kind, price: after.price, createdAt: new Date() });
  await em.flush();
  await enqueue(em, propertyAlertsJob, {}, { jobKey: 'property-alerts' });
}
