import { AmenitySchema } from '../amenities/amenity.entity.ts';
import { GalleryImageSchema } from '../gallery/gallery-image.entity.ts';
import { InquiryPipelineService } from '../inquiries/inquiry-pipeline.service.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { PropertyRepository } from '../properties/property.repository.ts';
import { TestimonialSchema } from '../testimonials/testimonial.entity.ts';
import { protectedProcedure, router } from '../trpc/init.ts';

export const dashboardRouter = router({
  /** The dashboard's five counts and the leads that arrived since this user's last look at the inbox. */
  summary: protectedProcedure.query(async ({ ctx }) => {
    const [properties, galleryImages, amenities, testimonials, inquiries, newInquiries] = await Promise.all([
      ctx.em.fork().count(PropertySchema, {}),
      ctx.em.fork().count(GalleryImageSchema, {}),
      ctx.em.fork().count(AmenitySchema, {}),
      ctx.em.fork().count(TestimonialSchema, {}),
      ctx.em.fork().count(InquirySchema, {}),
      new InquiryPipelineService(ctx.em.fork(), ctx.user).newSinceLastVisit(),
    ]);
    return { properties, galleryImages, amenities, testimonials, inquiries, newInquiries };
  }),

  /** Listings on the market that need an advertising permit, or whose permit expires within 14 days. */
  permitAlerts: protectedProcedure.query(({ ctx }) => new PropertyRepository(ctx.em).permitAlerts()),
});
