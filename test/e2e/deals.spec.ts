import { expect, test } from '@playwright/test';
import { sendLead, STAFF_STATE } from './staff.ts';

test.use({ storageState: STAFF_STATE });

// One viewport: the board's phone list and its refused moves are the DOM tests' business.
test('staff take a lead to a completed deal: started from the lead, a party and a payment added, moved stage by stage', async ({
  page,
}) => {
  const lastName = `Dealer${Date.now().toString(36)}`;
  const leadId = await sendLead(page.request, lastName);

  await page.goto(`/admin/inquiries/${leadId}`);
  await page.getByTestId('start-deal').click();
  const form = page.getByTestId('deal-form');
  await expect(form.getByLabel('Buyer or tenant')).toHaveValue(`Nadia ${lastName}`);
  await form.getByLabel('Price (AED)').fill('4250000');
  await form.getByRole('button', { name: 'Start a deal' }).click();
  await expect(page).toHaveURL(/\/admin\/deals\/\d+$/);
  await expect(page.getByTestId('deal-stage')).toHaveText('Offer');

  const parties = page.getByTestId('deal-parties');
  await parties.getByLabel('Side').selectOption('seller');
  await parties.getByLabel('Name').fill('Hamad Seller');
  await parties.getByRole('button', { name: 'Add party' }).click();
  await expect(parties).toContainText('Hamad Seller');

  await page.getByLabel('Amount (AED)', { exact: true }).fill('425000');
  await page.getByRole('button', { name: 'Add payment' }).click();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('Bank transfer');
  await expect(page.getByTestId('deal-report-required')).toHaveCount(0);

  for (const stage of ['Accepted', 'MOU signed (Form F)', 'Deposit received', 'NOC / transfer booked', 'Completed']) {
    await page.getByRole('combobox', { name: 'Move to' }).selectOption({ label: stage });
    await expect(page.getByTestId('deal-stage')).toHaveText(stage);
  }
  await expect(page.getByTestId('deal-timeline').getByRole('row')).toHaveCount(6);

  await page.goto('/admin/deals');
  await expect(page.getByRole('region', { name: 'Completed' })).toContainText(`Nadia ${lastName}`);
});
