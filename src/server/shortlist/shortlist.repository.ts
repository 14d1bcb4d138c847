import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShortlistEntry } from '../../shared/shortlist/shortlist.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { PropertyView } from '../../shared/properties/types.ts';
import { advertisedFilter, type AdvertisingRule } from '../properties/advertising-rule.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { toPropertyView } from '../properties/property-views.ts';

/**
 * The residences of a shortlist, in the order saved: each advertised one as the public reads it,
 * every other id (sold, let, withdrawn, unpermitted, unknown) as "no longer available" with its id only.
 */
export async function shortlistEntries(
  em: EntityManager,
  ids: readonly number[],
  rule: AdvertisingRule,
  locale?: Locale,
): Promise<ShortlistEntry<PropertyView>[]> {
  if (ids.length === 0) return [];
  const advertised = await em.find(
    PropertySchema,
    { $and: [{ id: { $in: [...ids] } }, advertisedFilter(rule)] },
    {
      populate: ['agent'],
    },
  );
  const byId = new Map(advertised.map((property) => [property.id, toPropertyView(property, locale)]));
  return ids.map((id) => {
    const property = byId.get(id);
    return property ? { state: 'advertised', property } : { state: 'unavailable', id };
  });
}
