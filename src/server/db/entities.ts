import { complianceFileEntities } from '../compliance/file/compliance-file.entity.ts';
import { SanctionsEntrySchema, SanctionsListSchema } from '../compliance/lists/sanctions-list.entity.ts';
import { AgencyRegistrationSchema } from '../agency/agency-registration.entity.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { ArticleSchema } from '../articles/article.entity.ts';
import { ApiKeySchema } from '../api-keys/api-key.entity.ts';
import { IdempotencyKeySchema } from '../idempotency/idempotency-key.entity.ts';
import { AlertMatchSchema, ListingChangeSchema, PropertyAlertSchema } from '../alerts/property-alert.entity.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { AmenitySchema } from '../amenities/amenity.entity.ts';
import { CostToOwnFeesSchema } from '../cost-to-own/fee-table.entity.ts';
import { ConsoleSettingSchema } from '../settings/console-setting.entity.ts';
import { SessionSchema } from '../auth/session.entity.ts';
import { ExchangeRateSnapshotSchema } from '../exchange-rates/exchange-rate-snapshot.entity.ts';
import { GalleryImageSchema } from '../gallery/gallery-image.entity.ts';
import { ContactBlockSchema, ConversationMessageSchema } from '../conversations/conversation-message.entity.ts';
import { MessageTemplateSchema } from '../conversations/message-template.entity.ts';
import { WhatsAppVisitReferenceSchema } from '../integrations/whatsapp/visit-reference.entity.ts';
import { InquiryEventSchema } from '../inquiries/inquiry-event.entity.ts';
import { InquirySchema } from '../inquiries/inquiry.entity.ts';
import { ViewingSchema } from '../viewings/viewing.entity.ts';
import { TaskSchema } from '../tasks/task.entity.ts';
import { ResidenceViewSchema, ReturningBuyerSchema } from '../returning-buyers/returning-buyer.entity.ts';
import { PlanRunSchema, PlanStepRecordSchema } from '../plans/plan-run.entity.ts';
import { PlanSchema, PlanStepSchema } from '../plans/plan.entity.ts';
import { dealEntities } from '../deals/deal.entity.ts';
import { LeadRotationSchema } from '../inquiries/lead-rotation.entity.ts';
import { OutboxMessageSchema } from '../mail/outbox-message.entity.ts';
import { SuppressionSchema } from '../mail/suppression.entity.ts';
import { ScrapedListingSchema } from '../market-listings/scraped-listing.entity.ts';
import { NewsletterSignupSchema } from '../newsletter/newsletter-signup.entity.ts';
import { NewsletterSubscriberSchema } from '../newsletter/newsletter-subscriber.entity.ts';
import { InboundImapStateSchema, InboundMailSchema } from '../integrations/inbound-mail/inbound-mail.entity.ts';
import { PortalEventSchema } from '../integrations/portals/portal-event.entity.ts';
import { PropertyFinderPollSchema } from '../integrations/property-finder/property-finder-poll.entity.ts';
import {
  PortalListingSchema,
  PropertyFinderLocationSchema,
} from '../integrations/property-finder/portal-listing.entity.ts';
import { PortalWebhookRejectionSchema } from '../integrations/portals/webhook-rejection.entity.ts';
import { PersonalDataActionSchema } from '../privacy/personal-data-action.entity.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { RateLimitSchema } from '../rate-limit/rate-limit.entity.ts';
import { TestimonialSchema } from '../testimonials/testimonial.entity.ts';
import { UserSchema } from '../users/user.entity.ts';
import { webhookEntities } from '../integrations/webhooks/webhook.entity.ts';
import {
  PasskeySchema,
  RecoveryCodeSchema,
  SignInChallengeSchema,
  TotpEnrolmentSchema,
} from '../auth/two-factor/two-factor.entity.ts';

export const entities = [
  PropertyAlertSchema,
  ListingChangeSchema,
  AlertMatchSchema,
  AgencyRegistrationSchema,
  AgentSchema,
  ApiKeySchema,
  IdempotencyKeySchema,
  AmenitySchema,
  AuditEventSchema,
  ConsoleSettingSchema,
  CostToOwnFeesSchema,
  ExchangeRateSnapshotSchema,
  GalleryImageSchema,
  ContactBlockSchema,
  ConversationMessageSchema,
  MessageTemplateSchema,
  WhatsAppVisitReferenceSchema,
  InquiryEventSchema,
  InquirySchema,
  LeadRotationSchema,
  NewsletterSignupSchema,
  NewsletterSubscriberSchema,
  OutboxMessageSchema,
  PersonalDataActionSchema,
  PortalEventSchema,
  PortalListingSchema,
  PropertyFinderLocationSchema,
  PortalWebhookRejectionSchema,
  PropertySchema,
  RateLimitSchema,
  ScrapedListingSchema,
  SessionSchema,
  SuppressionSchema,
  TestimonialSchema,
  UserSchema,
  // Two-factor sign-in (src/server/auth/two-factor).
  TotpEnrolmentSchema,
  RecoveryCodeSchema,
  PasskeySchema,
  SignInChallengeSchema,
  PropertyFinderPollSchema,
  ...webhookEntities,
  ViewingSchema,
  // Inbound e-mail as it came (src/server/integrations/inbound-mail).
  InboundMailSchema,
  InboundImapStateSchema,
  // Tasks and their reminders (src/server/tasks).
  TaskSchema,
  // Buyers back on the site after their lead (src/server/returning-buyers).
  ReturningBuyerSchema,
  ResidenceViewSchema,
  // Follow-up plans and their runs on leads (src/server/plans).
  PlanSchema,
  PlanStepSchema,
  PlanRunSchema,
  PlanStepRecordSchema,
  // Blog articles (src/server/articles).
  ArticleSchema,
  // Deals, their parties, payments and stage history (src/server/deals).
  ...dealEntities,
  // Sanctions lists and the deals' compliance files (src/server/compliance).
  SanctionsListSchema,
  SanctionsEntrySchema,
  ...complianceFileEntities,
];
