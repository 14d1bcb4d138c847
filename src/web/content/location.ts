import { m } from '../../shared/paraglide/messages.js';
import { intlLocale, pageLocale } from '../lib/i18n.ts';
import { formatNumber } from '../lib/format.ts';
import { formatMinutesParts } from '../lib/format-time.ts';

/** The location page's map and distances; the words are messages (keys `location_*`). */

export const MAP_CENTRE = { latitude: 25.1004238, longitude: 55.1177276 } as const;
export const MAP_ZOOM = 14;
export const MAP_MAX_ZOOM = 19;
/** The style the map asks the tile service for: `${MAP_TILES_URL}${MAP_STYLE_PATH}`. */
export const MAP_STYLE_PATH = '/styles/positron';

/**
 * A travel time as its figure and unit in the page's language. English keeps the site's short 'min'
 * ('35 min'); the other languages take Intl's full unit, which carries their plurals ('5 دقائق' but
 * '25 دقيقة', '4 минуты' but '5 минут').
 */
export function travelMinutes(minutes: number): { figure: string; unit: string } {
  if (pageLocale() === 'en') return { figure: formatNumber(minutes), unit: m.location_minutes_unit() };
  return formatMinutesParts(minutes, intlLocale());
}

/** A travel time as one phrase: '6 min', '6 دقائق', '6 минут', '6分钟'. */
export function travelMinutesText(minutes: number): string {
  const { figure, unit } = travelMinutes(minutes);
  return pageLocale() === 'zh' ? `${figure}${unit}` : `${figure} ${unit}`;
}

export interface DistanceCard {
  id: string;
  place: () => string;
  minutes: number;
  note: () => string;
}

export const DISTANCE_CARDS: readonly DistanceCard[] = [
  { id: 'airport', place: m.location_airport_place, minutes: 35, note: m.location_airport_note },
  { id: 'mall', place: m.location_mall_place, minutes: 25, note: m.location_mall_note },
  { id: 'difc', place: m.location_difc_place, minutes: 35, note: m.location_difc_note },
  { id: 'nakheel-mall', place: m.location_nakheel_place, minutes: 5, note: m.location_nakheel_note },
];

export const LOCATION_HIGHLIGHTS: readonly { id: string; title: () => string; text: () => string }[] = [
  { id: 'crescent', title: m.location_crescent_title, text: m.location_crescent_text },
  { id: 'connected', title: m.location_connected_title, text: m.location_connected_text },
  { id: 'beach', title: m.location_beach_title, text: m.location_beach_text },
];
