import { expect, test } from '@playwright/test';
import { seriousViolations } from './pages-support.ts';
import { statusOf } from '../support/app-client.ts';
import { freshAddress, STAFF, STAFF_STATE, trpcOf } from './staff.ts';

test.use({ storageState: STAFF_STATE });

test('a lead CSV export appears in the audit trail with its filters and row count', async ({ page }) => {
  const last = `Audit${Date.now().toString(36)}`;
  const lead = await page.request.post('/api/inquiries', {
    data: { firstName: 'Noor', lastName: last, email: `${last.toLowerCase()}@example.com`, phone: '+971 50 765 4321' },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(lead.status()).toBe(201);

  await page.goto(`/admin/inquiries?search=${last}&status=New`);
  await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);

  await page.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Leads exported (CSV)' }).click();
  await expect(page).toHaveURL(/action=leads\.csv_exported/);
  const exports = page.getByTestId('audit-row');
  await expect(exports.first()).toBeVisible();
  await expect(exports.filter({ hasNotText: 'Leads exported (CSV)' })).toHaveCount(0);
  // This export: its filters (the text searched is not kept, only that there was one) and its one row.
  const ours = exports.filter({ hasText: 'status: New' }).filter({ hasText: 'searched: yes' }).first();
  await expect(ours).toContainText(STAFF.username);
  await expect(ours).toContainText('row count: 1');
  await expect(ours).toContainText('leads CSV');
  await expect(ours).not.toContainText(last);
  // The screen, filtered, with no serious accessibility problem.
  expect(await seriousViolations(page)).toEqual([]);

  // A refused sign-in shows with the username tried; the unfiltered screen too has no serious problem.
  const probe = `probe-${last.toLowerCase()}`;
  const refused = trpcOf(page.request).auth.login.mutate({ username: probe, password: 'not-a-password-at-all' });
  expect(await statusOf(refused)).toBe(401);
  await page.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page).not.toHaveURL(/action=/);
  await expect(exports.filter({ hasText: probe })).toContainText('Sign-in refused');
  expect(await seriousViolations(page)).toEqual([]);
});
