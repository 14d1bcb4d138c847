import { expect, test } from '@playwright/test';
import { PARTY_IDENTITY } from '../support/party-identity.ts';
import { sendLead, STAFF_STATE, trpcOf } from './staff.ts';

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

  // The compliance officer's file, which completing needs (its screens are the compliance tests' own):
  // each party's identity, which screens them, and a copy of their passport.
  const dealId = Number(new URL(page.url()).pathname.split('/').pop());
  const trpc = trpcOf(page.request);
  for (const party of (await trpc.deals.byId.query({ id: dealId })).parties) {
    await trpc.deals.updateParty.mutate({
      id: party.id,
      party: { ...PARTY_IDENTITY, occupation: 'Architect', sourceOfFunds: 'Savings' },
    });
    const copy = await page.request.post('/files/compliance/documents', {
      multipart: {
        dealId: String(dealId),
        partyId: String(party.id),
        kind: 'identity',
        file: { name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 passport copy') },
      },
    });
    expect(copy.status()).toBe(201);
  }
  await page.reload();

  for (const stage of ['Accepted', 'MOU signed (Form F)', 'Deposit received', 'NOC / transfer booked', 'Completed']) {
    await page.getByRole('combobox', { name: 'Move to' }).selectOption({ label: stage });
    await expect(page.getByTestId('deal-stage')).toHaveText(stage);
  }
  await expect(page.getByTestId('deal-timeline').getByRole('row')).toHaveCount(6);

  await page.goto('/admin/deals');
  await expect(page.getByRole('region', { name: 'Completed' })).toContainText(`Nadia ${lastName}`);
});
