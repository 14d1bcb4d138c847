import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForHydration } from './pages-support.ts';
import { signIn } from './staff.ts';

/**
 * A visit that arrives from a newsletter link keeps its campaign through the pages it opens, and
 * the lead it sends shows that source and campaign to staff in the console.
 */
test('a lead sent later in a tagged visit shows its source and campaign in the console', async ({ page }) => {
  await page.goto('/?utm_source=newsletter&utm_campaign=spring');
  await waitForHydration(page, page.getByRole('button', { name: 'MENU' }));

  // Another page of the same visit, untagged: the first touch stays.
  await page.goto('/about');
  await waitForHydration(page, page.getByRole('button', { name: 'MENU' }));

  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const submit = form.getByRole('button', { name: 'Send Enquiry' });
  await waitForHydration(page, submit);
  const news = form.getByRole('checkbox', { name: 'Send me news and offers' });
  await expect(news).not.toBeChecked();
  const email = uniqueEmail('attribution');
  await form.getByLabel('First name').fill('Layla');
  await form.getByLabel('Last name').fill('Rahman');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('+971 50 555 0101');
  await form.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
  await submit.click();
  await expect(page.getByText('Inquiry Submitted')).toBeVisible();

  await signIn(page.request);
  const leads = (await (await page.request.get('/api/inquiries')).json()) as Array<{ id: number; email: string }>;
  const lead = leads.find((item) => item.email === email);
  expect(lead).toBeDefined();

  await page.goto(`/admin/inquiries/${lead?.id}`);
  const attribution = page.getByTestId('inquiry-attribution');
  await expect(attribution.getByText('Source', { exact: true })).toBeVisible();
  await expect(attribution.getByText('newsletter', { exact: true })).toBeVisible();
  await expect(attribution.getByText('Campaign', { exact: true })).toBeVisible();
  await expect(attribution.getByText('spring', { exact: true })).toBeVisible();
  await expect(attribution.getByText('Landing page', { exact: true })).toBeVisible();
  const consent = page.getByTestId('inquiry-consent');
  await expect(consent).toContainText('“I agree to the privacy policy”');
  await expect(consent).not.toContainText('news and offers');

  // The inbox's source filter finds the lead.
  await page.goto('/admin/inquiries?source=newsletter');
  await expect(page.getByRole('link', { name: 'Layla Rahman' }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Source' })).toHaveValue('newsletter');
});
