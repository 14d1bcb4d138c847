import { expect, test } from '@playwright/test';
import { SITE, seriousViolations, waitForHydration, watchConsole } from './pages-support.ts';

declare global {
  interface Window {
    /** Set in the page by a test: a full page load would drop it, a client-side navigation keeps it. */
    __sameDocument?: string;
  }
}

// With motion, as most visitors see it: the ticker moves, sections fade in as they come into view, the
// header changes as the page scrolls. The other journeys run without motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

interface ListedProperty {
  id: number;
  title: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

test('the property list is in the server-rendered HTML', async ({ request }) => {
  const response = await request.get('/properties');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();

  expect(html).toContain(`<title>Properties for Sale | ${SITE}</title>`);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/properties"( nonce="[^"]+")?\/>/);
  expect(html).toMatch(
    new RegExp(`<meta property="og:title" content="Properties for Sale \\| ${SITE}"( nonce="[^"]+")?/>`),
  );
  expect(html).toContain('Available Residences');

  const api = await request.get('/trpc/properties.list');
  expect(api.ok()).toBe(true);
  const properties = ((await api.json()) as { result: { data: ListedProperty[] } }).result.data;
  if (properties.length === 0) {
    // Nothing seeded: the empty state is rendered instead.
    expect(html).toContain('No Properties Found');
  } else {
    for (const property of properties.slice(0, 3)) expect(html).toContain(escapeHtml(property.title));
  }
});

test(
  'the page hydrates without console errors and links navigate on the client',
  { tag: '@phone' },
  async ({ page }) => {
    const problems = watchConsole(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/(?:trpc|api)\//.test(path)) apiCalls.push(request.url());
    });
    await page.goto('/properties');
    await expect(page.getByRole('heading', { level: 1, name: 'Available Residences' })).toBeVisible();

    const logo = page.getByRole('banner').getByRole('link', { name: /Six Senses Residences · Palm Jumeirah/ });
    await waitForHydration(page, logo);
    // The list and the ticker's rates came with the page (same query keys on both sides): hydration
    // fetches nothing.
    expect(apiCalls).toEqual([]);
    await page.evaluate(() => {
      window.__sameDocument = 'kept';
    });

    const details = page.getByRole('link', { name: /View Details/ }).first();
    if ((await details.count()) > 0) {
      await details.click();
      await expect(page).toHaveURL(/\/properties\/\d+$/);
      await expect(page.getByRole('link', { name: '← Back to Properties' })).toBeVisible();
    } else {
      await logo.click();
      await expect(page).toHaveURL(/\/$/);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A full page load would have dropped the marker.
    expect(await page.evaluate(() => window.__sameDocument)).toBe('kept');

    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Explore Residences' })).toBeVisible();
    expect(await page.evaluate(() => window.__sameDocument)).toBe('kept');

    expect(problems).toEqual([]);
  },
);

test('an unknown path answers 404 with the not-found screen', async ({ page }) => {
  const problems = watchConsole(page);
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page Not Found | ${SITE}`);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(/may have been removed, had its name changed, or never existed/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/properties');
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-for-properties');

  await waitForHydration(page, page.getByRole('link', { name: 'Browse Properties' }));
  // The browser reports the document's own 404 status; nothing else may be logged.
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
});

test('an unknown property answers 404 with a way back', async ({ page }) => {
  const response = await page.goto('/properties/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to Properties' })).toHaveAttribute('href', '/properties');
});

test('API paths that match nothing answer JSON 404s', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  // RFC 9457 problem details (issue #43): JSON with its own media type.
  expect(response.headers()['content-type']).toMatch(/^application\/(problem\+)?json/);
  expect(await response.json()).toHaveProperty('message');
});

// The finder's own axe run is in public-properties.spec.ts.
test('the 404 page has no serious accessibility violations', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('public pages load no map library', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('request', (loaded) => {
    if (loaded.resourceType() === 'script') scripts.add(loaded.url());
  });
  for (const path of ['/', '/properties']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Read each script again: a response body can be gone from the browser once the page navigates.
  const bodies = await Promise.all([...scripts].map(async (url) => (await request.get(url)).text()));
  expect(bodies.length).toBeGreaterThan(0);
  // MapLibre belongs to the location page only (a dynamic import there), never to the shell.
  expect(bodies.filter((body) => /maplibre/i.test(body))).toEqual([]);
});
