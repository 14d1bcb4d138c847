import {
  AMENITY_TRANSLATED_FIELDS,
  amenityInputSchema,
  amenityPatchSchema,
  type AmenityView,
} from '../../shared/amenities/schemas.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { inLanguage } from '../../shared/i18n/translations.ts';
import { sortedContentRouter } from '../sorted-content/sorted-content.ts';
import { AmenitySchema, type Amenity } from './amenity.entity.ts';

const toAmenityView = (
  { id, name, description, icon, sortOrder, translations }: Amenity,
  locale?: Locale,
): AmenityView =>
  inLanguage({ id, name, description, icon, sortOrder }, translations, locale, AMENITY_TRANSLATED_FIELDS);

export const amenitiesRouter = sortedContentRouter({
  schema: AmenitySchema,
  input: amenityInputSchema,
  patch: amenityPatchSchema.partial(),
  toView: toAmenityView,
  notFoundMessage: 'Amenity not found',
});
