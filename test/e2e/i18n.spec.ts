import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations, waitForHydration } from './pages-support.ts';

/**
 * The public site in Arabic, Russian and Chinese, on a phone (the `mobile` project only): the
 * document's language and direction, chrome with no English left in it, the language switcher and
 * accessibility in Arabic.
 */

const LANGUAGES = [
  { locale: 'ar', dir: 'rtl' },
  { locale: 'ru', dir: 'ltr' },
  { locale: 'zh', dir: 'ltr' },
] as const;

/** Words of the English chrome: none may be left in a translated page's header, menu or footer. */
const ENGLISH_CHROME = [
  'Skip to content',
  'MENU',
  'ENQUIRE NOW',
  'Chat on WhatsApp',
  'Close menu',
  'PROPERTIES',
  'FLOOR PLANS',
  'VALUATIONS',
  'PROPERTY MANAGEMENT',
  'MARKET DATA',
  'OTHER WEBSITES',
  'Explore',
  'Newsletter',
  'Subscribe',
  'Regulatory',
  'All rights reserved',
  'Licensed by',
  'Privacy Policy',
  'Terms & Conditions',
  'Neighbourhood Guide',
  'Sitemap',
  'Developer',
  'Escrow account',
  'Trade licence',
  'Registered office',
  'RERA licensed',
  'Palm Jumeirah specialists',
  'News and offers',
  'Page Not Found',
  'Return Home',
];

/** The site's header, footer and skip link (sections inside the page have headers of their own). */
const CHROME = 'body > div > header, body > div > footer, body > div > a[href="#main"]';

/**
 * Brings the site's footer near the screen: it is laid out only there (content-visibility), and
 * before that it has no visible text to read.
 */
async function showFooter(page: Page): Promise<void> {
  const footer = page.locator('body > div > footer');
  if ((await footer.count()) === 0) return;
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => footer.evaluate((node) => (node as HTMLElement).innerText.trim().length)).toBeGreaterThan(0);
}

/** The visible text and the accessible names of a part of the page. */
async function wordsOf(page: Page, selector: string): Promise<string> {
  await showFooter(page);
  return page.locator(selector).evaluateAll((nodes) =>
    nodes
      .map((node) => {
        const labels = [...node.querySelectorAll('[aria-label], [placeholder]')].map(
          (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('placeholder') ?? ''}`,
        );
        return `${(node as HTMLElement).innerText}\n${labels.join('\n')}`;
      })
      .join('\n'),
  );
}

function englishIn(text: string): string[] {
  return ENGLISH_CHROME.filter((words) => text.includes(words));
}

for (const { locale, dir } of LANGUAGES) {
  test.describe(`/${locale}/`, () => {
    for (const path of [`/${locale}/`, `/${locale}/about`]) {
      test(`${path} is in ${locale}, ${dir}, with no English in the chrome`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await waitForHydration(page, page.locator('header button[aria-haspopup="dialog"]'));

        expect(englishIn(await wordsOf(page, CHROME))).toEqual([]);
        await page.locator('header button[aria-haspopup="dialog"]').click();
        const menu = page.getByRole('dialog');
        await expect(menu).toBeVisible();
        expect(englishIn(await wordsOf(page, '[role="dialog"]'))).toEqual([]);
        // The menu's links stay in the page's language.
        const hrefs = await menu
          .locator('a[href^="/"]:not([hreflang])')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThan(5);
        for (const href of hrefs) expect(href.startsWith(`/${locale}/`)).toBe(true);
      });
    }

    test(`an unknown /${locale}/ path is the 404 page in ${locale}`, async ({ page }) => {
      const response = await page.goto(`/${locale}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      expect(englishIn(await wordsOf(page, `main, ${CHROME}`))).toEqual([]);
    });
  });
}

test('the switcher keeps the visitor on the same page and remembers the choice', async ({ page, context }) => {
  await page.goto('/properties/135');
  await waitForHydration(page, page.locator('header button[aria-haspopup="dialog"]'));
  await page.locator('header button[aria-haspopup="dialog"]').click();
  await page.getByRole('dialog').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/properties\/135$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('ar');
});

test('the first visit to / is never redirected; the banner offers the remembered language', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'locale', value: 'ru', url: new URL('/', test.info().project.use.baseURL).href }]);
  const response = await page.goto('/');
  // response.url() is the address after any redirect: the request itself must not have been redirected to.
  expect(response!.request().redirectedFrom()).toBeNull();
  expect(new URL(response!.url()).pathname).toBe('/');
  expect(response?.status()).toBe(200);
  const offer = page.getByRole('complementary', { name: 'Язык' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Остаться на этой странице' }).click();
  await expect(offer).toBeHidden();
});

test("an Arabic page sets its headings in Amiri's core and never fetches the whole Amiri file", async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/ar/');
  // Every section of the landing page drawn, and each face its text needs loaded.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => document.fonts.ready);
  const amiri = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Amiri')
      .map((face) => ({ range: face.unicodeRange, status: face.status })),
  );
  // The whole file (declared first) stays unloaded; the core is what the page's Arabic is drawn with.
  expect(amiri.map((face) => face.status)).toEqual(['unloaded', 'loaded']);
  expect(amiri[0]?.range).toContain('U+600-60B');
  expect(amiri[1]?.range).toBe('U+60C-670, U+200C-200D');
  expect(fonts.filter((font) => font.includes('amiri'))).toEqual([
    expect.stringMatching(/^\/assets\/amiri-arabic-core-400-normal-[\w-]{8}\.woff2$/),
  ]);
});

/**
 * Whether each of `paragraphs` that ends in a full stop shows it after its last word, to the right, as an
 * English sentence reads; in a right-to-left paragraph the stop would stand at the line's left end.
 */
async function fullStopsInPlace(paragraphs: Locator): Promise<boolean[]> {
  return paragraphs.evaluateAll((nodes) =>
    nodes
      .map((node) => {
        const text = node.lastChild instanceof Text ? node.lastChild : null;
        if (!text?.data.trimEnd().endsWith('.')) return null;
        const end = text.data.trimEnd().length;
        const rectOf = (from: number) => {
          const range = document.createRange();
          range.setStart(text, from);
          range.setEnd(text, from + 1);
          return range.getBoundingClientRect();
        };
        return rectOf(end - 1).left > rectOf(end - 2).left;
      })
      .filter((inPlace) => inPlace !== null),
  );
}

test("on an Arabic page, staff's English descriptions keep their full stops where English puts them", async ({
  page,
}) => {
  await page.goto('/ar/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const landing = await fullStopsInPlace(page.locator('#amenities li p, [aria-labelledby="featured-title"] p[dir]'));
  expect(landing.length).toBeGreaterThan(5);
  expect(landing.every(Boolean), JSON.stringify(landing)).toBe(true);
  await page.goto('/ar/properties/135');
  const residence = await fullStopsInPlace(page.locator('main p[dir], main div[dir] > p'));
  expect(residence.length).toBeGreaterThan(0);
  expect(residence.every(Boolean), JSON.stringify(residence)).toBe(true);
});

for (const path of ['/ar/', '/ar/about']) {
  test(`${path} passes axe`, async ({ page }) => {
    // axe walks the whole page: slow on a loaded two-core machine.
    test.setTimeout(120_000);
    // Sections fade in as they scroll into view; with reduced motion they are shown at once, fully
    // opaque, so axe reads the real colours of every section.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await waitForHydration(page, page.locator('header button[aria-haspopup="dialog"]'));
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("a Russian page quotes the development's areas in square metres, as Russian buyers measure them", async ({
  page,
}) => {
  await page.goto('/ru/');
  await waitForHydration(page, page.locator('header button[aria-haspopup="dialog"]'));
  // 60,000 sq ft × 0.09290304 = 5,574 m²; 1,980 → 184 and 26,514 → 2,463.
  await expect(page.locator('#intro')).toContainText('Велнес-центр площадью 5 574 м²');
  await expect(page.locator('section[aria-labelledby="featured-title"]')).toContainText(
    'Прямой доступ к велнес-центру площадью 5 574 м²',
  );
  const faq = page.locator('#faq');
  // Each answer is read by its own question: while one closes as the next opens, both are in the page.
  for (const [question, answer] of [
    ['Какие типы резиденций доступны?', 'площадью примерно от 184 до 2 463 м².'],
    ['Какие велнес-возможности ждут жителей?', 'Велнес-центр площадью 5 574 м² с'],
  ] as const) {
    // This test is about units: the FAQ is let hydrate first (static-content.spec.ts covers early taps).
    await waitForHydration(page, faq.getByRole('button', { name: question }));
    await faq.getByRole('button', { name: question }).click();
    await expect(faq.getByRole('region', { name: question })).toContainText(answer);
  }
  // No figure in feet is left in the page's own words (staff's English descriptions aside).
  const words = await page.locator('main').evaluate((node) => node.textContent ?? '');
  expect(words).not.toMatch(/фут|кв\. фт/);
});
