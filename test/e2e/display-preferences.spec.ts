import { expect, test, type Page } from '@playwright/test';
import { FAKE_RATES } from '../support/fake-rate-service.ts';
import { waitForHydration, watchConsole } from './pages-support.ts';

/** The seeded Royal Penthouse: AED 72,000,000 and 9,140 sq ft. */
const PENTHOUSE = { id: 135, title: 'Royal Penthouse', priceAed: 72_000_000 };

function currencySelect(page: Page) {
  return page.locator('header').getByRole('combobox', { name: 'Currency' });
}

function areaSelect(page: Page) {
  return page.locator('header').getByRole('combobox', { name: 'Area unit' });
}

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, currencySelect(page));
}

test('the finder shows prices in the chosen currency, and the choice survives a reload', async ({ page }) => {
  const problems = watchConsole(page);
  await openHydrated(page, '/properties');
  const price = page.getByRole('article', { name: PENTHOUSE.title }).getByTestId('property-price');
  await expect(price).toHaveText('AED 72.0M');

  await currencySelect(page).selectOption('USD');
  // 72,000,000 × 0.2723 USD per AED = 19,605,600
  await expect(price).toHaveText('≈ USD 19.6M');
  await expect(page.getByLabel('Min price (USD)')).toBeVisible();

  await currencySelect(page).selectOption('RUB');
  await expect(price).toHaveText('≈ RUB 1,803.6M');

  await page.reload();
  // Rendered by the server in roubles from the cookie: no flash of dirhams, no hydration error.
  await expect(price).toHaveText('≈ RUB 1,803.6M');
  await expect(currencySelect(page)).toHaveValue('RUB');
  expect(problems).toEqual([]);
});

test('a card far down the finder, hydrated after the currency was chosen, shows the chosen currency', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await openHydrated(page, '/properties');
  // The last card is screens below: it keeps the server's HTML (in dirhams) until the visitor comes near it.
  const last = page.getByRole('article').last();
  await expect(last.getByTestId('property-price')).toHaveText(/^AED /);
  await currencySelect(page).selectOption('USD');
  await expect(page.getByLabel('Min price (USD)')).toBeVisible();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByTestId('property-price')).toHaveText(/^≈ USD /);
  expect(problems).toEqual([]);
});

test('the price filter in dollars finds the residences whose dirham price is in range', async ({ page }) => {
  const all = (await (await page.request.get('/api/properties')).json()) as Array<{ title: string; price: string }>;
  const [minUsd, maxUsd] = [5_000_000, 8_000_000];
  const expected = all
    .filter((property) => {
      const aed = Number(property.price);
      return aed >= minUsd / FAKE_RATES.USD - 1 && aed <= maxUsd / FAKE_RATES.USD + 1;
    })
    .map((property) => property.title)
    .sort();
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(all.length);

  await openHydrated(page, '/properties');
  await currencySelect(page).selectOption('USD');
  await page.getByLabel('Min price (USD)').fill(String(minUsd));
  await page.getByLabel('Max price (USD)').fill(String(maxUsd));

  // The URL keeps dirhams, so a shared link finds the same residences in any currency.
  await expect(page).toHaveURL(new RegExp(`priceMin=${Math.round(minUsd / FAKE_RATES.USD)}`));
  await expect(page.getByLabel('Min price (USD)')).toHaveValue(String(minUsd));
  const titles = page.locator('article h2');
  await expect(titles).toHaveCount(expected.length);
  expect((await titles.allTextContents()).sort()).toEqual(expected);
});

test('a property page converts its price, keeps the dirham price of record, and shows m²', async ({ page }) => {
  const problems = watchConsole(page);
  await openHydrated(page, `/properties/${PENTHOUSE.id}`);
  const price = page.getByTestId('property-price');
  await expect(price).toHaveText('AED 72.0M');
  await expect(page.getByTestId('price-of-record')).toHaveCount(0);

  await currencySelect(page).selectOption('GBP');
  await expect(price).toHaveText('≈ GBP 15.5M'); // 72,000,000 × 0.2151
  await expect(page.getByTestId('price-of-record')).toHaveText(/Price of record\s*AED 72\.0M/);

  const area = page.getByText('Area', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(area).toHaveText('9,140 sq ft');
  await areaSelect(page).selectOption('sqm');
  await expect(area).toHaveText('849 m²'); // 9,140 × 0.09290304

  await page.reload();
  await expect(price).toHaveText('≈ GBP 15.5M');
  await expect(area).toHaveText('849 m²');
  await expect(areaSelect(page)).toHaveValue('sqm');
  // Search engines still read the price in dirhams.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('"priceCurrency":"AED"');
  expect(problems).toEqual([]);
});

test('a page a CDN rendered for the default turns to the cookie’s currency after hydration', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  await context.addCookies([{ name: 'currency', value: 'USD', url: origin }]);
  // Stand in for a shared cache: the page is fetched as a visitor without cookies gets it.
  await page.route(`${origin}/properties/${PENTHOUSE.id}`, async (route) => {
    const headers = { ...route.request().headers() };
    delete headers.cookie;
    const response = await route.fetch({ headers });
    const html = await response.text();
    expect(html).toContain('AED 72.0M');
    await route.fulfill({ response, body: html });
  });
  await page.goto(`/properties/${PENTHOUSE.id}`);
  await expect(page.getByTestId('property-price')).toHaveText('≈ USD 19.6M');
  await expect(currencySelect(page)).toHaveValue('USD');
  expect(problems).toEqual([]);
});

test("the development's areas in the copy follow the chosen unit; structured data and descriptions keep the language's", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await openHydrated(page, '/');
  const intro = page.locator('#intro');
  const featured = page.locator('section[aria-labelledby="featured-title"]');
  // Once the FAQ has hydrated, its answers are in the page while their panels are closed. Its
  // structured data is left out: that is checked on its own.
  const faqText = () =>
    page.locator('#faq').evaluate((node) => {
      const copy = node.cloneNode(true) as Element;
      for (const script of copy.querySelectorAll('script')) script.remove();
      return copy.textContent ?? '';
    });
  const faqJsonLd = page.locator('#faq script[type="application/ld+json"]');
  await expect(intro).toContainText('A 60,000 sq ft wellness hub');
  await expect(featured).toContainText('Direct access to the 60,000 sq ft wellness hub');

  await areaSelect(page).selectOption('sqm');
  // 60,000 × 0.09290304 = 5,574; 1,980 → 184; 26,514 → 2,463.
  await expect(intro).toContainText('A 5,574 m² wellness hub');
  await expect(featured).toContainText('Direct access to the 5,574 m² wellness hub');
  await expect.poll(faqText).toContain('A 5,574 m² wellness hub with');
  expect(await faqText()).toContain('from about 184 to 2,463 m².');
  expect(await faqText()).not.toContain('sq ft');
  // What search engines read is the same for every visitor.
  expect(await faqJsonLd.textContent()).toContain('A 60,000 sq ft wellness hub with');

  await page.reload();
  await expect(intro).toContainText('A 5,574 m² wellness hub');
  const wellness = 'Which wellness facilities will residents enjoy?';
  // This test is about units: the FAQ is let hydrate first (static-content.spec.ts covers early taps).
  await waitForHydration(page, page.locator('#faq').getByRole('button', { name: wellness }));
  await page.locator('#faq').getByRole('button', { name: wellness }).click();
  await expect(page.locator('#faq').getByRole('region', { name: wellness })).toContainText(
    'A 5,574 m² wellness hub with',
  );

  await openHydrated(page, '/floor-plans');
  // 13,380 × 0.09290304 = 1,243.
  await expect(page.getByRole('button', { name: /Signature Villas/ })).toContainText('Beachfront villas from 1,243 m²');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /signature villas up to 16,468 sq ft,/,
  );
  await openHydrated(page, '/about');
  await expect(page.locator('#luxury-living')).toContainText('from about 184 to 2,463 m².');
  await expect(page.locator('#amenities')).toContainText('Residents share a 5,574 m² wellness hub');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /a 60,000 sq ft wellness hub/);
  expect(problems).toEqual([]);
});

test('market data shows its snapshot, sales and chart in the chosen currency and unit', async ({ page }) => {
  const problems = watchConsole(page);
  await openHydrated(page, '/market-data');
  const snapshot = page.getByTestId('market-snapshot');
  const sales = page.getByRole('table', { name: 'Sales from September 2023 to March 2024' });
  const firstSale = sales.locator('tbody tr').first().locator('td');
  await expect(snapshot).toContainText('7,850Average AED per sq ft');
  await expect(firstSale).toHaveText(['Mar 2024', 'Apartment', '3', '3,520', 'AED 24.5M', 'AED 6,960']);

  await currencySelect(page).selectOption('USD');
  await areaSelect(page).selectOption('sqm');
  // 7,850 AED/sq ft ÷ 0.09290304 × 0.2723 = 23,008 USD/m²; 3,520 sq ft = 327 m²; 24,500,000 AED ×
  // 0.2723 = 6.7M USD, and 6,960 AED/sq ft = 20,401 USD/m².
  await expect(snapshot).toContainText('≈ 23,008Average USD per m²');
  await expect(sales.locator('thead th')).toHaveText(['Date', 'Type', 'Beds', 'Area (m²)', 'Price', 'Price / m²']);
  await expect(firstSale).toHaveText(['Mar 2024', 'Apartment', '3', '327', '≈ USD 6.7M', '≈ USD 20,401']);
  await expect(page.locator('figcaption').first()).toHaveText('Price per m² (≈ USD, for sale)');
  expect(problems).toEqual([]);
});
