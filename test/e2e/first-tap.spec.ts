import { expect, test, type Page } from '@playwright/test';
import { holdRequests, watchConsole } from './pages-support.ts';

/**
 * The first tap on a public page, made before the page's script has run (a slow phone: the HTML is
 * there, the scripts seconds behind): every script of the build is held back until the visitor has
 * acted, then let through. The tap must not be lost (issue #42).
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdRequests(page, /\/assets\/.+\.js$/);
  // The page's HTML and styles, its scripts still held.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The router's handoff is still waiting: nothing has hydrated.
  expect(await page.evaluate(() => '$_TSR' in window)).toBe(true);
  return release;
}

const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window));

test('taps on "Book a viewing" and "Save to shortlist" before the script has run open the booking and save the residence', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const release = await openWithScriptsHeld(page, '/properties/135');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Save to shortlist' }).click();
  await main.getByRole('button', { name: 'Book a viewing' }).click();
  release();

  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Book a viewing: Royal Penthouse' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ssr.shortlist.v1'))).toBe('[135]');
  expect(problems).toEqual([]);
});

test('the landing search before the script has run is the server’s: the finder opens filtered, and a card keeps its tap', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page, '/');
  const search = page.getByRole('form', { name: 'Find a residence' });
  await search.getByRole('combobox', { name: 'Bedrooms' }).selectOption('4');
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/properties\?type=sale&propertyType=&bedrooms=4&/);
  // The server's page, scripts still held: every residence listed has four bedrooms.
  const cards = page.locator('article[aria-labelledby^="property-"]');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('4 Bedrooms');
  // A card hydrates only as the visitor comes near it: a tap on it before then is kept for it too.
  await cards.first().getByRole('button', { name: 'Save to shortlist' }).click();
  release();
  await hydrated(page);
  await expect(cards.first().getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Filter residences' }).getByRole('combobox', { name: 'Bedrooms' }),
  ).toHaveValue('4');
});

test('a currency and a finder criterion chosen before the script has run are applied once it has', async ({ page }) => {
  const release = await openWithScriptsHeld(page, '/properties');
  await page.locator('header').getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  const filters = page.getByRole('form', { name: 'Filter residences' });
  await filters.getByRole('combobox', { name: 'Bedrooms' }).selectOption('4');
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/properties\?bedrooms=4$/);
  await expect(filters.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('4');
  await expect(page.getByTestId('property-price').first()).toHaveText(/^≈ USD /);
  expect((await page.context().cookies()).some((cookie) => cookie.value === 'USD')).toBe(true);
});

test('an early tap on the heart of a residence already shortlisted keeps it, and an early language link is remembered', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('ssr.shortlist.v1', '[135]'));
  const release = await openWithScriptsHeld(page, '/properties/135');
  // The server renders every heart empty: the visitor asks to save what this browser has saved already.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Save to shortlist' }).click();
  release();
  await hydrated(page);
  await expect(main.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ssr.shortlist.v1'))).toBe('[135]');

  // The language switcher's link is followed at once, before the next page's script has run.
  await openWithScriptsHeld(page, '/properties');
  await page.locator('header').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/properties$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('ar');
});

test('the landing search hydrates at the first touch, not with the page, and then searches through the router', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await hydrated(page);
  const search = page.getByRole('form', { name: 'Find a residence' });
  const isHydrated = () => search.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));
  // The page has hydrated and the search is on the first screen, but nobody has touched it yet.
  expect(await isHydrated()).toBe(false);

  await search.getByText('Rent', { exact: true }).click();
  expect(await isHydrated()).toBe(true);
  await expect(search.getByRole('radio', { name: 'Rent' })).toBeChecked();
  await expect(search.locator('label[data-active]')).toHaveText('Rent');
  await search.getByRole('combobox', { name: 'Bedrooms' }).selectOption('4');
  await search.getByLabel('Min price (AED)').fill('5000000');
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/properties\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    type: 'rent',
    bedrooms: '4',
    priceMin: '5000000',
  });
  expect(problems).toEqual([]);
});
