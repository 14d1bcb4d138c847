import { expect, test } from '@playwright/test';
import { mainWords, TRANSLATED_LANGUAGES, type TranslatedLocale } from './i18n-support.ts';
import { seriousViolations, storedLeads, uniqueEmail, waitForHydration } from './pages-support.ts';

/**
 * The finder, property pages, floor plans, valuations and lettings in Arabic, Russian and Chinese, on
 * a phone (the `mobile` project only): language and direction, the translated heading and title, no
 * English of these pages left, axe in Arabic; then the forms' validation messages, success
 * screens and the finder's filters in the page's language.
 */

// Full pages and axe runs on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

/** The seeded Royal Penthouse. */
const PROPERTY_ID = 135;

/** Each route with its heading and title in each language. */
const ROUTES: Array<{
  path: string;
  h1: Record<TranslatedLocale, string | RegExp>;
  title: Record<TranslatedLocale, string | RegExp>;
}> = [
  {
    path: '/properties',
    h1: { ar: 'المساكن المتاحة', ru: 'Доступные резиденции', zh: '在售寓所' },
    title: { ar: /^عقارات للبيع \|/, ru: /^Недвижимость на продажу \|/, zh: /^在售房源 \|/ },
  },
  {
    path: `/properties/${PROPERTY_ID}`,
    // Staff type the title: it reads as entered in every language.
    h1: { ar: 'Royal Penthouse', ru: 'Royal Penthouse', zh: 'Royal Penthouse' },
    title: { ar: /^Royal Penthouse \|/, ru: /^Royal Penthouse \|/, zh: /^Royal Penthouse \|/ },
  },
  {
    path: '/floor-plans',
    h1: { ar: 'المخططات', ru: 'Планировки', zh: '户型图' },
    title: { ar: /^المخططات \|/, ru: /^Планировки \|/, zh: /^户型图 \|/ },
  },
  {
    path: '/valuations',
    h1: { ar: 'ما قيمة مسكنكم اليوم؟', ru: 'Сколько стоит Ваша резиденция?', zh: '您的寓所价值几何？' },
    title: { ar: /^تقييم مجاني لعقاركم \|/, ru: /^Бесплатная оценка недвижимости \|/, zh: /^免费房产估价 \|/ },
  },
  {
    path: '/lettings-property-management',
    h1: {
      ar: 'مسكنكم مؤجَّر ومُعتنى به',
      ru: 'Ваша резиденция — сдана и под присмотром',
      zh: '您的寓所，租得好，照料周到',
    },
    title: { ar: /^التأجير وإدارة العقارات \|/, ru: /^Аренда и управление недвижимостью \|/, zh: /^租赁与物业管理 \|/ },
  },
];

/**
 * Words of these pages in English: none may be left on a translated page. Staff-typed titles and
 * descriptions read as entered (they say 'residences' and 'sq ft'), so the figures are checked apart.
 */
const ENGLISH = [
  'Available Residences',
  'Filter residences',
  'For Sale',
  'For Rent',
  'All Types',
  'No min',
  'Min price',
  'Keyword',
  'List Your Property',
  'View Details',
  'Key figures',
  'Bedrooms',
  'Bathrooms',
  'Back to Properties',
  'Verified',
  'Contact Agent',
  'WhatsApp Inquiry',
  'E-mail Agent',
  'Additional Details',
  'Advertising permit',
  'Scan to verify',
  'Book Viewing',
  'View Floor Plan',
  'Fact Sheet',
  'Choose a collection',
  'Residence layouts',
  'Schedule Viewing',
  'Request Information',
  'Enquire',
  'Free valuation',
  'Figures you can act on',
  'How it works',
  'Request Valuation',
  'Full name',
  'Preferred contact',
  'Property type',
  'Service required',
  'Additional message',
  'Returns, without the work',
  'Request Free Valuation',
  'Frequently asked',
  'Get Started',
  'Price on Request',
  'sq.ft',
  'Send me news',
];

for (const { locale, dir } of TRANSLATED_LANGUAGES) {
  for (const route of ROUTES) {
    const path = `/${locale}${route.path}`;
    test(`${path} is in ${locale} with no English of the page left${locale === 'ar' ? ', axe clean' : ''}`, async ({
      page,
    }) => {
      if (locale === 'ar') await page.emulateMedia({ reducedMotion: 'reduce' });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('h1')).toHaveText(route.h1[locale]);
      await expect(page).toHaveTitle(route.title[locale]);
      await waitForHydration(page, page.locator('header button[aria-haspopup="dialog"]'));
      const words = await mainWords(page);
      expect(ENGLISH.filter((english) => words.includes(english))).toEqual([]);
      // Areas, counts and prices that the site writes (not staff) speak the page's language.
      const figures = await page
        .locator('main ul[aria-label], main p[aria-live], main [data-testid$="price"]')
        .allInnerTexts();
      expect(figures.filter((text) => /sq ft|residence|Bedroom|Price on/.test(text))).toEqual([]);
      if (locale === 'ar') expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('in Arabic, an empty viewing request and an empty valuation show Arabic messages', async ({ page }) => {
  await page.goto('/ar/floor-plans');
  const book = page.getByRole('button', { name: 'احجزوا معاينة' });
  await waitForHydration(page, book);
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'استفسار عن Six Senses Residences' });
  await dialog.getByRole('button', { name: 'إرسال الاستفسار' }).click();
  await expect(dialog.getByText('يرجى إدخال الاسم')).toBeVisible();
  await expect(dialog.getByText('عنوان البريد الإلكتروني غير صحيح')).toBeVisible();

  await page.goto('/ar/valuations');
  const form = page.getByRole('form', { name: 'طلب تقييم' });
  const submit = form.getByRole('button', { name: 'اطلبوا التقييم' });
  await waitForHydration(page, submit);
  await submit.click();
  await expect(form.getByText('يجب أن يتكوّن الاسم من حرفين على الأقل')).toBeVisible();
  await expect(form.getByText('يرجى إدخال عنوان بريد إلكتروني صحيح')).toBeVisible();
  await expect(form.getByText('يرجى إدخال رقم هاتف صحيح')).toBeVisible();
});

test('in Arabic, a valuation request is sent and thanked in Arabic', async ({ page, request }) => {
  await page.goto('/ar/valuations');
  const form = page.getByRole('form', { name: 'طلب تقييم' });
  const submit = form.getByRole('button', { name: 'اطلبوا التقييم' });
  await waitForHydration(page, submit);
  const email = uniqueEmail('valuation-ar');
  await form.getByLabel('الاسم الكامل').fill('ليلى الهاشمي');
  await form.getByLabel('البريد الإلكتروني').fill(email);
  await form.getByLabel('الهاتف').fill('+971 50 765 4321');
  await submit.click();
  await expect(page.getByText('تم إرسال طلب التقييم')).toBeVisible();
  const thanks = page.getByRole('status').filter({ hasText: 'شكرًا لكم — وصلنا طلبكم' });
  await expect(thanks).toContainText('سيتواصل معكم أحد مستشارينا خلال 24 ساعة');
  await expect(thanks.getByRole('button', { name: 'إرسال طلب آخر' })).toBeVisible();
  // The staff read the request in English: the choices are composed from their codes.
  const lead = (await storedLeads(request)).find((stored) => stored.email === email);
  expect(lead?.message).toContain('Service Required: Just Valuation');
});

test("in Russian, the finder's filters and its count read in Russian", async ({ page }) => {
  await page.goto('/ru/properties');
  const filters = page.getByRole('form', { name: 'Фильтр резиденций' });
  await waitForHydration(page, filters.getByLabel('Спальни'));
  await expect(filters.getByText('Продажа', { exact: true })).toBeVisible();
  await expect(filters.getByText('Аренда', { exact: true })).toBeVisible();
  await expect(filters.getByLabel('Тип недвижимости')).toContainText('Все типы');
  await expect(filters.getByLabel(/^Мин\. цена \(\w{3}\)$/)).toHaveAttribute('placeholder', 'Без минимума');
  await expect(filters.getByLabel('Ключевое слово')).toBeVisible();

  const count = page.getByText(/^\d+ резиденци/);
  const all = (await count.textContent()) ?? '';
  const total = Number(/^\d+/.exec(all)?.[0]);
  expect(all).toBe(`${total} ${russianResidences(total)}`);
  await filters.getByLabel('Спальни').selectOption('4');
  await expect(count).not.toHaveText(all);
  const narrowed = (await count.textContent()) ?? '';
  const shown = Number(/^\d+/.exec(narrowed)?.[0]);
  expect(narrowed).toBe(`${shown} ${russianResidences(shown)}`);
  await expect(page.getByRole('article')).toHaveCount(shown);
  await expect(page.getByRole('article').first()).toContainText(/4 спальни/);
});

/** 1 резиденция, 2 резиденции, 5 резиденций: Russian's plural forms, as Intl chooses them. */
function russianResidences(count: number): string {
  const form = new Intl.PluralRules('ru').select(count);
  return form === 'one' ? 'резиденция' : form === 'many' ? 'резиденций' : 'резиденции';
}

test('in Chinese, a property page labels its figures and the price of record in Chinese', async ({ page, context }) => {
  const origin = new URL('/', test.info().project.use.baseURL).href;
  await context.addCookies([{ name: 'currency', value: 'USD', url: origin }]);
  await page.goto(`/zh/properties/${PROPERTY_ID}`);
  for (const label of ['卧室', '浴室', '面积', '类型'])
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('property-price')).toContainText('USD');
  await expect(page.getByTestId('price-of-record')).toContainText('基准价格');
  await expect(page.getByTestId('price-of-record')).toContainText('AED');
  await expect(page.getByRole('heading', { name: '联系经纪人' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← 返回房源列表' })).toHaveAttribute('href', '/zh/properties');
});
