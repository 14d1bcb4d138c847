import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations, uniqueEmail, watchConsole } from './pages-support.ts';
import { freshAddress, STAFF, STAFF_STATE } from './staff.ts';

interface Registration {
  reraOrn: string;
  developerName: string;
  projectName: string;
  projectRegistrationNumber: string;
}

test('the landing page, its footer and its JSON-LD carry the agency’s and the project’s registration', async ({
  page,
  request,
}) => {
  const registration = (
    (await (await request.get('/trpc/agency.registration')).json()) as { result: { data: Registration } }
  ).result.data;
  expect(registration.developerName).toBe('Select Group');

  // In the first bytes, for crawlers and before any script runs.
  const html = await (await request.get('/')).text();
  expect(html).toContain(`RERA ORN ${registration.reraOrn}`);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
  expect(jsonLd.find((data) => data['@type'] === 'RealEstateAgent')?.identifier).toEqual(
    expect.arrayContaining([{ '@type': 'PropertyValue', propertyID: 'RERA ORN', value: registration.reraOrn }]),
  );
  expect(jsonLd.find((data) => data['@type'] === 'ApartmentComplex')).toMatchObject({
    name: registration.projectName,
    identifier: { value: registration.projectRegistrationNumber },
  });

  const problems = watchConsole(page);
  await page.goto('/');
  const section = page.locator('#registration');
  await expect(section.getByRole('heading', { name: 'Project registration' })).toBeVisible();
  await expect(section).toContainText(`RERA project no.${registration.projectRegistrationNumber}`);
  await expect(section).toContainText(`Developer${registration.developerName}`);

  const footer = page.getByRole('contentinfo');
  const regulatory = footer.getByRole('region', { name: 'Regulatory' });
  await regulatory.scrollIntoViewIfNeeded();
  await expect(regulatory).toBeVisible();
  await expect(regulatory).toContainText(registration.projectRegistrationNumber);
  await expect(regulatory).toContainText('Escrow account');
  await expect(footer).toContainText(`RERA ORN ${registration.reraOrn}`);
  expect(problems).toEqual([]);
});

test.describe('in the console', () => {
  test.use({ storageState: STAFF_STATE });

  test('staff change the registered address in the console and the about page shows it; a bad ORN is refused', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await page.goto('/admin/agency');
    await expect(page.getByRole('heading', { name: 'Agency & Project' })).toBeVisible();

    const orn = page.getByLabel('RERA office registration number (ORN)');
    const savedOrn = await orn.inputValue();
    await orn.fill('ORN-12');
    await page.getByRole('button', { name: 'Save Registration' }).click();
    await expect(page.getByText('The RERA office registration number (ORN) is 3 to 6 digits')).toBeVisible();
    await orn.fill(savedOrn);
    expect(await seriousViolations(page)).toEqual([]);

    // The desktop and phone runs share one database: if the other run saves in between, save again.
    const address = `Office ${Date.now().toString().slice(-5)}, ${test.info().project.name} wing, Crescent West, Palm Jumeirah, Dubai`;
    await expect(async () => {
      await page.goto('/admin/agency');
      await page.getByLabel('Registered address').fill(address);
      const saved = page.waitForResponse((response) => response.url().includes('/trpc/agency.updateRegistration'));
      await page.getByRole('button', { name: 'Save Registration' }).click();
      expect((await saved).ok()).toBe(true);
      await expect(
        page.locator('.mantine-Notification-root').filter({ hasText: 'Registration Saved' }).first(),
      ).toBeVisible();
      expect(await (await page.request.get('/about')).text()).toContain(address);
      await page.goto('/about');
      await expect(page.getByRole('contentinfo').getByRole('region', { name: 'Regulatory' })).toContainText(address, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 45_000 });
    expect(problems).toEqual([]);
  });

  test('staff find a person, export their data as JSON and erase it, each recorded', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('pdpl');
    const lead = await page.request.post('/api/inquiries', {
      data: {
        firstName: 'Layla',
        lastName: 'Haddad',
        email,
        phone: '+971 50 765 4321',
        interest: 'Villa',
        message: 'Please call me about the signature villas.',
      },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(lead.status()).toBe(201);
    const leadId = ((await lead.json()) as { id: number }).id;
    const subscribed = await page.request.post('/trpc/newsletter.subscribe', {
      data: { email },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(subscribed.ok()).toBe(true);

    const problems = watchConsole(page);
    await page.goto('/admin/privacy');
    await expect(page.getByRole('heading', { name: 'Personal Data' })).toBeVisible();
    await page.getByLabel('E-mail address or telephone number').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find' }).click();
    const findings = page.getByTestId('personal-data-findings');
    await expect(findings.getByRole('heading', { name: /^\d+ records found$/ })).toBeVisible();
    await expect(findings).toContainText('Layla Haddad');
    expect(await seriousViolations(page)).toEqual([]);

    await findings.getByRole('button', { name: 'Export JSON' }).click();
    const download = page.waitForEvent('download');
    await page
      .getByRole('dialog', { name: 'Export this person’s data?' })
      .getByRole('button', { name: 'Download Export' })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^personal-data-[0-9a-f]{12}-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as {
      counts: Record<string, number>;
      data: { leads: Array<{ id: number; email: string; message: string }>; newsletter: Array<{ email: string }> };
    };
    // The e-mails are the leads inbox's notice, the acknowledgement and the newsletter confirmation, and
    // the agent's notice when routing found one; the do-not-mail list is exported too.
    expect(exported.counts).toEqual({
      leads: 1,
      newsletter: 1,
      alerts: 0,
      outbox: expect.any(Number),
      // Copies sent to an outgoing webhook that another test may have switched on meanwhile.
      webhooks: expect.any(Number),
      idempotency: 0,
      suppressions: 0,
      conversations: 0,
      inboundMail: 0,
      tasks: 0,
      planRuns: 0,
      residenceViews: 0,
      dealParties: 0,
    });
    const messages = exported.counts.outbox!;
    expect(messages).toBeGreaterThanOrEqual(3);
    await expect(
      findings.getByRole('heading', { name: `${2 + messages + (exported.counts.webhooks ?? 0)} records found` }),
    ).toBeVisible();
    expect(exported.data.leads[0]).toMatchObject({
      id: leadId,
      email,
      message: 'Please call me about the signature villas.',
    });
    expect(exported.data.newsletter).toEqual([expect.objectContaining({ email })]);

    await findings.getByRole('button', { name: 'Erase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this person’s data?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Erase Data' }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Data Erased' })).toContainText(
      `Erased leads: 1, newsletter: 1, alerts: 0, outbox: ${messages}`,
    );
    await expect(findings.getByRole('heading', { name: 'Nothing stored' })).toBeVisible();

    // Rows are told apart by the person's hash (the start of it is shown), as the other run adds its own.
    const hash = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16);
    const log = page.getByTestId('personal-data-action').filter({ hasText: hash });
    await expect(log).toHaveCount(2);
    await expect(log.first()).toContainText('Erased');
    // The recorded counts come back from a jsonb column, which keeps its own key order.
    for (const count of ['leads: 1', 'newsletter: 1', `outbox: ${messages}`, 'suppressions: 0']) {
      await expect(log.first()).toContainText(count);
    }
    await expect(log.first()).toContainText(STAFF.username);
    await expect(log.nth(1)).toContainText('Exported');
    await expect(page.getByTestId('personal-data-actions')).not.toContainText(email);
    expect(await seriousViolations(page)).toEqual([]);

    // The lead is still there for the figures, without anything that says whose it was.
    await page.goto(`/admin/inquiries/${leadId}`);
    await expect(page.getByText(`erased-${leadId}@erased.invalid`).first()).toBeVisible();
    await expect(page.getByText('Please call me about the signature villas.')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
