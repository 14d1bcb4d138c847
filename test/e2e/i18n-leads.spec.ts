import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './pages-support.ts';
import { STAFF_STATE } from './staff.ts';

// Staff make the residence and read the lead; the visitor's form is the same signed in or not.
test.use({ storageState: STAFF_STATE });

function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An advertised residence with an Arabic title, made by staff through the REST API. */
async function createResidence(request: APIRequestContext, tag: string): Promise<{ id: number; titleAr: string }> {
  const titleAr = `بنتهاوس الهلال ${tag}`;
  const response = await request.post('/api/properties', {
    data: {
      title: `Crescent Penthouse ${tag}`,
      titleAr,
      type: 'Penthouse',
      description: 'A penthouse on the crescent.',
      descriptionAr: 'بنتهاوس على الهلال بإطلالة على الخليج العربي.',
      price: 42_000_000,
      bedrooms: 4,
      bathrooms: 5,
      area: 9140,
      imageUrl: '/media/properties/royal-penthouse-1.webp',
      status: 'Available',
      permitNumber: '7123456789',
      permitIssuedOn: isoDay(-30),
      permitExpiresOn: isoDay(335),
      permitUrl: 'https://trakheesi.dubailand.gov.ae/permits/verify/7123456789',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: number }).id, titleAr };
}

/** The id the site's own tRPC client got back for the lead it sent, and the language it named. */
async function sentLead(page: Page, send: () => Promise<void>): Promise<{ id: number; language: string | null }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/trpc/inquiries.create') && r.request().method() === 'POST'),
    send(),
  ]);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as Array<{ result: { data: { id: number } } }>;
  return { id: body[0]!.result.data.id, language: await response.request().headerValue('content-language') };
}

test(
  'a viewing request sent from /ar/properties/<id> is stored as Arabic and the console shows it',
  { tag: '@phone' },
  async ({ page }) => {
    // A residence made, a form sent and two console screens: more than one screen's work.
    test.slow();
    const tag = Date.now().toString(36);
    const residence = await createResidence(page.request, tag);

    // The residence's page in Arabic shows the Arabic title staff wrote.
    await page.goto(`/ar/properties/${residence.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(residence.titleAr);

    // The page's enquiry button leads to the contact form, still in Arabic; the visitor asks for a viewing.
    const enquire = page.locator('header a[href$="#contact"]').first();
    await waitForHydration(page, enquire);
    await enquire.click();
    await expect(page).toHaveURL(/\/ar\/#contact$/);
    const form = page.locator('#contact form');
    const submit = form.locator('button[type="submit"]');
    await waitForHydration(page, submit);
    const email = `viewing.${tag}@example.ae`;
    await form.locator('input[autocomplete="given-name"]').fill('Mariam');
    await form.locator('input[autocomplete="family-name"]').fill('Al Suwaidi');
    await form.locator('input[autocomplete="email"]').fill(email);
    await form.locator('input[autocomplete="tel"]').fill('+971 50 765 4321');
    await form.locator('textarea').fill(`أرغب في معاينة ${residence.titleAr}`);
    await form.locator('input[type="checkbox"]').first().check();
    const lead = await sentLead(page, () => submit.click());
    expect(lead.language).toBe('ar');

    // Stored as Arabic: the lead as staff read it, and the CSV export's last column.
    const stored = await page.request.get(
      `/trpc/inquiries.byId?input=${encodeURIComponent(JSON.stringify({ id: lead.id }))}`,
    );
    expect(stored.ok()).toBe(true);
    expect(((await stored.json()) as { result: { data: { language: string } } }).result.data.language).toBe('ar');
    const csv = await (await page.request.get(`/api/inquiries/export.csv?search=${encodeURIComponent(email)}`)).text();
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toMatch(/,"Language"$/);
    expect(row).toMatch(/,"ar"$/);

    // The console: a column in the inbox, a badge on the lead.
    await page.goto(`/admin/inquiries?search=${encodeURIComponent(email)}`);
    const inboxRow = page.getByTestId('inquiry-row').filter({ hasText: email });
    await expect(inboxRow.getByTestId('inquiry-language')).toHaveText('Arabic');
    await page.goto(`/admin/inquiries/${lead.id}`);
    await expect(page.getByTestId('inquiry-language')).toHaveText('Arabic');
    await expect(page.getByText('/ar/', { exact: true })).toBeVisible();
  },
);
