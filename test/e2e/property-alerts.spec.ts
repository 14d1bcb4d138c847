import { expect, test, type APIRequestContext } from '@playwright/test';
import { linkIn, mailTo } from './mailbox.ts';
import { waitForHydration } from './pages-support.ts';
import { asStaff } from './staff.ts';

function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Staff put a residence on the market (an advertised one with a valid permit), through the REST API. */
async function publish(staff: APIRequestContext, title: string, type: string, price: number): Promise<number> {
  const permit = String(7_000_000_000 + Math.floor(Math.random() * 999_999_999));
  const response = await staff.post('/api/properties', {
    data: {
      title,
      type,
      description: 'A residence put on the market for the alert journey.',
      price,
      bedrooms: 7,
      bathrooms: 8,
      area: 12_000,
      imageUrl: '/media/properties/royal-penthouse-1.webp',
      status: 'Available',
      permitNumber: permit,
      permitIssuedOn: isoDay(-10),
      permitExpiresOn: isoDay(300),
      permitUrl: `https://trakheesi.dubailand.gov.ae/permits/verify/${permit}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('a buyer asks to be told of seven-bedroom villas, confirms from the e-mail, and hears of a matching one once', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const email = `alert-${tag}@example.com`;
  await page.goto('/properties?type=sale&propertyType=Villa&bedrooms=7&priceMax=90000000');
  const alertMe = page.getByRole('button', { name: 'Alert me' });
  await waitForHydration(page, alertMe);
  await alertMe.click();
  const dialog = page.getByRole('dialog', { name: 'Alert me to matching residences' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByText('At once', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'At once' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  // Double opt-in: the link in the e-mail the mail server received turns the alert on.
  const [request] = await mailTo(email, { subject: /confirm/i });
  await page.goto(linkIn(request!, '/alerts/confirm'));
  await expect(page.getByText('Your alert is on.')).toBeVisible();

  // A penthouse does not match; the villa does: one e-mail, naming the villa only.
  const alertMail = /New residences for your alert/;
  const villa = await asStaff(async (staff) => {
    await publish(staff, `Alert Penthouse ${tag}`, 'Penthouse', 60_000_000);
    return publish(staff, `Alert Villa ${tag}`, 'Villa', 75_000_000);
  });
  // The penthouse was saved first, so its run is over when the villa's e-mail is here: still one e-mail.
  const [news, ...more] = await mailTo(email, { subject: alertMail });
  expect(more).toEqual([]);
  expect(news!.text).toContain(`Alert Villa ${tag}`);
  expect(news!.text).toContain(`/properties/${villa}`);
  expect(news!.text).not.toContain(`Alert Penthouse ${tag}`);
  expect(news!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
});
