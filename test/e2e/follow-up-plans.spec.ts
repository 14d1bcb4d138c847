import { expect, test } from '@playwright/test';
import { E2E_INBOUND_SMTP_PORT } from '../../playwright.config.ts';
import { sendSmtp } from '../support/inbound-mail.ts';
import { mailTo } from './mailbox.ts';
import { sendLead, signIn, trpcOf } from './staff.ts';

// Desktop only: the plan editor and the lead's plan card are the same on a phone, and nothing here is a phone's journey.
test('a manager makes a plan of three steps and starts it on a lead; its first e-mail goes out, and the buyer’s reply pauses it with no second e-mail', async ({
  page,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const planName = `Penthouse follow-up ${tag}`;
  const subject = `Floor plans ${tag}`;

  // Set-up the browser adds nothing to: a message template, and a lead (over the API, as a visitor sends it).
  await signIn(page.request);
  const template = await trpcOf(page.request).conversations.templates.create.mutate({
    name: `Floor plans ${tag}`,
    subject,
    body: 'Dear {firstName}, here are the floor plans you asked for.',
    translations: {},
  });
  const lastName = `Planned${tag}`;
  const buyer = `${lastName.toLowerCase()}@example.com`;
  const leadId = await sendLead(page.request, lastName, `+97155${String(Date.now()).slice(-7)}`);

  // The plan, made in the console: an e-mail at once, a call task a day later, another e-mail two days on.
  await page.goto('/admin/plans');
  await page.getByRole('button', { name: 'Add Plan' }).click();
  const editor = page.getByTestId('plan-editor');
  await editor.getByLabel('Name').fill(planName);
  // Any hour, so the test runs at whatever time it is in Dubai.
  await editor.getByLabel('Send from').fill('00:00');
  await editor.getByLabel('Send until').fill('24:00');
  await editor.getByRole('button', { name: 'Add step' }).click();
  await editor.getByRole('button', { name: 'Add step' }).click();
  const steps = editor.getByTestId('plan-step');
  await expect(steps).toHaveCount(3);
  const chooseOption = async (step: number, label: string, option: string) => {
    await steps.nth(step).getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await chooseOption(0, 'Template', template.name);
  // The buyer asked for the floor plans: it answers their request, so it goes without marketing consent.
  await steps.nth(0).getByLabel("Answers the buyer's request (sent without marketing consent)").check();
  await chooseOption(1, 'Action', 'Create task');
  await chooseOption(1, 'Task type', 'Call');
  await steps.nth(2).getByLabel('After').fill('2');
  await chooseOption(2, 'Template', template.name);
  await editor.getByRole('button', { name: 'Save plan' }).click();
  const card = page.getByTestId('plan-card').filter({ hasText: planName });
  await expect(card).toContainText('0 minutes: e-mail → 1 days: task → 2 days: e-mail');

  // Started by hand on the lead, from its timeline.
  await page.goto(`/admin/inquiries/${leadId}`);
  const plan = page.getByTestId('lead-plan');
  await plan.getByRole('combobox', { name: 'Choose a plan' }).click();
  await page.getByRole('option', { name: planName }).click();
  await plan.getByRole('button', { name: 'Start plan' }).click();
  await expect(plan.getByTestId('plan-state')).toHaveText('Running');

  // The first e-mail reaches the mail server, with the newsletter's way out.
  const [mail] = await mailTo(buyer, { subject: new RegExp(`^${subject}$`) });
  expect(mail!.text).toContain('here are the floor plans you asked for');
  expect(mail!.headers['list-unsubscribe']).toMatch(/\/follow-ups\/unsubscribe\?token=[0-9a-f]{64}>$/);
  await page.reload();
  await expect(plan.getByTestId('plan-next')).toContainText('Next: step 2 of 3 (task)');

  // The buyer answers it (their mail server hands it to the app's receiver).
  await sendSmtp({
    port: E2E_INBOUND_SMTP_PORT,
    from: `Nadia ${lastName} <${buyer}>`,
    to: mail!.headers['reply-to'] ?? `leads@reply.e2e.example`,
    subject: `Re: ${subject}`,
    inReplyTo: mail!.headers['message-id'],
    text: 'Thank you. Could we see it on Thursday?',
  });
  await expect
    .poll(async () => (await trpcOf(page.request).plans.ofLead.query({ inquiryId: leadId }))?.state, {
      timeout: 60_000,
    })
    .toBe('paused');
  await page.reload();
  await expect(plan.getByTestId('plan-state')).toHaveText('Paused');
  await expect(plan.getByTestId('plan-halt')).toContainText('the buyer replied');
  // No second e-mail: the plan wrote once, and nothing else of it is in the outbox.
  const run = await trpcOf(page.request).plans.ofLead.query({ inquiryId: leadId });
  expect(run).toMatchObject({ messagesSent: 1, nextStepAt: null });
  expect(await mailTo(buyer, { subject: new RegExp(`^${subject}$`) })).toHaveLength(1);
});
