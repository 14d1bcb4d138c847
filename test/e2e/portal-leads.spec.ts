import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { pfDelivery, pfEnvelope } from '../support/portal-senders.ts';
import { STAFF_STATE, storedLeads } from './staff.ts';

test.use({ storageState: STAFF_STATE });

interface PublicProperty {
  id: number;
  title: string;
  agent: { name: string } | null;
}

test('a signed Property Finder WhatsApp lead lands in the inbox, routed and in speed to lead', async ({ page }) => {
  const secret = process.env.E2E_PF_WEBHOOK_SECRET;
  if (!secret) throw new Error('global setup sets E2E_PF_WEBHOOK_SECRET');
  const properties = (await (await page.request.get('/api/properties')).json()) as PublicProperty[];
  const property = properties.find((candidate) => candidate.agent);
  if (!property?.agent) throw new Error('the demo content has a property with an agent');
  const tag = Date.now().toString(36);
  const leadId = randomUUID();
  // Received by the portal 45 minutes ago: past the 30-minute reminder, so it is late in speed to lead.
  const envelope = pfEnvelope({
    leadId,
    channel: 'whatsapp',
    name: `Layla Portal${tag}`,
    email: `layla.${tag}@example.com`,
    reference: `SSPJ-${String(property.id).padStart(4, '0')}`,
    createdAt: new Date(Date.now() - 45 * 60_000).toISOString(),
  });
  const delivery = pfDelivery(secret, envelope);
  const response = await page.request.post(delivery.url, { headers: delivery.headers, data: delivery.body });
  expect(response.status()).toBe(200);

  // The job takes it in within moments: watched through the API, then the inbox is opened once. (Reloading
  // the inbox with a second for each load never saw it on a machine at load 20, where a load takes longer.)
  await expect
    .poll(async () => (await storedLeads()).filter((lead) => lead.name.includes(`Portal${tag}`)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  await page.goto('/admin/inquiries');
  const row = page.getByTestId('inquiry-row').filter({ hasText: `Portal${tag}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('inquiry-source')).toContainText('Property Finder');
  await expect(row.getByTestId('inquiry-source')).toContainText('WhatsApp');
  // Matched by its reference to our property, and so routed to that property's agent.
  await expect(row).toContainText(property.title);
  await expect(row).toContainText(property.agent.name);

  await row.getByRole('link', { name: `Layla Portal${tag}` }).click();
  await expect(page.getByTestId('portal-lead-label')).toHaveText('Property Finder · WhatsApp');
  await expect(page.getByTestId('portal-lead')).toContainText(`SSPJ-${String(property.id).padStart(4, '0')}`);
  await expect(page.getByTestId('portal-answer')).toHaveAttribute('href', envelope.payload.responseLink);

  await page.goto('/admin');
  await expect(page.getByTestId('late-leads')).toContainText(`Layla Portal${tag}`);
});
