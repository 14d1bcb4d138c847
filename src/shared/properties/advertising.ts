import type { PropertyStatus } from './schemas.ts';

/** Statuses a listing is advertised under; the last two carry a badge so nobody mistakes them for available. */
export const ADVERTISED_STATUSES = ['Available', 'Reserved', 'Under Construction'] as const satisfies PropertyStatus[];
export const BADGED_STATUSES: readonly string[] = ['Reserved', 'Under Construction'] satisfies PropertyStatus[];
/** A sold, let or withdrawn unit must come down at once: its page answers 410 Gone. */
export const OFF_MARKET_STATUSES = ['Sold', 'Let', 'Withdrawn'] as const satisfies PropertyStatus[];

/** The console setting's key and wording. */
export const ADVERTISE_ONLY_WITH_VALID_PERMIT = 'advertiseOnlyWithValidPermit';

/** Days before a permit's expiry from which the dashboard warns. */
export const PERMIT_WARNING_DAYS = 14;

export interface PermitParts {
  permitNumber: string | null;
  permitUrl: string | null;
  permitExpiresOn: string | null;
}

/**
 * Why a listing cannot be advertised for want of a permit, or null when its permit is in order.
 * A permit is complete with its number, its verification link (the QR code must be shown) and its
 * expiry; it is valid to the end of its expiry day. `today` is the date in Dubai (`dubaiDate`).
 */
export function permitProblem(permit: PermitParts, today: string): 'missing' | 'expired' | null {
  if (!permit.permitNumber || !permit.permitUrl || !permit.permitExpiresOn) return 'missing';
  return permit.permitExpiresOn < today ? 'expired' : null;
}

export const isOffMarket = (status: string): boolean => (OFF_MARKET_STATUSES as readonly string[]).includes(status);
export const isAdvertisedStatus = (status: string): boolean =>
  (ADVERTISED_STATUSES as readonly string[]).includes(status);

/**
 * The schema.org availability a listing's offer carries: a reserved unit is not on offer, and one
 * under construction is sold off-plan (PreSale), so search results do not call either "in stock".
 */
export function offerAvailability(status: string): string {
  const value: Record<string, string> = {
    Available: 'InStock',
    Reserved: 'Reserved',
    'Under Construction': 'PreSale',
    Sold: 'SoldOut',
    Let: 'SoldOut',
    Withdrawn: 'Discontinued',
  };
  return `https://schema.org/${value[status] ?? 'InStock'}`;
}

/** Dubai keeps UTC+4 all year: the UAE has no daylight saving time. */
const DUBAI_UTC_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * A date as YYYY-MM-DD in Dubai, where permits are issued and expire (and the agency's year turns).
 * Worked out from the fixed offset rather than by an Intl.DateTimeFormat in Asia/Dubai: building that
 * formatter loads time-zone data, about 20 ms of a phone's page load, for ten characters.
 */
export function dubaiDate(at: Date = new Date()): string {
  return new Date(at.getTime() + DUBAI_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` plus `days` days, both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
