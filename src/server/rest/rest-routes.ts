import type { RestRoute } from './define-route.ts';
import { agentRoutes } from './routes/agents.ts';
import { apiKeyRoutes } from './routes/api-keys.ts';
import { dealRoutes } from './routes/deals.ts';
import { inquiryRoutes } from './routes/inquiries.ts';
import { propertyRoutes } from './routes/properties.ts';
import { siteContentRoutes } from './routes/site-content.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { viewingRoutes } from './routes/viewings.ts';

/** The documented /api paths integrators use, each a thin mapping onto one procedure (one file per domain). */
export const restRoutes: RestRoute[] = [
  ...propertyRoutes,
  ...agentRoutes,
  ...siteContentRoutes,
  ...inquiryRoutes,
  ...uploadRoutes,
  ...viewingRoutes,
  ...apiKeyRoutes,
  ...dealRoutes,
];
