import { expect, test } from '@playwright/test';
import { mailTo } from './mailbox.ts';
import { waitForHydration } from './pages-support.ts';
import { STAFF_STATE } from './staff.ts';

test('@phone a visitor on a phone books a video viewing of a residence, gets the invitation, and it is on the agent’s day', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  const email = `viewer-${tag}@example.com`;
  const name = `Viewer ${tag}`;

  await page.goto('/properties/135');
  const book = page.getByRole('button', { name: 'Book a viewing' });
  await waitForHydration(page, book);
  await book.click();
  const dialog = page.getByRole('dialog', { name: /^Book a viewing/ });
  // Full screen on a phone.
  await expect
    .poll(async () => (await dialog.boundingBox())?.width ?? 0)
    .toBeGreaterThanOrEqual(page.viewportSize()!.width - 1);

  await dialog.getByText('Video call', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Video call' })).toBeChecked();
  const day = dialog.getByRole('radiogroup', { name: 'Day' }).getByRole('radio', { checked: true });
  const date = await day.getAttribute('value');
  const time = dialog.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first();
  const slot = (await time.getAttribute('aria-label')) ?? '';
  await dialog.getByRole('radiogroup', { name: 'Time' }).locator('label').first().click();
  await expect(time).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await dialog.getByRole('textbox', { name: 'Full name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+971 50 123 4567');
  await dialog.getByText('I agree to the privacy policy').click();
  await dialog.getByRole('button', { name: 'Book the viewing' }).click();

  const confirmation = dialog.getByRole('status');
  await expect(confirmation).toContainText('Your viewing is booked');
  await expect(confirmation).toContainText(slot);
  await expect(confirmation).toContainText('Video call');
  const agent = (await confirmation.locator('dt:has-text("Agent") + dd').textContent()) ?? '';
  expect(agent).not.toBe('');

  // The invitation reaches the visitor through the app's real SMTP server, as a calendar request.
  const [invitation] = await mailTo(email);
  const calendar = invitation!.attachments.find((file) => file.contentType.startsWith('text/calendar'));
  expect(calendar, invitation!.subject).toBeDefined();
  expect(calendar!.content.toString()).toContain('METHOD:REQUEST');

  // Staff see it on the agent's day.
  const staff = await browser.newContext({ storageState: STAFF_STATE, viewport: page.viewportSize()! });
  try {
    const console = await staff.newPage();
    await console.goto(`/admin/viewings?date=${date}`);
    const agentFilter = console.getByRole('combobox', { name: 'Agent' });
    await waitForHydration(console, agentFilter);
    await agentFilter.click();
    await console.getByRole('option', { name: agent }).click();
    const row = console.getByTestId('viewing-row').filter({ hasText: name });
    await expect(row).toContainText('Video call');
    await expect(row).toContainText(agent);
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', /\/admin\/inquiries\/\d+$/);
  } finally {
    await staff.close();
  }
});
