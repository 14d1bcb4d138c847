import { m } from '../../../shared/paraglide/messages.js';
import type { PROPERTY_STATUSES, PROPERTY_TYPES } from '../../../shared/properties/schemas.ts';

const TYPE_LABELS: Record<(typeof PROPERTY_TYPES)[number], () => string> = {
  Apartment: m.property_type_apartment,
  Penthouse: m.property_type_penthouse,
  Villa: m.property_type_villa,
  Townhouse: m.property_type_townhouse,
  Mansion: m.property_type_mansion,
};

const STATUS_LABELS: Record<(typeof PROPERTY_STATUSES)[number], () => string> = {
  Available: m.property_status_available,
  Sold: m.property_status_sold,
  Reserved: m.property_status_reserved,
  'Under Construction': m.property_status_under_construction,
  Let: m.property_status_let,
  Withdrawn: m.property_status_withdrawn,
};

const isLabelled = <Key extends string>(labels: Record<Key, () => string>, key: string): key is Key =>
  Object.hasOwn(labels, key);

/** A property's type in the page's language ('Penthouse', 'Пентхаус'); a type this build does not know reads as stored. */
export function propertyTypeLabel(type: string): string {
  return isLabelled(TYPE_LABELS, type) ? TYPE_LABELS[type]() : type;
}

/** A property's status (its availability) in the page's language; an unknown one reads as stored. */
export function propertyStatusLabel(status: string): string {
  return isLabelled(STATUS_LABELS, status) ? STATUS_LABELS[status]() : status;
}
