import { expect, test } from '@playwright/test';
import { SITE, holdRequests, seriousViolations, uniqueEmail, waitForHydration, watchConsole } from './pages-support.ts';
import { storedLeads } from './staff.ts';

test.describe('valuations', () => {
  test('hero, three benefits, four steps and the 24-hour promise are server-rendered', async ({ request }) => {
    const html = await (await request.get('/valuations')).text();
    expect(html).toContain(`<title>Free Property Valuation | ${SITE}</title>`);
    for (const text of [
      'Accurate Market Analysis',
      'Premium Property Expertise',
      'Quick Response',
      'Property Assessment',
      'Market Analysis',
      'Valuation Preparation',
      'Consultation',
      'within 24 hours',
    ]) {
      expect(html).toContain(text);
    }
  });

  test('submits the composed message, confirms and offers another request', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/valuations');
    const form = page.getByRole('form', { name: 'Valuation request' });
    const submit = form.getByRole('button', { name: 'Request Valuation' });
    await waitForHydration(page, submit);
    const email = uniqueEmail('valuation');
    await form.getByLabel('Full name').fill('Sara Lindqvist');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+971 50 123 4567');
    await form.getByLabel('Property type', { exact: true }).click();
    await page.getByRole('option', { name: 'Penthouse' }).click();
    await form.getByLabel('Bedrooms', { exact: true }).click();
    await page.getByRole('option', { name: '4', exact: true }).click();
    await form.getByLabel('Additional message (optional)').fill('Sea view, high floor.');
    await submit.click();

    await expect(page.getByText('Valuation request submitted')).toBeVisible();
    await expect(page.getByText('Our team will be in touch with you shortly.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'within 24 hours' })).toBeVisible();
    const lead = (await storedLeads()).find((item) => item.email === email);
    expect(lead).toMatchObject({ kind: 'valuation', phone: '+971 50 123 4567', status: 'New' });
    expect(lead?.message).toBe(
      'Property Type: Penthouse\nBedrooms: 4\nService Required: Just Valuation\nPreferred Contact Method: Email\nAdditional Message: Sea view, high floor.',
    );

    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Property type', { exact: true })).toHaveValue('Signature Villa');
    expect(problems).toEqual([]);
  });

  test('shows Submitting... while the request is on its way', async ({ page }) => {
    const release = await holdRequests(page, '**/trpc/inquiries.create**', {
      status: 500,
      contentType: 'application/json',
      body: '{}',
    });
    await page.goto('/valuations');
    const form = page.getByRole('form', { name: 'Valuation request' });
    await waitForHydration(page, form.getByRole('button', { name: 'Request Valuation' }));
    await form.getByLabel('Full name').fill('Sara Lindqvist');
    await form.getByLabel('Email').fill('sara@example.com');
    await form.getByLabel('Phone').fill('+971501234567');
    await form.getByRole('button', { name: 'Request Valuation' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    await expect(form.getByRole('button', { name: 'Request Valuation' })).toBeEnabled();
  });
});

test.describe('lettings and property management', () => {
  test('both URLs serve the same screen with the canonical /lettings-property-management', async ({ request }) => {
    for (const path of ['/lettings-management', '/lettings-property-management']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(
        /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/lettings-property-management"( nonce="[^"]+")?\/>/,
      );
      for (const text of [
        '6–8% Gross Yield',
        '8–10% Management Fee',
        '100+ Properties Managed',
        '24/7 Support',
        'Request Free Valuation',
      ])
        expect(html).toContain(text);
    }
  });

  test('six services, four steps, four FAQs and Get Started', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/lettings-management');
    await expect(page.getByTestId('lettings-service')).toHaveCount(6);
    const faqs = page.getByRole('button', { name: /\?$/ });
    await expect(faqs).toHaveCount(4);
    await waitForHydration(page, faqs.first());
    await faqs.first().click();
    await expect(page.getByText('8 to 10% of the rental income')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact-for-properties');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the lettings valuation form is stored as a lettings lead with every field', async ({ page }) => {
    await page.goto('/lettings-property-management');
    const form = page.getByRole('form', { name: 'Lettings valuation request' });
    const submit = form.getByRole('button', { name: 'Request Free Valuation' });
    await waitForHydration(page, submit);
    const email = uniqueEmail('lettings');
    await form.getByLabel('Full name').fill('Marcus Lindqvist');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+971 55 765 4321');
    await form.getByLabel('Preferred contact', { exact: true }).click();
    await page.getByRole('option', { name: 'WhatsApp' }).click();
    await form.getByLabel(/^Property type/).click();
    await page.getByRole('option', { name: 'Penthouse' }).click();
    await form.getByLabel(/^Bedrooms/).click();
    await page.getByRole('option', { name: '5+' }).click();
    await form.getByLabel('Size (sq ft)').fill('9140');
    await form.getByLabel('Condition', { exact: true }).click();
    await page.getByRole('option', { name: 'Excellent' }).click();
    await form.getByLabel('Rental valuation').check();
    await form.getByLabel('Property management').check();
    await form.getByLabel('Additional information').fill('Available from January.');
    await form.getByLabel(/I agree to be contacted/).check();
    await submit.click();

    await expect(page.getByText('Valuation request submitted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Another Request' })).toBeVisible();
    const lead = (await storedLeads()).find((item) => item.email === email);
    expect(lead).toMatchObject({
      kind: 'lettings',
      firstName: 'Marcus',
      lastName: 'Lindqvist',
      phone: '+971 55 765 4321',
    });
    expect(JSON.stringify(lead)).toContain('whatsapp');
    expect(JSON.stringify(lead)).toContain('penthouse');
    expect(JSON.stringify(lead)).toContain('5+');
    expect(JSON.stringify(lead)).toContain('9140');
    expect(JSON.stringify(lead)).toContain('excellent');
    expect(JSON.stringify(lead)).toContain('management');
    expect(JSON.stringify(lead)).toContain('Available from January.');
  });
});
