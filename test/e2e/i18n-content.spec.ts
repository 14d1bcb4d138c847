import { expect, test, type Page } from '@playwright/test';
import { agencyRegistration } from '../../src/server/db/seeders/data/agency-registration.ts';
import { agents } from '../../src/server/db/seeders/data/agents.ts';
import { FULL_POST } from '../fixtures/translated-pages.ts';

/**
 * Names a page in another language keeps as their owners write them, whole: the operator's brands
 * (its own names for its spa, kids' club and lab, the villa type), and the agency's and project's
 * registration as the law has it registered (developer, project, escrow bank, registered address).
 */
const NAMES_KEPT = [
  agencyRegistration.registeredAddress,
  agencyRegistration.projectName,
  agencyRegistration.developerName,
  agencyRegistration.escrowBank,
  'Six Senses Residences',
  'Six Senses Spa',
  'Grow with Six Senses',
  'Earth Lab',
  'Signature',
  // The street of the agency's postal address, as the interface's address writes it for the post.
  'Crescent West',
];

/**
 * Single words a page may keep in Latin letters: the operator's name, an appliance brand, the
 * consultants' own names, and codes (AED, BRN, and PDF, a file's format, as the floor plan's link names it).
 * Anything else of three or more Latin letters in the
 * main content is English that a translation should have replaced.
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
  'PDF',
  ...agents.flatMap((agent) => agent.name.split(' ')),
]);

/**
 * The words of three or more Latin letters in the page's <main>, minus the names and words kept in
 * Latin (e-mail and web addresses dropped first).
 */
async function englishIn(page: Page): Promise<string[]> {
  let text = (await page.locator('main').innerText()).replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  // The registration as staff entered it last (another test may have changed the registered address).
  const registered = await page.locator('main [data-registration-facts] dd').allInnerTexts();
  for (const name of [...registered, ...NAMES_KEPT]) text = text.replaceAll(name, ' ');
  const words = text.match(/[A-Za-z]{3,}/g) ?? [];
  // innerText follows text-transform (a label in capitals reads WHATSAPP): words compare in lower case.
  const kept = new Set([...KEPT_IN_LATIN].map((word) => word.toLowerCase()));
  return [...new Set(words.filter((word) => !kept.has(word.toLowerCase())))];
}

for (const locale of ['ar', 'ru', 'zh'] as const) {
  test(`${locale}: the landing page, a residence, the blog and an article show no English in their main content @phone`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/`);
    await expect(page.locator('main')).toBeVisible();
    expect(await englishIn(page)).toEqual([]);

    await page.goto(`/${locale}/properties/135`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Royal Penthouse');
    expect(await englishIn(page)).toEqual([]);

    // Every post's card (the three still being written too), then a full article with its related posts.
    await page.goto(`/${locale}/blog`);
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    expect(await englishIn(page)).toEqual([]);

    await page.goto(`/${locale}${FULL_POST}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Palm Jumeirah Prime Prices/);
    expect(await englishIn(page)).toEqual([]);
  });
}
