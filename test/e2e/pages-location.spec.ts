import { expect, test } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, WEBGL_FLAG } from '../support/chromium.ts';
import { SITE, seriousViolations, waitForHydration, watchConsole } from './pages-support.ts';

// WebGL in headless Chromium without a GPU (see STACK_NOTES).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, WEBGL_FLAG] } });

test('the location page is server-rendered with its distances and metadata', async ({ request }) => {
  const response = await request.get('/location');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>Location | ${SITE}</title>`);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/location"( nonce="[^"]+")?\/>/);
  for (const text of [
    'Dubai International Airport',
    'Mall of the Emirates',
    'Dubai International Financial Centre',
    'Nakheel Mall',
  ])
    expect(html).toContain(text);
  // No map library in the HTML: it is imported in the browser after hydration.
  expect(html).not.toMatch(/maplibre-gl-[\w-]+\.js/);
});

test('offline, the map still shows the marker on a plain style and its popup opens', async ({ page }) => {
  const problems = watchConsole(page);
  // The test machines have no internet; make the tile service unreachable for certain.
  await page.route(/tiles\.openfreemap\.org/, (route) => route.abort('internetdisconnected'));
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });

  await page.goto('/location');
  await expect(page.getByRole('heading', { level: 1, name: 'On the Crescent of the Palm' })).toBeVisible();
  const frame = page.locator('[data-map-state]');
  await expect(frame).toHaveAttribute('data-map-state', 'offline');
  const box = await frame.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(400);

  const marker = page.getByRole('button', { name: /Six Senses Residences Palm Jumeirah: show address/ });
  await expect(marker).toBeVisible();
  await expect(page.locator('.maplibregl-popup')).toContainText('Six Senses Residences');
  // The marker sits inside the map's frame, at its centre.
  await expect
    .poll(async () => {
      const pin = await marker.boundingBox();
      return Boolean(
        pin && box && pin.x > box.x && pin.x < box.x + box.width && pin.y > box.y && pin.y < box.y + box.height,
      );
    })
    .toBe(true);
  expect(scripts.some((url) => /maplibre-gl/.test(url))).toBe(true);

  // Only the refused tile service (and the software GL driver's performance notes) may be reported.
  expect(
    problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|GL Driver Message/.test(problem)),
  ).toEqual([]);
});

test('four distance cards and a link to valuations; no serious accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route(/tiles\.openfreemap\.org/, (route) => route.abort('internetdisconnected'));
  await page.goto('/location');
  const cards = page.getByTestId('distance-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('35 min');
  await expect(cards.nth(1)).toContainText('25 min');
  await expect(cards.nth(2)).toContainText('35 min');
  await expect(cards.nth(3)).toContainText('5 min');
  const link = page.getByRole('link', { name: 'Request a Valuation' });
  await waitForHydration(page, link);
  await expect(page.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'offline');
  expect(await seriousViolations(page)).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(/\/valuations$/);
});
