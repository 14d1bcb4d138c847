import { expect, test } from '@playwright/test';
import { FAKE_RATES } from '../support/fake-rate-service.ts';
import { waitForHydration, watchConsole } from './pages-support.ts';

/** The seeded Royal Penthouse: AED 72,000,000, ready. */
const PENTHOUSE = { id: 135, priceAed: 72_000_000 };

const grouped = (value: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(value);

test('a residence shows its DLD fee as 4% of its price, and switching to USD converts the total', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`/properties/${PENTHOUSE.id}`);
  const currency = page.locator('header').getByRole('combobox', { name: 'Currency' });
  await waitForHydration(page, currency);

  const section = page.getByRole('region', { name: 'Cost to own' });
  const transfer = section.getByRole('row').filter({ hasText: 'DLD transfer fee' });
  await expect(transfer).toContainText('4% of the price');
  await expect(section.getByTestId('cost-transferFee')).toHaveText(`AED ${grouped(PENTHOUSE.priceAed * 0.04)}`);
  const total = section.getByTestId('cost-cash-needed');
  const totalAed = Number((await total.textContent())?.replace(/[^\d]/g, ''));
  expect(totalAed).toBeGreaterThan(PENTHOUSE.priceAed);

  await currency.selectOption('USD');
  await expect(total).toHaveText(`≈ USD ${grouped(totalAed * FAKE_RATES.USD)}`);
  await expect(section.getByTestId('cost-rate-as-of')).toContainText('Converted at the exchange rate of');
  await expect(section.getByTestId('cost-fees-as-of')).toContainText('Fees and loan caps as of');
  expect(problems).toEqual([]);
});
