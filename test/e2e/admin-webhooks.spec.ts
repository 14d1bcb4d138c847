import { expect, test } from '@playwright/test';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';
import { freshAddress, STAFF_STATE } from './staff.ts';

test.use({ storageState: STAFF_STATE });

test('an owner adds a webhook endpoint, sees its secret once, and a new lead is delivered to it', async ({ page }) => {
  const receiver = await startWebhookReceiver();
  try {
    await page.goto('/admin/integrations/webhooks');
    await expect(page.getByRole('heading', { name: 'Outgoing webhooks', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await form.getByLabel('URL').fill(receiver.url);
    await form.getByLabel('Description').fill(`CRM ${receiver.port}`);
    await form.getByRole('button', { name: 'Create Endpoint' }).click();

    const reveal = page.getByRole('dialog', { name: "The endpoint's signing secret" });
    const secret = ((await reveal.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    receiver.secret = secret;
    await reveal.getByRole('button', { name: 'I have saved it' }).click();
    await expect(reveal).toBeHidden();
    // Once closed, the secret is nowhere on the screen; only its last 4 characters are shown again.
    expect(await page.content()).not.toContain(secret.slice(6));

    const row = page.getByTestId('webhook-endpoint-row').filter({ hasText: `CRM ${receiver.port}` });
    await expect(row).toContainText('lead.created');
    const lead = await page.request.post('/api/inquiries', {
      data: {
        firstName: 'Hook',
        lastName: 'Test',
        email: `hook-${receiver.port}@example.com`,
        phone: '+971 50 123 4567',
        message: 'A viewing, please.',
      },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(lead.status()).toBe(201);
    const { id } = (await lead.json()) as { id: number };

    await row.getByRole('link', { name: receiver.url }).click();
    await expect(page.getByText(`Secret ends in ${secret.slice(-4)}`)).toBeVisible();
    const delivery = page.getByTestId('webhook-delivery-row').filter({ hasText: `#${id}` });
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('HTTP 204');
    expect(receiver.requests.every((request) => request.verified)).toBe(true);
    expect([...receiver.messages.values()]).toContainEqual(
      expect.objectContaining({ type: 'lead.created', data: expect.objectContaining({ id }) }),
    );

    // Deleted, it hears nothing of the other tests' leads.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/integrations\/webhooks$/);
    await expect(page.getByTestId('webhook-endpoint-row').filter({ hasText: `CRM ${receiver.port}` })).toHaveCount(0);
  } finally {
    await receiver.stop();
  }
});
