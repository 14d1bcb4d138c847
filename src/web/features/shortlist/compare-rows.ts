import { costToOwn } from '../../../shared/cost-to-own/calculate.ts';
import { completionOf } from '../../../shared/cost-to-own/completion.ts';
import type { FeeTable } from '../../../shared/cost-to-own/schemas.ts';
import { m } from '../../../shared/paraglide/messages.js';
import type { PropertyView } from '../../../shared/properties/types.ts';
import type { FigureDisplay } from '../../lib/display-preferences.tsx';
import { formatFigure } from '../../lib/format.ts';
import { formatPrice } from '../../lib/format-money.ts';
import { areaUnitLabel, formatArea, formatPricePerArea } from '../../lib/format-area.ts';
import { propertyStatusLabel } from '../properties/labels.ts';
import { serviceChargeText } from '../properties/service-charge.ts';

/** One line of the compare table: its label, and each residence's figure as the visitor reads figures. */
export interface CompareRow {
  key: string;
  label: (display: FigureDisplay) => string;
  value: (property: PropertyView, display: FigureDisplay, context: CompareContext) => string;
}

/** What some rows need besides the residence: the cost-to-own fee table staff keep. */
export interface CompareContext {
  fees: FeeTable;
}

/** Price and every purchase cost of a cash purchase (the cost-to-own calculator's defaults), in dirhams. */
function cashToOwn(property: PropertyView, fees: FeeTable): number | null {
  const price = Number(property.price);
  if (!(price > 0)) return null;
  return costToOwn(price, fees, { completion: completionOf(property) }).totalCashNeeded;
}

const text = (value: string | null) => (value && value.trim() ? value : m.compare_not_given());

/** Dirhams per square foot, when the residence has both a price and an area. */
function aedPerSquareFoot(property: PropertyView): number | null {
  const price = Number(property.price);
  const area = Number(property.area);
  return price > 0 && area > 0 ? price / area : null;
}

/**
 * The compare table's rows, in order: each follows the currency and unit switchers. A buyer tool
 * with its own figure for a residence (the cost to own) adds its row to this list.
 */
export const compareRows: CompareRow[] = [
  {
    key: 'price',
    label: () => m.compare_row_price(),
    value: (property, display) => formatPrice(property.price, display),
  },
  {
    key: 'price-per-area',
    label: (display) => m.compare_row_price_per_area({ unit: areaUnitLabel(display.unit) }),
    value: (property, display) => formatPricePerArea(aedPerSquareFoot(property), display, { withUnit: false }),
  },
  {
    key: 'bedrooms',
    label: () => m.compare_row_bedrooms(),
    value: (property, display) => formatFigure(property.bedrooms, { locale: display.locale }),
  },
  {
    key: 'bathrooms',
    label: () => m.compare_row_bathrooms(),
    value: (property, display) => formatFigure(property.bathrooms, { locale: display.locale }),
  },
  { key: 'area', label: () => m.compare_row_area(), value: (property, display) => formatArea(property.area, display) },
  { key: 'view', label: () => m.compare_row_view(), value: (property) => text(property.view) },
  { key: 'floor', label: () => m.compare_row_floor(), value: (property) => text(property.floor) },
  { key: 'status', label: () => m.compare_row_status(), value: (property) => propertyStatusLabel(property.status) },
  {
    key: 'service-charge',
    label: () => m.compare_row_service_charge(),
    value: (property, display) => serviceChargeText(property, display) ?? m.compare_on_request(),
  },
  {
    key: 'cost-to-own',
    label: () => m.cost_title(),
    value: (property, display, { fees }) => formatPrice(cashToOwn(property, fees), display),
  },
];
