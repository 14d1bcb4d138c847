import { expect, test } from '@playwright/test';
import { CONTENT_PAGES, MARKET_PAGES, SERVICE_PAGES } from '../fixtures/translated-pages.ts';
import { seriousViolationsOf, waitForHydration } from './pages-support.ts';

/**
 * Every translated page in Arabic, right to left, on a phone, passes axe. Its words, title and
 * direction are checked in every language against the server's HTML (test/integration/translated-pages.test.ts).
 *
 * A few pages per test, one after another in one browser context: the site's scripts and fonts load
 * once per group instead of once per page, which takes a third off the time. A failure names every page
 * of the group with its violations.
 */

const GROUPS = {
  'the landing and content pages': CONTENT_PAGES.map((page) => page.path),
  'about, the finder, a residence and the services': ['/about', ...SERVICE_PAGES.map((page) => page.path)],
  'market data, market listings, the blog and the news': MARKET_PAGES.map((page) => page.path),
};

for (const [group, paths] of Object.entries(GROUPS)) {
  test(`in Arabic, ${group} have no serious accessibility violations`, { tag: '@phone' }, async ({ page }) => {
    // axe walks each whole page: slow on a loaded two-core machine.
    test.setTimeout(240_000);
    // Sections fade in as they scroll into view; with reduced motion they are shown at once, fully
    // opaque, so axe reads the real colours of every section.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const violations = await seriousViolationsOf(
      page,
      paths.map((path) => `/ar${path}`),
      (opened) => waitForHydration(opened, opened.locator('header button[aria-haspopup="dialog"]')),
    );
    expect(violations).toEqual({});
  });
}
