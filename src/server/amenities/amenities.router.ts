import { amenityInputSchema, amenityPatchSchema, type AmenityView } from '../../shared/amenities/schemas.ts';
import { sortedContentRouter } from '../sorted-content/sorted-content.ts';
import { AmenitySchema, type Amenity } from './amenity.entity.ts';

const toAmenityView = ({ id, name, description, icon, sortOrder }: Amenity): AmenityView => ({
  id,
  name,
  description,
  icon,
  sortOrder,
});

export const amenitiesRouter = sortedContentRouter({
  schema: AmenitySchema,
  input: amenityInputSchema,
  patch: amenityPatchSchema.partial(),
  toView: toAmenityView,
  notFoundMessage: 'Amenity not found',
});
