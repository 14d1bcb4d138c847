import { expect, test, type Page } from '@playwright/test';
import { agents } from '../../src/server/db/seeders/data/agents.ts';

/**
 * Words a page in another language may keep in Latin letters: brand names as their owners write them,
 * the consultants' own names, codes (AED, BRN) and measurement or currency abbreviations. Anything
 * else in Latin letters in the main content is English that a translation should have replaced.
 */
const KEPT_IN_LATIN = new Set([
  'Six',
  'Senses',
  'Gaggenau',
  'WhatsApp',
  'Trakheesi',
  'RERA',
  'DLD',
  'BRN',
  'ORN',
  'AED',
  'USD',
  'EUR',
  'GBP',
  'RUB',
  'CNY',
  'SAR',
  'INR',
  ...agents.flatMap((agent) => agent.name.split(' ')),
]);

/** The words of three or more Latin letters in the page's <main>, minus those kept in Latin (e-mail and web addresses dropped first). */
async function englishIn(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  const words = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ').match(/[A-Za-z]{3,}/g) ?? [];
  return [...new Set(words.filter((word) => !KEPT_IN_LATIN.has(word)))];
}

for (const locale of ['ar', 'ru', 'zh'] as const) {
  test(`the landing page and a residence in ${locale} have no English in their main content`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    await expect(page.locator('main')).toBeVisible();
    expect(await englishIn(page)).toEqual([]);

    await page.goto(`/${locale}/properties/135`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Royal Penthouse');
    expect(await englishIn(page)).toEqual([]);
  });
}
