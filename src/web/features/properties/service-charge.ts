import { m } from '../../../shared/paraglide/messages.js';
import type { PropertyView } from '../../../shared/properties/types.ts';
import type { FigureDisplay } from '../../lib/display-preferences.tsx';
import { formatPrice } from '../../lib/format-money.ts';
import { formatPricePerArea } from '../../lib/format-area.ts';

/**
 * A residence's annual service charge as the visitor reads figures: the rate per sq ft or m² and,
 * with an area, what it comes to a year ("AED 38 / sq ft · AED 456,000 a year"). Null when the
 * agency has not set it (the residence's pages say "on request").
 */
export function serviceChargeText(property: PropertyView, display: FigureDisplay): string | null {
  const rate = property.serviceChargePerSqft;
  if (rate === null || !(rate > 0)) return null;
  const perArea = formatPricePerArea(rate, display);
  const area = Number(property.area);
  if (!(area > 0)) return perArea;
  return `${perArea} · ${m.service_charge_yearly({ amount: formatPrice(rate * area, display) })}`;
}
