import { expect, test } from '@playwright/test';
import { SITE, seriousViolations, uniqueEmail, waitForHydration, watchConsole } from './pages-support.ts';
import { storedLeads } from './staff.ts';

test('the floor plans page is server-rendered with breadcrumb, hero documents and the villas tab', async ({
  request,
}) => {
  const response = await request.get('/floor-plans');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>Floor Plans | ${SITE}</title>`);
  expect(html).toContain('Signature Villa Type A');
  expect(html).toContain('13,380 sq.ft');
  expect(html).toMatch(/href="\/docs\/floor-plans\.pdf" target="_blank"/);
  expect(html).toMatch(/href="\/docs\/fact-sheet\.pdf" target="_blank"/);
  for (const document of ['/docs/floor-plans.pdf', '/docs/fact-sheet.pdf']) {
    const pdf = await request.get(document);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  }
});

test('category tiles switch the tab and scroll to it; each tab shows its residences', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/floor-plans');
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(nav).toContainText('Home');
  await expect(nav).toContainText('Floor Plans');

  const cards = page.getByTestId('floor-plan-card').filter({ visible: true });
  await expect(page.getByRole('tab', { name: 'Signature Villas' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Type A');
  await expect(cards.nth(1)).toContainText('Type B');

  const penthouses = page.getByRole('button', { name: /^Penthouses/ });
  await waitForHydration(page, penthouses);
  await penthouses.click();
  await expect(page.getByRole('tab', { name: 'Penthouses' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Penthouse B1');
  await expect(cards.nth(1)).toContainText('Penthouse B2');
  await expect(page.getByRole('tablist')).toBeInViewport();

  await page.getByRole('button', { name: /^Sky Villas/ }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Sky Villa Residence (garden villa)');
  await page.getByRole('button', { name: /^Sky Palaces/ }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Sky Mansion duplex');
  await expect(cards.first()).toContainText('11,625 sq.ft');
  await expect(cards.first()).toContainText('4 Bedrooms');

  // Keyboard: the tabs move with the arrow keys.
  await page.getByRole('tab', { name: 'Sky Palaces' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Sky Villas' })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

test('a floor-plan image that fails falls back to the main photo', async ({ page }) => {
  await page.route(/\/media\/floor-plans\/signature-villa-type-a(-800)?\.webp$/, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('/floor-plans');
  const image = page.getByRole('img', { name: 'Signature Villa Type A floor plan and interior' });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', '/media/main-photo.webp');
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
});

test('Enquire posts an enquiry lead for the residence, toasts and closes', async ({ page }) => {
  await page.goto('/floor-plans');
  const tab = page.getByRole('tab', { name: 'Penthouses' });
  await waitForHydration(page, tab);
  await tab.click();
  const enquire = page.getByRole('button', { name: 'Enquire about Penthouse B1' });
  await enquire.click();
  const dialog = page.getByRole('dialog', { name: 'Enquire about Penthouse B1' });
  await expect(dialog).toBeVisible();

  const email = uniqueEmail('floorplan');
  await dialog.getByLabel('Full name').fill('Noor Al Habtoor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Message (optional)').fill('Is the terrace west-facing?');
  await dialog.getByRole('button', { name: 'Send Enquiry' }).click();

  await expect(page.getByText('Enquiry Submitted')).toBeVisible();
  await expect(page.getByText('We have received your enquiry and will contact you shortly.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const lead = (await storedLeads()).find((item) => item.email === email);
  expect(lead).toMatchObject({
    kind: 'enquiry',
    status: 'New',
    propertyId: null,
    firstName: 'Noor',
    lastName: 'Al Habtoor',
  });
  expect(lead?.message).toBe('Enquiry about: Penthouse B1\n\nIs the terrace west-facing?');
});

test('a failed enquiry toasts the error and keeps the dialog open; Cancel closes it', async ({ page }) => {
  await page.route('**/trpc/inquiries.create**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"down"}}' }),
  );
  await page.goto('/floor-plans');
  const book = page.getByRole('button', { name: 'Book Viewing' });
  await waitForHydration(page, book);
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Enquire about Six Senses Residences' });
  await dialog.getByLabel('Full name').fill('Test Visitor');
  await dialog.getByLabel('Email').fill('visitor@example.com');
  await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(page.getByText('Submission Error')).toBeVisible();
  await expect(page.getByText('There was a problem submitting your enquiry. Please try again.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Browser-level validation: the e-mail is required.
  await page.getByRole('button', { name: 'Schedule Viewing' }).click();
  const again = page.getByRole('dialog', { name: 'Enquire about Six Senses Residences' });
  await again.getByLabel('Full name').fill('Test Visitor');
  await again.getByRole('button', { name: 'Send Enquiry' }).click();
  expect(await again.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
  await page.getByRole('button', { name: 'Request Information' }).click();
  await expect(page.getByRole('dialog', { name: 'Enquire about Six Senses Residences' })).toBeVisible();
});

test('the floor plans page has no serious accessibility violations', async ({ page }) => {
  // Two full axe runs; slow when the machine is busy.
  test.setTimeout(90_000);
  await page.goto('/floor-plans');
  await waitForHydration(page, page.getByRole('button', { name: 'Book Viewing' }));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Book Viewing' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
