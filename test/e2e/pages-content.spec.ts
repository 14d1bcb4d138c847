import { expect, test } from '@playwright/test';
import { SITE, seriousViolations, waitForHydration, watchConsole } from './pages-support.ts';

const FULL_POST = '/blog/palm-jumeirah-prime-prices-2025';

test('the blog lists 7 posts with category, date, author, excerpt and read-more, and a sidebar', async ({ page }) => {
  await page.goto('/blog');
  await expect(page).toHaveTitle(`Blog | ${SITE}`);
  const posts = page.getByTestId('post-card');
  await expect(posts).toHaveCount(7);
  await expect(posts.first()).toContainText('Market News');
  await expect(posts.first()).toContainText('10 June 2025');
  await expect(posts.first()).toContainText('By James Whitmore');
  await expect(posts.first().getByRole('link', { name: /^Read more:/ })).toHaveAttribute('href', FULL_POST);

  const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
  await expect(sidebar.getByRole('link', { name: /Market News\s*2/ })).toHaveAttribute(
    'href',
    '/blog/category/market-news',
  );
  await expect(sidebar.getByRole('link', { name: /Luxury Living\s*1/ })).toHaveAttribute(
    'href',
    '/blog/category/luxury-living',
  );
  await expect(sidebar.getByRole('link', { name: 'View the Royal Penthouse' })).toHaveAttribute(
    'href',
    '/properties/135',
  );
  await expect(sidebar.getByRole('link', { name: 'Dubai Land Department' })).toHaveAttribute('target', '_blank');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a category page lists only its posts', async ({ page }) => {
  const response = await page.goto('/blog/category/market-news');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Market News' })).toBeVisible();
  await expect(page.getByTestId('post-card')).toHaveCount(2);
  expect((await page.goto('/blog/category/no-such-category'))?.status()).toBe(404);
});

test('a full post: hero, body, author box, related articles, call to action and BlogPosting data', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const html = await (await request.get(FULL_POST)).text();
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toContain('<h2>Supply is the story</h2>');
  expect(html).toMatch(/<meta property="og:type" content="article"( nonce="[^"]+")?\/>/);

  await page.goto(FULL_POST);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Palm Jumeirah Prime Prices in 2025: What the Numbers Say' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Related Articles' })).toBeVisible();
  await expect(page.getByText('Director of Prime Residential')).toBeVisible();
  await waitForHydration(
    page,
    page.getByRole('banner').getByRole('link', { name: /Six Senses Residences · Palm Jumeirah/ }),
  );
  // The post is the server's HTML, never hydrated (StaticContent); its links are followed in the page.
  const back = page.getByRole('link', { name: '← Back to Blog' });
  expect(await back.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await back.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  expect(problems).toEqual([]);
});

test('a post without full content shows its excerpt and a clear note', async ({ page }) => {
  await page.goto('/blog/dubai-luxury-market-trends-2025');
  await expect(page.getByText('The full article is being prepared by our team.')).toBeVisible();
});

test('an unknown post answers 404 with Blog Post Not Found and Return to Blog', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog');
});

test('the news article gives both May 2025 sales and the expected handover', async ({ page }) => {
  await page.goto('/news/two-sales-may-2025');
  const sales = page.getByTestId('news-sale');
  await expect(sales.nth(0)).toContainText('AED 45 million');
  await expect(sales.nth(0)).toContainText('6,455 sq ft · AED 6,975 per sq ft');
  await expect(sales.nth(1)).toContainText('AED 27.5 million');
  await expect(sales.nth(1)).toContainText('3,400 sq ft · AED 8,088 per sq ft');
  await expect(page.getByText(/Handover of the residences is expected at the end of 2025/)).toBeVisible();
});

test('the HTML sitemap lists pages by category and six posts, all live', async ({ page, request }) => {
  await page.goto('/sitemap');
  await expect(page.getByRole('navigation', { name: 'Blog Posts' }).getByRole('link')).toHaveCount(6);
  const hrefs = await page
    .locator('main nav[aria-label] a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const path of [
    '/',
    '/properties',
    '/neighbourhood',
    '/floor-plans',
    '/location',
    '/about',
    '/valuations',
    '/market-data',
    '/blog',
    '/contact-for-properties',
  ]) {
    expect(hrefs).toContain(path);
  }
  expect(hrefs).not.toContain('/contact-properties');
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
});

test('/contact-properties answers 301 to /contact-for-properties', async ({ request }) => {
  const response = await request.get('/contact-properties', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/contact-for-properties$/);
});

test('contact for properties: profile, direct links and reasons', async ({ page }) => {
  await page.goto('/contact-for-properties');
  await expect(page.getByRole('heading', { level: 2, name: 'Why Contact Directly?' })).toBeVisible();
  for (const reason of ['Exclusive Access', 'Expert Guidance', 'Personalized Service'])
    await expect(page.getByRole('heading', { name: reason })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('link', { name: 'WhatsApp Us' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  expect(await seriousViolations(page)).toEqual([]);
});

test('neighbourhood: tabs filter the 9 attractions and Contact Our Agents opens the enquiry dialog', async ({
  page,
}) => {
  await page.goto('/neighbourhood');
  const cards = page.getByTestId('attraction-card');
  await expect(cards).toHaveCount(9);
  const hotels = page.getByText('Hotels', { exact: true });
  await waitForHydration(page, page.getByRole('button', { name: 'Contact Our Agents' }));
  await hotels.click();
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Luxury Hotel');
  await page.getByText('Beach Clubs', { exact: true }).click();
  await expect(cards.first()).toContainText('Beach Club');
  await page.getByText('Restaurants', { exact: true }).click();
  await expect(cards.first()).toContainText('Fine Dining');
  await page.getByText('All', { exact: true }).click();
  await expect(cards).toHaveCount(9);
  await page.getByRole('button', { name: 'Contact Our Agents' }).click();
  await expect(page.getByRole('dialog', { name: 'Enquire about Six Senses Residences' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Scanned once the dialog has gone: half-faded, its overlay makes every colour behind it fail contrast.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

// The carousel's timing, wrapping and pausing are DOM tests beside it (SisterSiteCarousel.dom.test.tsx).
test('other websites: the carousel and a grid of four sites, with no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/other-websites');
  await waitForHydration(page, page.getByRole('button', { name: 'Next site' }));
  await expect(page.getByTestId('carousel-slide')).toContainText('Palm Jumeirah Villas');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);
});

test('about: the static sections and the valuations button', async ({ page }) => {
  await page.goto('/about');
  for (const title of [
    'Luxury Living',
    'Amenities',
    'Location Benefits',
    'Investment Opportunities',
    'The Six Senses Experience',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Request a Valuation' })).toHaveAttribute('href', '/valuations');
  expect(await seriousViolations(page)).toEqual([]);
});
