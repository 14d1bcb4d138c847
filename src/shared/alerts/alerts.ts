import { z } from 'zod';
import { emailAddress } from '../inquiries/schemas.ts';
import { NEWSLETTER_CONSENTS, subscriberEmail } from '../newsletter/schemas.ts';
import { m } from '../paraglide/messages.js';
import { PROPERTY_TYPES } from '../properties/schemas.ts';
import { plainText } from '../validation.ts';

/** How often a subscriber hears of new matches: as soon as the change is saved, once a day, once a week. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** What makes a residence news for an alert: put on the market, back on it, or cheaper than before. */
export const LISTING_CHANGE_KINDS = ['published', 'back-on-market', 'price-drop'] as const;
export type ListingChangeKind = (typeof LISTING_CHANGE_KINDS)[number];

/** The most matches one alert e-mail lists. */
export const ALERT_MAIL_MATCH_LIMIT = 10;

/**
 * The finder's filters an alert keeps: sale or rent, type, bedrooms, price range in whole dirhams
 * (null where not filtered). Sale or rent is kept as chosen but, as in the finder, matches every
 * residence: listings carry no such flag.
 */
export const alertCriteriaSchema = z.object({
  saleType: z.enum(['sale', 'rent']).default('sale'),
  propertyType: z.enum(PROPERTY_TYPES).nullable().default(null),
  bedrooms: z.number().int().min(0).max(20).nullable().default(null),
  priceMin: z.number().int().min(0).max(10_000_000_000).nullable().default(null),
  priceMax: z.number().int().min(0).max(10_000_000_000).nullable().default(null),
});
export type AlertCriteria = z.infer<typeof alertCriteriaSchema>;

export const alertSubscribeSchema = z.object({
  email: subscriberEmail,
  frequency: z.enum(ALERT_FREQUENCIES),
  criteria: alertCriteriaSchema.refine((c) => c.priceMin === null || c.priceMax === null || c.priceMin <= c.priceMax, {
    error: 'The lowest price is above the highest',
    path: ['priceMax'],
  }),
  /** An alert is marketing, as the newsletter is: the same wordings. */
  consent: z.enum(NEWSLETTER_CONSENTS, { error: 'Unknown consent wording' }).optional(),
  sourcePage: plainText(300).optional(),
});
export type AlertSubscribeInput = z.input<typeof alertSubscribeSchema>;

/**
 * The "Alert me" form as the visitor fills it: the address, checked as the lead forms check it (its
 * message in the page's language; the server's check above is the same rule), and the frequency.
 */
export const alertFormSchema = z.object({
  email: emailAddress(() => m.validation_email_valid()),
  frequency: alertSubscribeSchema.shape.frequency,
});

/** A link's secret (confirmation or unsubscribe): 64 hex characters. */
export const alertTokenSchema = z.object({
  token: z.string({ error: 'The link is incomplete' }).regex(/^[0-9a-f]{64}$/, { error: 'The link is not valid' }),
});

/** What an alert judges of a residence. */
export interface AlertableProperty {
  type: string;
  bedrooms: number;
  price: string;
}

/** Whether `property` matches the alert's filters, by the finder's rules (type exact, bedrooms exact, price inclusive). */
export function matchesAlert(property: AlertableProperty, criteria: AlertCriteria): boolean {
  const price = Number(String(property.price).replace(/\D/g, '')) || 0;
  if (criteria.propertyType && property.type.toLowerCase() !== criteria.propertyType.toLowerCase()) return false;
  if (criteria.bedrooms !== null && property.bedrooms !== criteria.bedrooms) return false;
  if (criteria.priceMin !== null && price < criteria.priceMin) return false;
  if (criteria.priceMax !== null && price > criteria.priceMax) return false;
  return true;
}

/** A subscriber's alert as staff see it in the console. */
export interface AlertView {
  id: number;
  email: string;
  contactKey: string | null;
  locale: string;
  frequency: AlertFrequency;
  criteria: AlertCriteria;
  status: 'waiting' | 'active' | 'cancelled';
  createdAt: string;
  confirmedAt: string | null;
  lastSentAt: string | null;
  matches: Array<{ propertyId: number; change: ListingChangeKind; at: string; sentAt: string | null }>;
}
