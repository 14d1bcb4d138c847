import { expect, test } from '@playwright/test';
import { NOT_FOUND_PATH, PUBLIC_PAGES } from './pages-support.ts';

/**
 * Most visitors come on a phone. The page journeys run on a phone where the phone changes them (the
 * header and side menu, the landing page, the finder, the forms, every language); this checks the
 * rest of the site's layout there: no public page may be wider than the screen, so nothing is cut
 * off and the page never slides sideways under a thumb. It runs in the phone project only, with motion
 * (the ticker's moving track must not widen the page either).
 */
test.use({ reducedMotion: 'no-preference' });

test('no public page is wider than a phone screen', { tag: '@phone' }, async ({ page }) => {
  // Twenty-odd full page loads on a shared two-core machine.
  test.setTimeout(120_000);
  const wide: string[] = [];
  for (const path of PUBLIC_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
    await expect(page.locator('main h1').first()).toBeVisible();
    // How far the page reaches past the right edge of the screen, in CSS pixels (0 when it fits).
    const pixels = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (pixels > 0) wide.push(`${path}: ${pixels} px too wide`);
  }
  expect(wide).toEqual([]);
});

test("the footer's contents fit a phone screen", { tag: '@phone' }, async ({ page }) => {
  // The footer is laid out only near the screen (content-visibility) and clips what overflows it, so
  // the page never grows wider for it: what could be cut off is measured inside it, once it is shown.
  // It is the same on every page.
  await page.goto('/');
  const footer = page.locator('body > div > footer');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => footer.evaluate((node) => (node as HTMLElement).innerText.trim().length)).toBeGreaterThan(0);
  expect(await footer.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
});
