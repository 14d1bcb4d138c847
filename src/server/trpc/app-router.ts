import { complianceRouter } from '../compliance/compliance.router.ts';
import { conversationsRouter } from '../conversations/conversations.router.ts';
import { agencyRouter } from '../agency/agency.router.ts';
import { apiKeysRouter } from '../api-keys/api-keys.router.ts';
import { alertsRouter } from '../alerts/alerts.router.ts';
import { agentsRouter } from '../agents/agents.router.ts';
import { amenitiesRouter } from '../amenities/amenities.router.ts';
import { articlesRouter } from '../articles/articles.router.ts';
import { auditRouter } from '../audit/audit.router.ts';
import { backupsRouter } from '../backups/backups.router.ts';
import { costToOwnRouter } from '../cost-to-own/cost-to-own.router.ts';
import { authRouter } from '../auth/auth.router.ts';
import { twoFactorRouter } from '../auth/two-factor/two-factor.router.ts';
import { dealsRouter } from '../deals/deals.router.ts';
import { dashboardRouter } from '../dashboard/dashboard.router.ts';
import { exchangeRatesRouter } from '../exchange-rates/exchange-rates.router.ts';
import { galleryRouter } from '../gallery/gallery.router.ts';
import { portalLeadsRouter } from '../integrations/portals/portal-leads.router.ts';
import { propertyFinderRouter } from '../integrations/property-finder/property-finder.router.ts';
import { propertyFinderListingsRouter } from '../integrations/property-finder/listing.router.ts';
import { portalFeedsRouter } from '../integrations/portals/portal-feeds.router.ts';
import { webhooksRouter } from '../integrations/webhooks/webhooks.router.ts';
import { whatsappRouter } from '../integrations/whatsapp/whatsapp.router.ts';
import { inboundMailRouter } from '../integrations/inbound-mail/inbound-mail.router.ts';
import { inquiriesRouter } from '../inquiries/inquiries.router.ts';
import { outboxRouter } from '../mail/outbox.router.ts';
import { marketListingsRouter } from '../market-listings/market-listings.router.ts';
import { mediaRouter } from '../media/media.router.ts';
import { newsletterRouter } from '../newsletter/newsletter.router.ts';
import { privacyRouter } from '../privacy/privacy.router.ts';
import { propertiesRouter } from '../properties/properties.router.ts';
import { returningBuyersRouter } from '../returning-buyers/returning-buyers.router.ts';
import { reportsRouter } from '../reports/reports.router.ts';
import { shortlistRouter } from '../shortlist/shortlist.router.ts';
import { settingsRouter } from '../settings/settings.router.ts';
import { tasksRouter } from '../tasks/tasks.router.ts';
import { plansRouter } from '../plans/plans.router.ts';
import { testimonialsRouter } from '../testimonials/testimonials.router.ts';
import { translationsRouter } from '../translations/translations.router.ts';
import { usersRouter } from '../users/users.router.ts';
import { viewingsRouter } from '../viewings/viewings.router.ts';
import { createCallerFactory, router } from './init.ts';

export const appRouter = router({
  properties: propertiesRouter,
  agents: agentsRouter,
  inquiries: inquiriesRouter,
  conversations: conversationsRouter,
  marketListings: marketListingsRouter,
  amenities: amenitiesRouter,
  gallery: galleryRouter,
  testimonials: testimonialsRouter,
  exchangeRates: exchangeRatesRouter,
  newsletter: newsletterRouter,
  auth: authRouter,
  twoFactor: twoFactorRouter,
  dashboard: dashboardRouter,
  users: usersRouter,
  agency: agencyRouter,
  privacy: privacyRouter,
  outbox: outboxRouter,
  settings: settingsRouter,
  media: mediaRouter,
  audit: auditRouter,
  apiKeys: apiKeysRouter,
  portalLeads: portalLeadsRouter,
  propertyFinder: propertyFinderRouter,
  propertyFinderListings: propertyFinderListingsRouter,
  whatsapp: whatsappRouter,
  inboundMail: inboundMailRouter,
  portalFeeds: portalFeedsRouter,
  webhooks: webhooksRouter,
  costToOwn: costToOwnRouter,
  shortlist: shortlistRouter,
  alerts: alertsRouter,
  backups: backupsRouter,
  viewings: viewingsRouter,
  tasks: tasksRouter,
  plans: plansRouter,
  translations: translationsRouter,
  articles: articlesRouter,
  returningBuyers: returningBuyersRouter,
  reports: reportsRouter,
  deals: dealsRouter,
  compliance: complianceRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
