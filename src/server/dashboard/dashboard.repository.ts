import type { EntityManager } from '@mikro-orm/postgresql';
import { AmenitySchema } from '../amenities/amenity.entity.ts';
import { GalleryImageSchema } from '../gallery/gallery-image.entity.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { SCOPED, type StaffScope } from '../staff-scope/staff-scope.ts';
import { TestimonialSchema } from '../testimonials/testimonial.entity.ts';

export class DashboardRepository {
  /** The leads counted are those within `scope`. */
  constructor(
    private readonly em: EntityManager,
    private readonly scope: StaffScope,
  ) {}

  /** How many of each record the console keeps, counted at once (a fork each: one connection per count). */
  async counts(): Promise<{
    properties: number;
    galleryImages: number;
    amenities: number;
    testimonials: number;
    inquiries: number;
  }> {
    const [properties, galleryImages, amenities, testimonials, inquiries] = await Promise.all([
      this.em.fork().count(PropertySchema, {}),
      this.em.fork().count(GalleryImageSchema, {}),
      this.em.fork().count(AmenitySchema, {}),
      this.em.fork().count(TestimonialSchema, {}),
      this.em.fork().count(InquirySchema, this.scope.where(SCOPED.leads, {})),
    ]);
    return { properties, galleryImages, amenities, testimonials, inquiries };
  }
}
