import { expect, test } from '@playwright/test';

/** Exposed to the page by the test below. */
declare global {
  interface Window {
    reportBlocked?: (uri: string) => void;
  }
}

/**
 * The API reference (/api/docs, Scalar served by the app): it shows every operation of the document
 * and asks nothing of any other host. Scalar's "Ask AI" agent is on by default on hosts such as
 * 127.0.0.1 and talks to Scalar's servers, as its MCP and developer toolbar would: all are off
 * (src/server/rest/openapi/reference.ts). The page is the same on every screen: desktop only.
 */
test('the API reference shows every operation and asks nothing of any other host', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) elsewhere.push(request.url());
  });
  // A request the CSP blocks is never sent, so it shows only as a violation. (Scalar also tries an
  // eval, which the CSP refuses and it does without: a violation, but no request.)
  const blocked: string[] = [];
  await page.exposeFunction('reportBlocked', (uri: string) => {
    if (/^(https?|wss?):/.test(uri)) blocked.push(uri);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportBlocked?.(event.blockedURI);
    });
  });
  const described = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { summary: string; tags: string[] }>>;
  };

  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: 'Six Senses Residences API', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /ask ai/i })).toHaveCount(0);
  const operations = Object.values(described.paths).flatMap((byMethod) => Object.values(byMethod));
  for (const tag of new Set(operations.flatMap((operation) => operation.tags))) {
    const group = page.getByRole('button', { name: `Open Group - ${tag}` });
    if (await group.count()) await group.click();
  }
  const summaries = operations.map((operation) => operation.summary);
  await expect
    .poll(async () => {
      const text = (await page.locator('body').textContent()) ?? '';
      return summaries.filter((summary) => !text.includes(summary));
    })
    .toEqual([]);
  expect(elsewhere).toEqual([]);
  expect(blocked).toEqual([]);
});
