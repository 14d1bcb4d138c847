import { expect, test } from '@playwright/test';
import { PROPERTY_ID } from '../fixtures/translated-pages.ts';
import { uniqueEmail, waitForHydration } from './pages-support.ts';
import { storedLeads } from './staff.ts';

/**
 * A form's success screen, the finder's filters and a property page's figures in Arabic, Russian and
 * Chinese, on a phone. The forms' messages in Arabic are DOM tests beside the forms; each page's words,
 * heading and title are checked against the server's HTML (test/integration/translated-pages.test.ts),
 * axe in Arabic in i18n-axe.spec.ts.
 */

// Full pages on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

test('in Arabic, a valuation request is sent and thanked in Arabic', { tag: '@phone' }, async ({ page }) => {
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
  const lead = (await storedLeads()).find((stored) => stored.email === email);
  expect(lead?.message).toContain('Service Required: Just Valuation');
});

test("in Russian, the finder's filters and its count read in Russian", { tag: '@phone' }, async ({ page }) => {
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

test(
  'in Chinese, a property page labels its figures and the price of record in Chinese',
  { tag: '@phone' },
  async ({ page, context }) => {
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
  },
);
