import { expect, test } from '@playwright/test';
import { EXCERPT_POST, FULL_POST } from '../fixtures/translated-pages.ts';
import { selectInput, waitForHydration } from './pages-support.ts';

/**
 * An article, a post whose article is being written, market listings and market data in Arabic, Russian and Chinese,
 * on a phone: what a visitor reads and does there. Each page's words, heading and title are checked in
 * every language against the server's HTML (test/integration/translated-pages.test.ts), axe in Arabic
 * in i18n-axe.spec.ts.
 */

test('a full article reads in Arabic from title to author box, right to left', { tag: '@phone' }, async ({ page }) => {
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

test(
  'a post whose article is being written reads in Russian: its excerpt and the note',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(`/ru${EXCERPT_POST}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Элитная недвижимость Дубая: тенденции, за которыми стоит следить в этом году',
    );
    await expect(page.getByTestId('english-notice')).toHaveCount(0);
    await expect(page.locator('article [lang="en"]')).toHaveCount(0);
    await expect(page.locator('article').first()).toContainText('От семейных офисов до тех, кто переезжает надолго');
    await expect(page.locator('article').first()).toContainText('Полную версию статьи готовит наша команда.');
    // The page around it stays Russian.
    await expect(page.getByRole('heading', { level: 2, name: 'Похожие статьи' })).toBeVisible();
    await expect(page.getByRole('link', { name: '← Назад в блог' })).toHaveAttribute('href', '/ru/blog');
  },
);

test('market listings in Chinese: filters, sort, counts and ages', { tag: '@phone' }, async ({ page }) => {
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

test(
  'market data in Chinese: snapshot, months and figures through Intl, areas in m², and the charts',
  { tag: '@phone' },
  async ({ page }) => {
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
  },
);
