import { expect, test, type Locator, type Page } from '@playwright/test';

/** Saves the residence of `card` with one tap: one made before the card has hydrated is kept for it. */
async function save(card: Locator): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Save to shortlist' }).click();
  await expect(card.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();
}

const headerCount = (page: Page, count: number) =>
  expect(page.getByRole('banner').getByRole('link', { name: `Shortlist: ${count} saved` })).toBeVisible();

// A phone journey, run once: at a phone's size in the desktop project (not tagged @phone, so the mobile
// project does not run it a second time).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a buyer saves three residences on a phone, keeps them after a reload, compares them and shares the list', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/properties');
  const cards = page.locator('article[aria-labelledby^="property-"]');
  for (const index of [0, 1, 2]) await save(cards.nth(index));
  await headerCount(page, 3);

  await page.reload();
  await headerCount(page, 3);
  await page.getByRole('banner').getByRole('link', { name: 'Shortlist: 3 saved' }).click();
  await expect(page).toHaveURL(/\/shortlist$/);
  const picks = page.getByRole('checkbox', { name: /^Compare / });
  await expect(picks).toHaveCount(3);
  for (const index of [0, 1, 2]) await picks.nth(index).check();
  const shareLink = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  await page.getByRole('button', { name: 'Compare selected' }).click();

  await expect(page).toHaveURL(/\/shortlist\/compare\?ids=\d+(%2C|,)\d+(%2C|,)\d+$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(table.getByRole('rowheader', { name: 'Price per sq ft' })).toBeVisible();
  // What each costs to own, with Dubai's purchase fees, from the cost-to-own calculator.
  const costToOwn = table.locator('tr[data-row="cost-to-own"]');
  await expect(costToOwn.getByRole('rowheader')).toHaveText('Cost to own');
  await expect(costToOwn.getByRole('cell')).toHaveText([/^AED [\d.]+M$/, /^AED [\d.]+M$/, /^AED [\d.]+M$/]);
  // On a phone the table scrolls sideways, its labels staying in view.
  const region = page.getByRole('region', { name: 'Residences side by side' });
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  // Someone else, in a browser of their own, opens the shared link and saves all three.
  expect(shareLink).toMatch(/\/shortlist\?ids=\d+,\d+,\d+$/);
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const partner = await other.newPage();
  await partner.goto(shareLink.replace(/^https?:\/\/[^/]+/, test.info().project.use.baseURL ?? ''));
  await expect(partner.getByRole('heading', { name: 'A shortlist shared with you' })).toBeVisible();
  await expect(partner.getByRole('checkbox', { name: /^Compare / })).toHaveCount(3);
  await headerCount(partner, 0);
  await partner.getByRole('button', { name: 'Save all' }).click();
  await headerCount(partner, 3);
  await other.close();
});
