import { AmenitySchema } from '../amenities/amenity.entity.ts';
import { GalleryImageSchema } from '../gallery/gallery-image.entity.ts';
import { InquiryPipelineService } from '../inquiries/inquiry-pipeline.service.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { SpeedToLeadRepository } from '../inquiries/speed-to-lead.repository.ts';
import { InquiryRepository } from '../inquiries/inquiry.repository.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { PropertyRepository } from '../properties/property.repository.ts';
import { TestimonialSchema } from '../testimonials/testimonial.entity.ts';
import { protectedProcedure, router } from '../trpc/init.ts';

/** How far back the dashboard's "Leads by source" chart looks. */
export const LEADS_BY_SOURCE_DAYS = 30;

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

  /** Response times of the last 30 days, overall and per agent, and the leads still New after the reminder time. */
  speedToLead: protectedProcedure.query(({ ctx }) =>
    new SpeedToLeadRepository(ctx.em).summary({ days: 30, reminderMinutes: ctx.services.leadReminderMinutes }),
  ),

  /** Leads per source over the last 30 days, for the dashboard's chart. */
  leadsBySource: protectedProcedure.query(({ ctx }) =>
    new InquiryRepository(ctx.em).countBySource(new Date(Date.now() - LEADS_BY_SOURCE_DAYS * 86_400_000)),
  ),

  /** Listings on the market that need an advertising permit, or whose permit expires within 14 days. */
  permitAlerts: protectedProcedure.query(({ ctx }) => new PropertyRepository(ctx.em).permitAlerts()),
});
