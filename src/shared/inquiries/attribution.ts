/**
 * Where a lead came from: the first campaign tags, click ids and outside referrer of the visit,
 * and the page the visit began on. The browser keeps them for the visit and sends them with every
 * lead form; the server derives one `source` from them for the inbox filter and the dashboard.
 *
 * No zod here: the capture runs on every public page (the schema is in schemas.ts).
 */

/** The lead's fields for each tracking parameter of a landing URL. */
export const ATTRIBUTION_PARAMS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  gclid: 'gclid',
  fbclid: 'fbclid',
} as const;

export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[keyof typeof ATTRIBUTION_PARAMS];

export interface Attribution extends Partial<Record<AttributionParam, string>> {
  /** Another site's origin and path (never a query string, never this site). */
  referrer?: string;
  /** The path on this site the visit began on. */
  landingPage?: string;
}

/** The longest campaign tag or click id kept; what the columns hold. */
export const ATTRIBUTION_VALUE_MAX = 200;
/** The longest referrer or landing path kept. */
export const ATTRIBUTION_URL_MAX = 500;

/** What the inbox and the dashboard call a lead that arrived with no tags and no outside referrer. */
export const DIRECT_SOURCE = 'Direct';

/**
 * One name for where a lead came from: the campaign's `utm_source` (lower-cased, so "Newsletter"
 * and "newsletter" count together), else the ad network a click id belongs to, else the referring
 * site's host, else Direct.
 */
export function leadSource(attribution: Attribution | null | undefined): string {
  const utmSource = attribution?.utmSource?.trim().toLowerCase();
  const host = attribution?.referrer ? URL.parse(attribution.referrer)?.hostname : undefined;
  const source =
    utmSource ||
    (attribution?.gclid ? 'google' : attribution?.fbclid ? 'facebook' : host?.replace(/^www\./, '').toLowerCase()) ||
    DIRECT_SOURCE;
  // Cut by code points, as the column counts them: lower-casing can lengthen a tag (İ becomes i̇),
  // and a referring host may be longer than the column.
  return [...source].slice(0, ATTRIBUTION_VALUE_MAX).join('');
}
