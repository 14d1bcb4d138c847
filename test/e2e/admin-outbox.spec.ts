import { expect, test, type Page } from '@playwright/test';
import { linkIn, mailTo } from './mailbox.ts';
import { freshAddress, STAFF_STATE } from './staff.ts';

test.use({ storageState: STAFF_STATE });

/** A lead as the contact form sends it; returns its id. */
async function postLead(page: Page, email: string, firstName: string): Promise<number> {
  const response = await page.request.post('/api/inquiries', {
    data: { firstName, lastName: 'Outbox', email, phone: '+971 50 123 4567', message: 'A viewing, please.' },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('the outbox lists sent mail with a preview and resend; the unsubscribe link works signed out and suppresses', async ({
  page,
  browser,
}) => {
  const tag = `${test.info().project.name}-${Date.now().toString(36)}`;
  const email = `reader-${tag}@example.com`;
  const leadId = await postLead(page, email, 'Reader');
  const subscribed = await page.request.post('/trpc/newsletter.subscribe', {
    data: { email },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(subscribed.ok()).toBe(true);

  // Double opt-in: the address is subscribed only once the link in the request, as the mail server got it, is followed.
  const [request] = await mailTo(email, { subject: /Please confirm your subscription/ });
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await readerPage.goto(linkIn(request!, '/newsletter/confirm'));
  await expect(readerPage.getByRole('heading', { name: 'Your subscription is confirmed', level: 1 })).toBeVisible();
  await reader.close();
  await mailTo(email, { subject: /Welcome to the Six Senses Residences newsletter/ });

  await page.goto('/admin/outbox?status=sent');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  // The acknowledgement, the request to confirm and the welcome, each sent once.
  const rows = page.getByTestId('outbox-row').filter({ hasText: email });
  // The mail server has them; the outbox marks each sent a moment after it accepted it.
  await expect(async () => {
    await page.reload();
    await expect(rows).toHaveCount(3, { timeout: 5_000 });
  }).toPass();
  await expect(rows.first()).toContainText('sent');
  await expect(
    page
      .getByTestId('outbox-row')
      .filter({ hasText: `#${leadId}` })
      .first(),
  ).toBeVisible();

  const welcome = rows.filter({ hasText: 'Welcome to the Six Senses Residences newsletter' });
  await welcome.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog
      .frameLocator('iframe[title="HTML version of the message"]')
      .getByRole('heading', { name: 'Welcome to our newsletter' }),
  ).toBeVisible();
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  const text = (await dialog.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[0-9a-f]{64}/.exec(text)?.[0];
  expect(link).toBeTruthy();

  await dialog.getByRole('button', { name: 'Resend a Copy' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Message Queued' })).toBeVisible();
  await mailTo(email, { subject: /Welcome to the Six Senses Residences newsletter/, count: 2 });
  await expect(async () => {
    await page.reload();
    await expect(rows).toHaveCount(4, { timeout: 5_000 });
  }).toPass();

  // Signed out, in a browser of its own.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(visitorPage.getByRole('heading', { name: 'You have been unsubscribed', level: 1 })).toBeVisible();
  await visitor.close();

  // The lead of that address now says so, and staff can mark another person themselves.
  await page.goto(`/admin/inquiries/${leadId}`);
  await expect(page.getByTestId('do-not-contact')).toContainText('They unsubscribed from our e-mails');

  const otherId = await postLead(page, `other-${tag}@example.com`, 'Other');
  await page.goto(`/admin/inquiries/${otherId}`);
  const consent = page.getByTestId('do-not-contact');
  // Sent without the marketing tick: the page says so (issue #40: it used to say "may receive our newsletter").
  await expect(consent).toContainText('did not agree to news and offers');
  await consent.getByRole('button', { name: 'Mark Do Not Contact' }).click();
  await expect(consent).toContainText('Marked by staff (e2e-admin)');
});
