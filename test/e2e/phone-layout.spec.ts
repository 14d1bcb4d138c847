import { expect, test, type Page } from '@playwright/test';
import { BLOG_POSTS } from '../../src/shared/content/blog.ts';
import { STATIC_PUBLIC_PATHS } from '../../src/shared/content/sitemap.ts';

/**
 * Most visitors come on a phone. The page journeys run on a phone where the phone changes them (the
 * header and side menu, the landing page, the finder, the forms, every language); this checks the
 * rest of the site's layout there: no public page may be wider than the screen, so nothing is cut
 * off and the page never slides sideways under a thumb. It runs in the phone project only, with motion
 * (the ticker's moving track must not widen the page either).
 */
test.use({ reducedMotion: 'no-preference' });

/** How far the page reaches past the right edge of the screen, in CSS pixels (0 when it fits). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function sideways(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('main h1').first()).toBeVisible();
    const pixels = await overflow(page);
    if (pixels > 0) wide.push(`${path}: ${pixels} px too wide`);
  }
  return wide;
}

test('no fixed public page is wider than a phone screen', async ({ page }) => {
  test.setTimeout(120_000);
  expect(await sideways(page, STATIC_PUBLIC_PATHS)).toEqual([]);
});

test('no residence, post or not-found page is wider than a phone screen', async ({ page, request }) => {
  const list = await request.get('/api/properties');
  expect(list.ok()).toBe(true);
  const properties = (await list.json()) as { id: number }[];
  expect(properties.length).toBeGreaterThan(0);
  const post = BLOG_POSTS.find((entry) => entry.hasArticle);
  const paths = [`/properties/${properties[0]?.id}`, `/blog/${post?.slug}`];
  expect(await sideways(page, paths)).toEqual([]);

  await page.goto('/no-such-page');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await overflow(page), '/no-such-page').toBeLessThanOrEqual(0);
});
