import { expect, test } from '@playwright/test';
import { E2E_BASE_URL, E2E_PF_URL } from '../../playwright.config.ts';
import { FakePropertyFinder } from '../support/fake-property-finder.ts';
import { asStaff, STAFF_STATE } from './staff.ts';

/** A residence of the demo no other browser test changes. */
const RESIDENCE = 133;
const portal = new FakePropertyFinder();

test.use({ storageState: STAFF_STATE });

test.beforeAll(async () => {
  await portal.start(Number(new URL(E2E_PF_URL).port));
  // The portal answers a publish at once and says how it went by signed webhook a moment later.
  portal.listingDesk.webhookDelayMs = 2_000;
  for (const eventId of ['listing.published', 'listing.unpublished', 'listing.publishFailed', 'listing.action']) {
    portal.subscriptions.push({
      eventId,
      url: `${E2E_BASE_URL}/webhooks/property-finder`,
      secret: process.env.E2E_PF_WEBHOOK_SECRET,
      createdAt: new Date().toISOString(),
    });
  }
  await asStaff(async (staff) => {
    const saved = await staff.post('/trpc/propertyFinder.saveSecrets', {
      data: { propertyFinderApiKey: portal.apiKey, propertyFinderApiSecret: portal.apiSecret },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const located = await staff.post('/trpc/propertyFinderListings.setLocation', {
      data: { locationId: 5460, name: 'Dubai, Palm Jumeirah, Six Senses Residences' },
    });
    expect(located.ok(), await located.text()).toBe(true);
  });
});

test.afterAll(async () => {
  // Staff take the key off again, so the lead poll does not call a portal that is gone.
  await asStaff((staff) =>
    staff.post('/trpc/propertyFinder.saveSecrets', {
      data: { propertyFinderApiKey: null, propertyFinderApiSecret: null },
    }),
  );
  await portal.stop();
});

test('staff publish a residence to Property Finder and see it go from publishing to live', async ({ page }) => {
  await page.goto(`/admin/properties/${RESIDENCE}`);
  const panel = page.getByTestId('pf-panel');
  await expect(panel.getByTestId('pf-state')).toHaveText('Not listed');
  await panel.getByRole('button', { name: 'Publish to Property Finder' }).click();
  await expect(panel.getByTestId('pf-state')).toHaveText('Publishing');
  await expect(panel.getByTestId('pf-state')).toHaveText('Live');
  await expect(panel).toContainText(/Last sync/);
  await expect(panel.getByRole('button', { name: 'Take down' })).toBeVisible();
  // The open form follows: saving it now keeps the listing on Property Finder.
  await expect(page.getByRole('checkbox', { name: 'Property Finder' })).toBeChecked();
  expect(portal.listingDesk.listings.size).toBe(1);
});
