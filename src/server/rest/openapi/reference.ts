import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

const DOCUMENT_URL = '/api/openapi.json';
/** Where Scalar's plugin serves its script, under its prefix. */
const SCRIPT_PATH = 'js/scalar.js';

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
    <script src="/api/docs/${SCRIPT_PATH}"></script>
  </body>
</html>`;

/** Scalar's script (5 MB of JavaScript in its plugin's module), served by its own plugin on an app of its own. */
async function scalarScriptServer(): Promise<FastifyInstance> {
  const [{ default: fastify }, { default: scalarReference }] = await Promise.all([
    import('fastify'),
    import('@scalar/fastify-api-reference'),
  ]);
  const server = fastify();
  // The plugin serves nothing without a document to point at (our page names it itself).
  await server.register(scalarReference, {
    routePrefix: '/docs',
    configuration: { url: DOCUMENT_URL },
    logLevel: 'warn',
  });
  return server;
}

/**
 * GET /api/openapi.json, and the interactive reference at /api/docs (Scalar, served by the app with
 * its script from npm: no CDN), with our page (Scalar's own has an inline script, which the CSP
 * refuses). The document, Scalar and zod-openapi are loaded on the first request for them, not at
 * start: together they held some 20 MB of an idle server that integrators' tools seldom ask for.
 */
export const apiReference: FastifyPluginAsync = async (app) => {
  let document: Promise<string> | undefined;
  app.get('/openapi.json', async (_request, reply) => {
    document ??= import('./document.ts').then(({ apiDocument }) => JSON.stringify(apiDocument()));
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(await document);
  });

  const longCached = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
  };
  app.get('/docs', { onRequest: longCached, logLevel: 'warn' }, (request, reply) =>
    reply.redirect(`${request.url.split('?')[0]}/`, 301),
  );
  app.get('/docs/', { onRequest: longCached, logLevel: 'warn' }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );
  let scalar: Promise<FastifyInstance> | undefined;
  app.get(`/docs/${SCRIPT_PATH}`, { onRequest: longCached, logLevel: 'warn' }, async (_request, reply) => {
    scalar ??= scalarScriptServer();
    const script = await (await scalar).inject(`/docs/${SCRIPT_PATH}`);
    return reply.type('application/javascript; charset=utf-8').send(script.rawPayload);
  });
  app.addHook('onClose', async () => {
    if (scalar) await (await scalar).close();
  });
};
