import scalarReference from '@scalar/fastify-api-reference';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { apiDocument } from './document.ts';

const DOCUMENT_URL = '/api/openapi.json';

/**
 * Scalar's settings for our page: nothing of Scalar's own services (the CSP allows this site only, an
 * integrator's calls from the page go straight to this API, and what the page shows of our API stays
 * with us). No fonts, telemetry or proxy; no "Ask AI" agent (on by default on localhost and .test
 * hosts, where it calls Scalar's servers), no MCP button, no developer toolbar (it offers to share or
 * deploy the document on scalar.com; `showToolbar` is its deprecated name). test/e2e/api-docs.spec.ts
 * checks in a browser that the page asks nothing of any other host.
 */
const CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');

/**
 * The page: Scalar's own script from this site, pointed at the document by its HTML API. No inline
 * script, so it runs under the site's CSP (script-src 'self' and a nonce) without one.
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · Six Senses Residences</title>
  </head>
  <body>
    <script id="api-reference" type="application/json" data-url="${DOCUMENT_URL}" data-configuration='${escapeAttribute(JSON.stringify(CONFIGURATION))}'></script>
    <script src="/api/docs/js/scalar.js"></script>
  </body>
</html>`;

/**
 * GET /api/openapi.json, and the interactive reference at /api/docs (Scalar, served by the app with
 * its script from npm: no CDN). Scalar's plugin serves its script; its page (an inline script, which
 * the CSP refuses) is replaced by ours.
 */
export const apiReference: FastifyPluginAsync = async (app) => {
  const document = JSON.stringify(apiDocument());
  app.get('/openapi.json', (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(document),
  );

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.method === 'GET' && route.url.endsWith('/docs/')) {
      route.handler = (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE);
    }
  });
  await app.register(scalarReference, {
    routePrefix: '/docs',
    configuration: { url: DOCUMENT_URL },
    logLevel: 'warn',
    hooks: {
      onRequest: async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=3600');
      },
    },
  });
};
