import { AgentSchema } from '../agents/agent.entity.ts';
import { AmenitySchema } from '../amenities/amenity.entity.ts';
import { ConsoleSettingSchema } from '../settings/console-setting.entity.ts';
import { SessionSchema } from '../auth/session.entity.ts';
import { ExchangeRateSnapshotSchema } from '../exchange-rates/exchange-rate-snapshot.entity.ts';
import { GalleryImageSchema } from '../gallery/gallery-image.entity.ts';
import { InquiryEventSchema } from '../inquiries/inquiry-event.entity.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { ScrapedListingSchema } from '../market-listings/scraped-listing.entity.ts';
import { NewsletterSubscriberSchema } from '../newsletter/newsletter-subscriber.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { RateLimitSchema } from '../rate-limit/rate-limit.entity.ts';
import { TestimonialSchema } from '../testimonials/testimonial.entity.ts';
import { UserSchema } from '../users/user.entity.ts';

export const entities = [
  AgentSchema,
  AmenitySchema,
  ConsoleSettingSchema,
  ExchangeRateSnapshotSchema,
  GalleryImageSchema,
  InquiryEventSchema,
  InquirySchema,
  NewsletterSubscriberSchema,
  PropertySchema,
  RateLimitSchema,
  ScrapedListingSchema,
  SessionSchema,
  TestimonialSchema,
  UserSchema,
];
