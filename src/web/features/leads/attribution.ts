import {
  ATTRIBUTION_PARAMS,
  ATTRIBUTION_URL_MAX,
  ATTRIBUTION_VALUE_MAX,
  type Attribution,
} from '../../../shared/inquiries/attribution.ts';
import { CONTROL_CHARACTER, LONE_SURROGATE } from '../../../shared/text-rules.ts';

/**
 * The visit's attribution, kept in the tab's sessionStorage: first-party, gone when the visit ends,
 * and read by no one but this site's own forms. The first page of the visit decides; a tagged link
 * followed later in the same visit does not overwrite it (first touch wins).
 */
const STORAGE_KEY = 'ssr-attribution';

/** When storage is refused (private modes, blocked cookies), the record lives as long as the page. */
let inMemory: Attribution | null = null;

/**
 * A value the lead can carry: trimmed, cut to `max` UTF-16 units without splitting a character, and
 * dropped when it holds a control character, so an odd link never costs the visitor their lead.
 */
export function clip(value: string | null | undefined, max: number): string | undefined {
  let text = value?.trim() ?? '';
  if (text.length > max) text = text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '');
  if (!text || CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text)) return undefined;
  return text;
}

/** What a landing URL and referrer say about where the visit came from. */
export function attributionOf(location: { href: string; origin: string }, referrer: string): Attribution {
  const url = new URL(location.href);
  const attribution: Attribution = {};
  for (const [param, field] of Object.entries(ATTRIBUTION_PARAMS)) {
    const value = clip(url.searchParams.get(param), ATTRIBUTION_VALUE_MAX);
    if (value) attribution[field] = value;
  }
  const from = referrer ? URL.parse(referrer) : null;
  // Only another site counts as a referrer; the query string (search terms, tokens) is not kept.
  if (from && (from.protocol === 'http:' || from.protocol === 'https:') && from.origin !== location.origin) {
    const referrerUrl = clip(`${from.origin}${from.pathname}`, ATTRIBUTION_URL_MAX);
    if (referrerUrl) attribution.referrer = referrerUrl;
  }
  const landingPage = clip(url.pathname, ATTRIBUTION_URL_MAX);
  if (landingPage) attribution.landingPage = landingPage;
  return attribution;
}

function stored(): Attribution | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? readAttribution(parsed) : inMemory;
  } catch {
    return inMemory;
  }
}

/** Only the known fields, each a string, from whatever storage held. */
function readAttribution(value: object): Attribution {
  const attribution: Attribution = {};
  const fields = [...Object.values(ATTRIBUTION_PARAMS), 'referrer', 'landingPage'] as const;
  for (const field of fields) {
    const entry: unknown = Object.getOwnPropertyDescriptor(value, field)?.value;
    if (typeof entry === 'string') attribution[field] = entry;
  }
  return attribution;
}

/** Records the visit's attribution on its first page; later pages of the visit leave it alone. */
export function captureAttribution(): void {
  if (stored()) return;
  inMemory = attributionOf(window.location, document.referrer);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(inMemory));
  } catch {
    // Storage refused: the in-memory copy serves this page.
  }
}

/** What every lead form sends besides its own fields: the page it was sent from and the visit's attribution. */
export function leadContext(): { sourcePage?: string; attribution?: Attribution } {
  if (typeof window === 'undefined') return {};
  return {
    sourcePage: clip(window.location.pathname, 300),
    attribution: stored() ?? attributionOf(window.location, document.referrer),
  };
}
