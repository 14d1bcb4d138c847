import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/i18n/locales.ts';
import { m } from '../../shared/paraglide/messages.js';
import { TooManyRequestsError } from '../errors.ts';
import type { Inquiry } from '../inquiries/inquiry.entity.ts';
import type { RequestLimit } from '../rate-limit/rate-limit.ts';
import { ViewingSchema } from './viewing.entity.ts';

/**
 * What one visitor may book on the site, so that nobody can take every free slot (or have each
 * booking's three e-mails sent to one address): bookings per client address and hour, and future
 * viewings per e-mail address and per phone number. Staff booking on a visitor's behalf are not held to them.
 */
export interface ViewingLimits {
  perAddress: RequestLimit;
  maxFuturePerContact: number;
}

/** The per-contact limit as a booking carries it into its transaction: the most, and the visitor's language for the refusal. */
export interface ContactLimit {
  max: number;
  locale: Locale;
}

/** Counts a booking from the client `address`; past the hour's budget, refuses it (429) in the visitor's language. */
export async function admitBooking(limits: ViewingLimits, address: string, locale: Locale): Promise<void> {
  const wait = await limits.perAddress.hit(address);
  if (wait > 0) throw new TooManyRequestsError(wait, m.viewing_limit_address({}, { locale }));
}

/**
 * Refuses the booking (429, in the visitor's language) when its e-mail address or its phone number,
 * as the lead stores them (lower-case; E.164), already has `limit.max` viewings booked in the future.
 * Runs in the booking's own transaction after taking a lock on each, so parallel bookings of one
 * person are counted one after the other, and a refusal stores nothing.
 */
export async function holdContactLimit(tem: EntityManager, inquiry: Inquiry, limit: ContactLimit, now: Date) {
  const { emailKey, phoneE164 } = inquiry;
  const keys = [emailKey, phoneE164].filter((key): key is string => Boolean(key));
  for (const key of keys) await tem.execute('select pg_advisory_xact_lock(hashtext(?))', [`viewing-contact:${key}`]);
  const held = await tem.find(
    ViewingSchema,
    {
      status: 'booked',
      startsAt: { $gt: now },
      inquiry: { $or: [{ emailKey }, ...(phoneE164 ? [{ phoneE164 }] : [])] },
    },
    {
      populate: ['inquiry'],
      fields: ['startsAt', 'inquiry.emailKey', 'inquiry.phoneE164'],
      orderBy: { startsAt: 'asc' },
    },
  );
  const full = [
    held.filter((viewing) => viewing.inquiry.emailKey === emailKey),
    held.filter((viewing) => phoneE164 && viewing.inquiry.phoneE164 === phoneE164),
  ].find((viewings) => viewings.length >= limit.max);
  if (!full) return;
  // One more may be booked once the earliest of them has taken place.
  const wait = Math.ceil((full[0]!.startsAt.getTime() - now.getTime()) / 1000);
  throw new TooManyRequestsError(wait, m.viewing_limit_contact({ count: limit.max }, { locale: limit.locale }));
}
