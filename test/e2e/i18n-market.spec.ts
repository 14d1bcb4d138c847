import { expect, test, type Page } from '@playwright/test';
import { BLOG_POSTS } from '../../src/shared/articles/blog.ts';
import { mainWords, TRANSLATED_LANGUAGES, type TranslatedLocale } from './i18n-support.ts';
import { selectInput, seriousViolations, waitForHydration } from './pages-support.ts';

/**
 * Market data, market listings, the blog and the news in Arabic, Russian and Chinese, on a phone
 * (the `mobile` project only): one load per route and language checks `lang`/`dir`, the translated
 * `<h1>` and `<title>`, that none of the pages' English words is left, and (in Arabic) axe.
 */

const FULL_POST = '/blog/palm-jumeirah-prime-prices-2025';
const ENGLISH_ONLY_POST = '/blog/dubai-luxury-market-trends-2025';
const ENGLISH_ONLY_TITLE = 'Dubai Luxury Market Trends to Watch This Year';

interface RouteCase {
  path: string;
  h1: Record<TranslatedLocale, string>;
  /** The page's name in `<title>` when it is not the heading. */
  title?: Record<TranslatedLocale, string>;
}

const ROUTES: readonly RouteCase[] = [
  { path: '/market-data', h1: { ar: 'بيانات السوق', ru: 'Аналитика рынка', zh: '市场数据' } },
  { path: '/market-listings', h1: { ar: 'إعلانات السوق', ru: 'Объявления рынка', zh: '市场房源' } },
  {
    path: '/blog',
    h1: { ar: 'مجلة المساكن', ru: 'Журнал резиденций', zh: '住宅生活志' },
    title: { ar: 'المدونة', ru: 'Блог', zh: '博客' },
  },
  { path: '/blog/category/market-news', h1: { ar: 'أخبار السوق', ru: 'Новости рынка', zh: '市场资讯' } },
  {
    path: FULL_POST,
    h1: {
      ar: 'أسعار العقارات الفاخرة في نخلة جميرا عام 2025: ماذا تقول الأرقام',
      ru: 'Цены на премиальное жильё на Пальме Джумейра в 2025 году: что говорят цифры',
      zh: '2025年朱美拉棕榈岛顶级房价：数据怎么说',
    },
  },
  { path: ENGLISH_ONLY_POST, h1: { ar: ENGLISH_ONLY_TITLE, ru: ENGLISH_ONLY_TITLE, zh: ENGLISH_ONLY_TITLE } },
  {
    path: '/news/two-sales-may-2025',
    h1: {
      ar: 'صفقتا بيع في Six Senses Residences ترسمان ملامح عام 2025',
      ru: 'Две сделки в Six Senses Residences задают тон 2025 году',
      zh: 'Six Senses Residences 两笔公寓成交，为2025年定下基调',
    },
  },
];

/**
 * The English words of these pages (headings, labels, buttons, empty states, ages, fallbacks):
 * none may be left on a translated page. Portal listing titles and a post kept in English are
 * content, not these words.
 */
const ENGLISH_WORDS = [
  'Market intelligence',
  'Available properties today',
  'Total available',
  'Average AED per sq ft',
  'Own at the residences?',
  'chat with us on WhatsApp',
  'List Your Property',
  'Recent sales',
  'Latest recorded sales',
  'Price and supply',
  'See every market listing',
  'Investment highlights',
  'Contact a Specialist',
  'Live market',
  'The market at a glance',
  'Average price',
  'Size bands',
  'Under 1,500',
  'Deal type',
  'Sort by',
  'Newest first',
  'Reset All Filters',
  ' listings',
  'Homes for sale',
  'All matching homes',
  'View on',
  'days ago',
  'Today',
  'Yesterday',
  'Price on Request',
  'The Residences Journal',
  'Insights',
  'Read more',
  'Categories',
  'Featured Property',
  'View the Royal Penthouse',
  'Industry Links',
  'Dubai Land Department',
  'Speak to an Expert',
  'Email Us',
  'Considering a home',
  'Call Us',
  'Contact for Properties',
  'Related Articles',
  'Back to Blog',
  'All articles',
  'By James',
  'By Layla',
  'By Priya',
  'Market News',
  'Luxury Living',
  'Market Trends',
  'Sustainability',
  'The full article is being prepared',
  'Senior Sales Consultant',
  'Director of Prime Residential',
  'Request a Valuation',
  'Four-bedroom residence',
  'per sq ft',
  'Breadcrumb',
];

/** The titles of the posts that are shown in English in every language: content, not page words. */
const ENGLISH_ONLY_TITLES = BLOG_POSTS.filter((post) => !post.translations).map((post) => post.title);

/**
 * The visible text and accessible names of `main`, leaving out what is marked as English (a post
 * not yet translated) and the titles of such posts wherever they are named.
 */
async function pageWords(page: Page): Promise<string> {
  const text = await mainWords(page, { alts: false });
  return ENGLISH_ONLY_TITLES.reduce((rest, title) => rest.replaceAll(title, ''), text);
}

function englishIn(text: string): string[] {
  return ENGLISH_WORDS.filter((words) => text.includes(words));
}

for (const { locale, dir } of TRANSLATED_LANGUAGES) {
  test.describe(`/${locale}/ market and blog pages`, () => {
    for (const route of ROUTES) {
      test(`/${locale}${route.path} is in ${locale}, ${dir}, with no English words left`, async ({ page }) => {
        test.setTimeout(locale === 'ar' ? 90_000 : 30_000);
        // Sections fade in as they scroll into view; with reduced motion they are shown at once, so
        // axe reads their real colours.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const response = await page.goto(`/${locale}${route.path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.locator('h1')).toHaveText(route.h1[locale]);
        expect(await page.title()).toMatch(new RegExp(`^${escape(route.title?.[locale] ?? route.h1[locale])} \\| `));
        const words = await pageWords(page);
        expect(englishIn(words)).toEqual([]);
        if (locale === 'ar') expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a full article reads in Arabic from title to author box, right to left', async ({ page }) => {
  await page.goto(`/ar${FULL_POST}`);
  const article = page.locator('article').first();
  await expect(article.getByRole('heading', { level: 2, name: 'المعروض هو جوهر القصة' })).toBeVisible();
  await expect(article.getByText('162 مسكنًا في المجموع', { exact: false })).toBeVisible();
  await expect(page.getByTestId('english-notice')).toHaveCount(0);
  // The body is the page's language: nothing in it is marked English.
  const body = article.getByRole('heading', { level: 2, name: 'المعروض هو جوهر القصة' }).locator('xpath=..');
  await expect(body.locator('[lang]')).toHaveCount(0);
  expect(await body.getAttribute('lang')).toBeNull();
  // Dates through Intl in Arabic with Western digits, categories and the author's role translated.
  await expect(article.locator('time')).toHaveText('10 يونيو 2025');
  await expect(article.getByRole('link', { name: 'أخبار السوق' }).first()).toHaveAttribute(
    'href',
    '/ar/blog/category/market-news',
  );
  await expect(article.getByText('مدير العقارات السكنية الفاخرة')).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"inLanguage":"ar"') && text.includes('ماذا تقول الأرقام'))).toBe(true);
});

test('a post kept in English says so in Russian, and marks its English text', async ({ page }) => {
  await page.goto(`/ru${ENGLISH_ONLY_POST}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByTestId('english-notice')).toHaveText('Эта статья доступна на английском языке.');
  const body = page.locator('article p[lang="en"][dir="ltr"]');
  await expect(body).toHaveCount(1);
  await expect(body).toContainText('From family offices to long-stay residents');
  // The page around it stays Russian.
  await expect(page.getByRole('heading', { level: 2, name: 'Похожие статьи' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Назад в блог' })).toHaveAttribute('href', '/ru/blog');
});

test('market listings in Chinese: filters, sort, counts and ages', async ({ page }) => {
  await page.goto('/zh/market-listings');
  const count = page.getByTestId('result-count');
  await expect(count).toHaveText(/^\d+ 套房源$/);
  const total = Number((await count.textContent())?.split(' ')[0]);
  await expect(page.getByTestId('listing-card')).toHaveCount(total);
  // Ages in Chinese words ('今天', '昨天', 'N天前').
  await expect(page.getByTestId('listing-card').first()).toContainText(/今天|昨天|\d+天前/);
  await expect(page.getByRole('link', { name: '在 PropertyFinder.ae 上查看' }).first()).toBeVisible();

  const reset = page.getByRole('button', { name: '重置全部筛选' });
  await waitForHydration(page, reset);
  const sort = selectInput(page, '排序方式');
  await sort.click();
  await expect(page.getByRole('option', { name: '价格：从高到低' })).toBeVisible();
  await page.getByRole('option', { name: '价格：从高到低' }).click();
  await selectInput(page, '交易类型').click();
  await page.getByRole('option', { name: '出租' }).click();
  await selectInput(page, '卧室').click();
  await page.getByRole('option', { name: '5+' }).click();
  const empty = page.getByText('没有符合筛选条件的房源。');
  if (await empty.isVisible()) {
    await page.getByRole('button', { name: '清除筛选' }).click();
    await expect(count).toHaveText(`${total} 套房源`);
    await expect(sort).toHaveValue('价格：从高到低');
  } else {
    await expect(count).toHaveText(/^\d+ 套房源$/);
  }
  await reset.click();
  await expect(count).toHaveText(`${total} 套房源`);
  await expect(sort).toHaveValue('最新优先');
});

test('market data in Chinese: snapshot, months and figures through Intl, areas in m², and the charts', async ({
  page,
}) => {
  await page.goto('/zh/market-data');
  await expect(page.getByTestId('market-snapshot')).toContainText('在售总数');
  const recent = page.getByRole('table', { name: '2023年9月至2024年3月成交记录' });
  await expect(recent.locator('tbody tr')).toHaveCount(6);
  await expect(recent.locator('tbody tr').first()).toContainText('2024年3月');
  await expect(recent.locator('tbody tr').first()).toContainText('AED 2450万');
  // Chinese pages measure in square metres: 3,520 sq ft is 327 m².
  await expect(recent.locator('thead')).toContainText('面积（平方米）');
  await expect(recent.locator('tbody tr').first().locator('td').nth(3)).toHaveText('327');
  await expect(page.getByRole('link', { name: '委托出售' })).toHaveAttribute('href', '/zh/contact-for-properties');
  await expect(page.locator('.recharts-surface')).toHaveCount(3);
  await expect(page.locator('figcaption')).toHaveText([
    '每平方米价格（AED，出售）',
    '按类型划分的房源',
    '按卧室数量划分的房源',
  ]);
  await expect(page.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: '顶层公寓' })).toHaveCount(2);
});
