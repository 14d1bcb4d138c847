import { formatArea, formatAreaRange, type AreaFormat } from '../lib/format-area.ts';

/**
 * The development's published areas, in square feet (the spec's marketing figures). The sentences
 * that quote them take them as inputs, written in the visitor's unit and the page's digits.
 */
export const WELLNESS_HUB_SQ_FT = 60_000;
export const HOMES_SQ_FT = { from: 1_980, to: 26_514 } as const;

/** The wellness hub's area as its sentences take it: `{ area: '60,000 sq ft' }` (or '5,574 m²'). */
export function wellnessHubArea(format: AreaFormat): { area: string } {
  return { area: formatArea(WELLNESS_HUB_SQ_FT, format) };
}

/** The homes' range of areas as its sentences take it: `{ from: '1,980', to: '26,514 sq ft' }`. */
export function homesAreaRange(format: AreaFormat): { from: string; to: string } {
  return formatAreaRange(HOMES_SQ_FT.from, HOMES_SQ_FT.to, format);
}
