import { z } from 'zod';
import { optionalUrlOrPath } from '../validation.ts';

/** What the portals (Bayut, dubizzle, Property Finder) need of a listing beyond what the site shows. */
export const LISTING_CATEGORIES = ['sale', 'rent'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];
export const RENT_FREQUENCIES = ['yearly', 'monthly', 'weekly', 'daily'] as const;
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];
export const FURNISHINGS = ['furnished', 'semi-furnished', 'unfurnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];
export const COMPLETIONS = ['off-plan', 'ready'] as const;
export type Completion = (typeof COMPLETIONS)[number];
export const MARKETS = ['primary', 'resale'] as const;
export type Market = (typeof MARKETS)[number];
/** The portals a unit can be ticked for; Bayut and dubizzle read the same feed. */
export const PORTALS = ['bayut', 'dubizzle', 'propertyfinder'] as const;
export type Portal = (typeof PORTALS)[number];

export const PORTAL_LABELS: Record<Portal, string> = {
  bayut: 'Bayut',
  dubizzle: 'dubizzle',
  propertyfinder: 'Property Finder',
};

export const RENT_FREQUENCY_MESSAGE = 'A listing for rent needs its rent frequency';

/** Optional choice: blank or null clears it (stored as null). */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { error: message }), z.literal('')], { error: message })
    .nullable()
    .optional()
    .transform((value) => (value ? value : undefined));

export const portalListingFields = {
  category: z.enum(LISTING_CATEGORIES, { error: 'Choose sale or rent' }),
  rentFrequency: optionalChoice(RENT_FREQUENCIES, 'Choose yearly, monthly, weekly or daily'),
  furnishing: optionalChoice(FURNISHINGS, 'Choose furnished, semi-furnished or unfurnished'),
  completion: optionalChoice(COMPLETIONS, 'Choose off-plan or ready'),
  market: optionalChoice(MARKETS, 'Choose primary or resale'),
  videoUrl: optionalUrlOrPath('The video must be an http(s) link'),
  portals: z
    .array(z.enum(PORTALS, { error: 'Choose Bayut, dubizzle or Property Finder' }))
    .max(PORTALS.length)
    .transform((portals) => [...new Set(portals)]),
};

/**
 * A rent listing names how often the rent falls due (the portals refuse it otherwise); a change to
 * rent names it in the same change.
 */
export function checkRentFrequency(
  ctx: z.core.ParsePayload<{ category?: ListingCategory; rentFrequency?: RentFrequency }>,
) {
  const { category, rentFrequency } = ctx.value;
  if (category === 'rent' && !rentFrequency)
    ctx.issues.push({ code: 'custom', path: ['rentFrequency'], message: RENT_FREQUENCY_MESSAGE, input: rentFrequency });
}

export const BRN_MESSAGE = 'The BRN is the broker registration number on the RERA broker card: 3 to 7 digits';

/** The broker registration number (BRN): RERA issues it as a number of up to seven digits. */
export const brnSchema = z
  .string({ error: BRN_MESSAGE })
  .trim()
  .transform((value) => value.replace(/^brn\s*/i, ''))
  .pipe(z.string().regex(/^(?:\d{3,7})?$/, { error: BRN_MESSAGE }))
  .nullable()
  .optional()
  .transform((value) => (value ? value : undefined));
