import { expect, test, type Page } from '@playwright/test';
import { seriousViolationsOf, waitForHydration } from './pages-support.ts';

interface ListedProperty {
  id: number;
  title: string;
  type: string;
  bedrooms: number;
  price: string;
  imageUrl: string;
  photos: string[];
}

async function listed(page: Page): Promise<ListedProperty[]> {
  const response = await page.request.get('/trpc/properties.list');
  return ((await response.json()) as { result: { data: ListedProperty[] } }).result.data;
}

const cards = (page: Page) => page.getByRole('region', { name: 'Residences' }).getByRole('article');

test('filters come from the URL, stay in it and clear', async ({ page }) => {
  const all = await listed(page);
  const villas = all.filter((property) => property.type.toLowerCase() === 'villa');
  const response = await page.goto('/properties?propertyType=villa');
  const html = (await response?.text()) ?? '';
  // The filtered list is in the first bytes, not only after hydration.
  for (const villa of villas) expect(html).toContain(villa.title);
  await expect(cards(page)).toHaveCount(villas.length);
  await expect(page.getByLabel('Property type')).toHaveValue('villa');

  const clear = page.getByRole('button', { name: 'Clear All Filters' });
  await waitForHydration(page, clear);
  await page.getByLabel('Bedrooms').selectOption('5');
  await expect(page).toHaveURL(/bedrooms=5/);
  await expect(cards(page)).toHaveCount(villas.filter((villa) => villa.bedrooms === 5).length);

  await clear.click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(cards(page)).toHaveCount(all.length);
  await expect(page.getByRole('button', { name: 'Clear All Filters' })).toHaveCount(0);
});

test('price bounds and keyword narrow the list; nothing found offers to clear', async ({ page }) => {
  const all = await listed(page);
  await page.goto('/properties?priceMin=20000000&priceMax=80000000');
  const expected = all.filter(
    (property) => Number(property.price) >= 20_000_000 && Number(property.price) <= 80_000_000,
  );
  await expect(cards(page)).toHaveCount(expected.length);

  await page.goto('/properties?keyword=zzzz-no-such-residence');
  await expect(page.getByRole('heading', { name: 'No Properties Found' })).toBeVisible();
  const clear = page.getByRole('button', { name: 'Clear Filters' });
  await waitForHydration(page, clear);
  await clear.click();
  await expect(cards(page)).toHaveCount(all.length);
});

test('a failing list shows the error with a Retry', async ({ page }) => {
  // The page's own clock, so the list's retries (1 s, then 2 s) can be skipped rather than waited out.
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page, page.getByRole('button', { name: 'MENU' }));
  await page.route('**/trpc/properties.list**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"boom"}}' }),
  );
  await page.getByRole('button', { name: 'MENU' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'PROPERTIES' }).click();
  await expect(page.getByText('Loading properties...')).toBeVisible();
  const failed = page.getByRole('heading', { name: 'Error loading properties' });
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(failed).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.unroute('**/trpc/properties.list**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('/properties-old is the same screen with /properties as canonical', async ({ request }) => {
  const html = await (await request.get('/properties-old')).text();
  expect(html).toContain('Available Residences');
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/properties"( nonce="[^"]+")?\/>/);
});

test('the experimental pages are marked noindex and link to details', async ({ page }) => {
  for (const [path, badge] of [
    ['/properties-test', 'Available'],
    ['/six-senses-fresh', null],
  ] as const) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"( nonce="[^"]+")?\/>/);
    await expect(page.getByRole('note')).toContainText('Preview page');
    await expect(page.getByText(/^\d+ properties$/)).toBeVisible();
    if (badge) await expect(page.getByText(badge, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /View Details/ }).first()).toHaveAttribute(
      'href',
      /^\/properties\/\d+$/,
    );
  }
});

test('the property page shows the residence, its agent and structured data', { tag: '@phone' }, async ({ page }) => {
  const all = await listed(page);
  const property = all.find((entry) => entry.id === 135) ?? all[0]!;
  const response = await page.goto(`/properties/${property.id}`);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('"@type":"Residence"');
  expect(html).toContain('"@type":"Offer"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  await expect(page.getByRole('heading', { level: 1, name: property.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Property ${property.id}`);
  await expect(page.getByText('Exclusive', { exact: true })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  const agent = page.getByRole('complementary', { name: 'Contact Agent' });
  await expect(agent.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
  const whatsapp = await agent.getByRole('link', { name: 'WhatsApp Inquiry' }).getAttribute('href');
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(decodeURIComponent(whatsapp ?? '')).toContain(property.title);
  const mail = await agent.getByRole('link', { name: /^E-mail/ }).getAttribute('href');
  expect(mail).toMatch(/^mailto:[^?]+\?subject=.+&body=/);
  await expect(page.getByRole('link', { name: '← Back to Properties' })).toHaveAttribute('href', '/properties');
});

// One browser context for the three pages: the site's scripts load once. A failure names each page
// with its violations.
test(
  'the finder, a property page and the privacy policy have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    // Three axe runs, 30-40 s each on a long page on a busy two-core machine.
    test.setTimeout(240_000);
    const paths = ['/properties', `/properties/${(await listed(page))[0]!.id}`, '/privacy-policy'];
    const violations = await seriousViolationsOf(page, paths, (opened) =>
      expect(opened.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    expect(violations).toEqual({});
  },
);
