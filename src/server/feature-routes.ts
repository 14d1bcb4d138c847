import type { FastifyInstance } from 'fastify';
import { apiKeyAuth } from './auth/staff-route.ts';
import type { Env } from './env.ts';
import { portalFeeds } from './integrations/portals/portal-feeds.plugin.ts';
import { portalWebhooks } from './integrations/portals/portal-webhooks.ts';
import { whatsappHandshake } from './integrations/whatsapp/handshake.plugin.ts';
import { registerComplianceFiles } from './compliance/compliance-files.routes.ts';
import { registerConversationFiles } from './conversations/conversation-files.routes.ts';
import { registerDealDocuments } from './deals/documents/deal-documents.routes.ts';
import { registerFormF } from './deals/form-f/form-f.routes.ts';
import { registerMedia } from './media/media.routes.ts';
import { registerReportFiles } from './reports/reports.routes.ts';
import { problemAnswers } from './rest/problem-answers.ts';
import { registerRestApi } from './rest/rest-api.ts';
import { registerSeo } from './seo/seo.routes.ts';
import type { Services } from './services.ts';
import { registerOneClickUnsubscribe } from './subscriptions/one-click-unsubscribe.routes.ts';

/**
 * The features' own routes beside /trpc: uploads, the REST API, the SEO files, the subscription
 * links, the portals' and WhatsApp's webhooks, the feeds. Each is registered on the app itself, after the
 * infrastructure plugins whose hooks and parsers it inherits. A feature with routes adds its line here.
 */
export async function registerFeatureRoutes(
  app: FastifyInstance,
  { env, services, cacheAnswers }: { env: Env; services: Services; cacheAnswers: boolean },
): Promise<void> {
  // First: every /api answer below (uploads too) carries a request id, and a refusal the problem shape.
  await app.register(problemAnswers);
  // Before every /api route (the REST adapter's and the uploads): integrators' keys are let in here.
  await app.register(apiKeyAuth, { services });
  await app.register(registerMedia, { services });
  await app.register(registerConversationFiles, { services });
  await app.register(registerReportFiles, { services });
  await app.register(registerFormF, { services });
  await app.register(registerDealDocuments, { services });
  await app.register(registerComplianceFiles, { services });
  await app.register(registerRestApi, { prefix: '/api', services, cacheAnswers, publicUrl: env.PUBLIC_URL });
  await app.register(registerSeo, { env });
  await app.register(registerOneClickUnsubscribe, { services });
  await app.register(portalWebhooks, { env, secretBox: services.secretBox });
  await app.register(whatsappHandshake, { whatsapp: services.whatsappSetup });
  await app.register(portalFeeds, { env, services });
}
