import { expect, test } from '@playwright/test';
import { E2E_INBOUND_SMTP_PORT } from '../../playwright.config.ts';
import { sendSmtp } from '../support/inbound-mail.ts';
import { mailTo } from './mailbox.ts';
import { freshAddress, postAgent, sendLead, signIn, STAFF, trpcOf } from './staff.ts';
import { buyerWritesOnWhatsApp } from './whatsapp.ts';

// One viewport: the composer's phone layout is the DOM test's and the console's phone-layout check's business.
test('an agent answers a lead by e-mail and WhatsApp from its page, the buyer replies on both, and the lead counts as answered', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = `${test.info().project.name}${Date.now().toString(36)}`;
  const account = { username: `answer-${tag}`, password: `answer-password-${tag}` };
  const agentName = `Answering ${tag}`;
  // A number of this test's own: the buyer's WhatsApp message finds its lead by it.
  const phone = `97155${String(Date.now()).slice(-7)}`;

  // As the administrator: an agent with a staff account, and a lead of theirs.
  await signIn(page.request);
  const agentId = await postAgent(page.request, agentName, `answering.${tag}@example.com`);
  await trpcOf(page.request).auth.createUser.mutate({ ...account, agentId, currentPassword: STAFF.password });
  const lastName = `Answered${tag}`;
  const buyer = `${lastName.toLowerCase()}@example.com`;
  const leadId = await sendLead(page.request, lastName, `+${phone}`);
  await trpcOf(page.request).inquiries.assign.mutate({ id: leadId, agentId });
  expect((await trpcOf(page.request).inquiries.byId.query({ id: leadId })).firstResponseAt).toBeNull();

  /** Waits until the lead's messages (`channel direction status`, as the timeline reads them) include `expected`. */
  const untilTimelineHolds = (expected: string[]) =>
    expect
      .poll(
        async () =>
          (await trpcOf(page.request).conversations.timeline.query({ inquiryId: leadId })).entries.flatMap((entry) =>
            entry.kind === 'message' ? [`${entry.channel} ${entry.direction} ${entry.status}`] : [],
          ),
        { timeout: 60_000 },
      )
      .toEqual(expect.arrayContaining(expected));

  // The agent opens the lead and writes from its timeline.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });
  const agent = await context.newPage();
  await agent.goto('/admin/login');
  await agent.getByLabel('Username').fill(account.username);
  await agent.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await agent.getByRole('button', { name: 'Sign in' }).click();
  // An agent's account opens on their day (Today).
  await expect(agent).toHaveURL(/\/admin\/today/);
  await agent.goto(`/admin/inquiries/${leadId}`);
  const timeline = agent.getByTestId('lead-timeline');
  const messages = timeline.getByTestId('timeline-message');
  await expect(timeline.getByTestId('timeline-enquiry')).toBeVisible();
  // A seeded template fills the message for this lead, under the agent's name; the agent then writes their own.
  await timeline.getByRole('combobox', { name: 'Template' }).click();
  await agent.getByRole('option', { name: 'First reply to an enquiry' }).click();
  await expect(timeline.getByLabel('Message')).toHaveValue(new RegExp(`^Dear Nadia,[\\s\\S]*I am ${agentName}`));
  await timeline.getByLabel('Subject').fill('Your penthouse viewing');
  await timeline.getByLabel('Message').fill('Dear Nadia,\n\nThe penthouse can be viewed on Tuesday at 11.');
  await timeline.getByRole('button', { name: 'Send' }).click();
  const notice = agent.locator('.mantine-Notification-root').filter({ hasText: 'Message sent' });
  await expect(notice).toBeVisible();
  const sent = messages.and(agent.locator('[data-channel="email"][data-direction="out"]'));
  await expect(sent).toContainText(`by ${agentName}`);

  // The mail server got it from the agency's address under the agent's name, answering to the lead.
  const [mail] = await mailTo(buyer, { subject: /^Your penthouse viewing$/ });
  expect(mail!.from).toContain(agentName);
  const replyTo = mail!.headers['reply-to'] ?? '';
  expect(replyTo).toMatch(new RegExp(`reply\\+${leadId}-[0-9a-f]{24}@reply\\.e2e\\.example`));
  expect(mail!.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@reply\.e2e\.example>$/);
  expect(mail!.text).toContain('The penthouse can be viewed on Tuesday at 11.');

  // The buyer answers that e-mail (their mail server hands it to the app's receiver) and writes on WhatsApp.
  await sendSmtp({
    port: E2E_INBOUND_SMTP_PORT,
    from: `Nadia ${lastName} <${buyer}>`,
    to: replyTo,
    subject: 'Re: Your penthouse viewing',
    inReplyTo: mail!.headers['message-id'],
    text: 'Tuesday at 11 is perfect.\n\nOn Sunday the agency wrote:\n> The penthouse can be viewed on Tuesday at 11.',
  });
  await buyerWritesOnWhatsApp(page.request, {
    from: phone,
    name: `Nadia ${lastName}`,
    text: 'Can I bring my architect?',
  });
  // The app's jobs take the replies in (and the outbox sends): once the lead's timeline holds them, the
  // agent's page shows them on its next load. Reloading the console until it does costs minutes on a busy machine.
  await untilTimelineHolds(['email out sent', 'email in received', 'whatsapp in received']);
  await agent.reload();
  const fromBuyer = messages.and(agent.locator('[data-direction="in"]'));
  await expect(fromBuyer.and(agent.locator('[data-channel="email"]'))).toContainText('Tuesday at 11 is perfect.');
  await expect(fromBuyer.and(agent.locator('[data-channel="whatsapp"]'))).toContainText('Can I bring my architect?');
  await expect(sent).toContainText('Sent');
  await expect(timeline.getByTestId('awaiting-reply')).toBeVisible();

  // The buyer wrote just now: the agent answers in WhatsApp's window, with free text, through the Cloud API.
  const composer = timeline.getByTestId('composer');
  await composer.getByText('WhatsApp', { exact: true }).click();
  await expect(composer.getByTestId('whatsapp-window')).toContainText('left for free text');
  await composer.getByLabel('Message').fill('Of course, see you both on Tuesday.');
  await composer.getByRole('button', { name: 'Send' }).click();
  const answered = messages.and(agent.locator('[data-channel="whatsapp"][data-direction="out"]'));
  await expect(answered).toContainText('Of course, see you both on Tuesday.');
  await untilTimelineHolds(['whatsapp out sent']);
  await agent.reload();
  await expect(answered).toContainText('Sent');
  await expect(timeline.getByTestId('awaiting-reply')).toBeHidden();
  expect((await trpcOf(page.request).inquiries.byId.query({ id: leadId })).firstResponseAt).not.toBeNull();
  await context.close();
});
