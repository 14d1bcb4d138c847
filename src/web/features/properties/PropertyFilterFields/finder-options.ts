import { m } from '../../../../shared/paraglide/messages.js';
import { FINDER_BEDROOMS, FINDER_PROPERTY_TYPES } from '../filter.ts';

/** The type labels of the finder's choices, in the page's language ('Penthouse', 'Пентхаус'). */
const TYPE_LABELS: Record<(typeof FINDER_PROPERTY_TYPES)[number], () => string> = {
  penthouse: m.property_type_penthouse,
  villa: m.property_type_villa,
  apartment: m.property_type_apartment,
};

/** The property-type select of the finder and of the landing's search: 'All Types', then each type. */
export function finderTypeOptions(): Array<{ value: string; label: string }> {
  return [
    { value: '', label: m.finder_all_types() },
    ...FINDER_PROPERTY_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type]() })),
  ];
}

/** The bedrooms select of the finder and of the landing's search: 'Any', then 1 to 5. */
export function finderBedroomOptions(): Array<{ value: string; label: string }> {
  return [{ value: '', label: m.finder_any() }, ...FINDER_BEDROOMS.map((count) => ({ value: count, label: count }))];
}
