import { expect, test } from '@playwright/test';
import { CONTENT_PAGES, MARKET_PAGES, SERVICE_PAGES } from '../fixtures/translated-pages.ts';
import { seriousViolations, waitForHydration } from './pages-support.ts';

/**
 * Every translated page in Arabic, right to left, on a phone, passes axe. Its words, title and
 * direction are checked in every language against the server's HTML (test/integration/translated-pages.test.ts).
 */

const ARABIC_PAGES = [
  ...CONTENT_PAGES.map((page) => page.path),
  '/about',
  ...SERVICE_PAGES.map((page) => page.path),
  ...MARKET_PAGES.map((page) => page.path),
].map((path) => `/ar${path}`);

for (const path of ARABIC_PAGES) {
  test(`${path} has no serious accessibility violations`, { tag: '@phone' }, async ({ page }) => {
    // axe walks the whole page: slow on a loaded two-core machine.
    test.setTimeout(90_000);
    // Sections fade in as they scroll into view; with reduced motion they are shown at once, fully
    // opaque, so axe reads the real colours of every section.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page, page.locator('header button[aria-haspopup="dialog"]'));
    expect(await seriousViolations(page)).toEqual([]);
  });
}
