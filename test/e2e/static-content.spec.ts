import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './pages-support.ts';

// Full page loads and a navigation on a shared, busy machine. Desktop only (playwright.config.ts):
// the header's display selectors are in the side menu on a phone, and the mechanism is the same.
test.describe.configure({ timeout: 60_000 });

/** Whether React has hydrated the element (its props are attached to the DOM node). */
const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps'));

test('the landing page keeps its static parts as the server sent them, and they still follow the visitor', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  const areaUnit = page.locator('header').getByRole('combobox', { name: 'Area unit' });
  await waitForHydration(page, areaUnit);

  // The header is hydrated; the featured residence and the footer's links are the server's HTML.
  const featured = page.locator('section[aria-labelledby="featured-title"]');
  const footerLink = page.locator('footer').getByRole('link', { name: 'Valuations' });
  await expect(featured.getByText('9,140 sq ft', { exact: true })).toBeVisible();
  expect(await featured.evaluate(isHydrated)).toBe(false);
  expect(await footerLink.evaluate(isHydrated)).toBe(false);

  // A display choice reaches the static part: it is rendered again with the new unit.
  await areaUnit.selectOption('sqm');
  await expect(featured.getByText('849 m²', { exact: true })).toBeVisible();
  await expect(featured.getByText('9,140 sq ft', { exact: true })).toHaveCount(0);

  // A static link is followed in the page, as a router link would be: no new document.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await footerLink.click();
  await expect(page).toHaveURL(/\/valuations$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  // The footer is rendered for the new page: its link to it is marked as the current page.
  await expect(page.locator('footer').getByRole('link', { name: 'Valuations' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(problems).toEqual([]);
});
