import { expect, test } from '@playwright/test';
import { mailTo } from './mailbox.ts';
import { freshAddress, postAgent, sendLead, signIn, STAFF, trpcOf } from './staff.ts';

// One viewport: the composer's phone layout is the DOM test's and the console's phone-layout check's business.
test('an agent answers a lead by e-mail from its page: the buyer gets it with the reply address, and the lead counts as answered', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = `${test.info().project.name}${Date.now().toString(36)}`;
  const account = { username: `answer-${tag}`, password: `answer-password-${tag}` };
  const agentName = `Answering ${tag}`;

  // As the administrator: an agent with a staff account, and a lead of theirs.
  await signIn(page.request);
  const agentId = await postAgent(page.request, agentName, `answering.${tag}@example.com`);
  await trpcOf(page.request).auth.createUser.mutate({ ...account, agentId, currentPassword: STAFF.password });
  const lastName = `Answered${tag}`;
  const leadId = await sendLead(page.request, lastName);
  await trpcOf(page.request).inquiries.assign.mutate({ id: leadId, agentId });
  expect((await trpcOf(page.request).inquiries.byId.query({ id: leadId })).firstResponseAt).toBeNull();

  // The agent opens the lead and writes from its timeline.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });
  const agent = await context.newPage();
  await agent.goto('/admin/login');
  await agent.getByLabel('Username').fill(account.username);
  await agent.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await agent.getByRole('button', { name: 'Sign in' }).click();
  await expect(agent).toHaveURL(/\/admin\/inquiries/);
  await agent.goto(`/admin/inquiries/${leadId}`);
  const timeline = agent.getByTestId('lead-timeline');
  await expect(timeline.getByTestId('timeline-enquiry')).toBeVisible();
  // A seeded template fills the message for this lead, under the agent's name; the agent then writes their own.
  await timeline.getByRole('combobox', { name: 'Template' }).click();
  await agent.getByRole('option', { name: 'First reply to an enquiry' }).click();
  await expect(timeline.getByLabel('Message')).toHaveValue(new RegExp(`^Dear Nadia,[\\s\\S]*I am ${agentName}`));
  await timeline.getByLabel('Subject').fill('Your penthouse viewing');
  await timeline.getByLabel('Message').fill('Dear Nadia,\n\nThe penthouse can be viewed on Tuesday at 11.');
  await timeline.getByRole('button', { name: 'Send' }).click();
  await expect(agent.locator('.mantine-Notification-root').filter({ hasText: 'Message sent' })).toBeVisible();
  const sent = timeline.getByTestId('timeline-message').filter({ hasText: 'Your penthouse viewing' });
  await expect(sent).toContainText(`by ${agentName}`);

  // The mail server got it from the agency's address under the agent's name, answering to the lead.
  const [mail] = await mailTo(`${lastName.toLowerCase()}@example.com`, { subject: /^Your penthouse viewing$/ });
  expect(mail!.from).toContain(agentName);
  expect(mail!.headers['reply-to']).toMatch(new RegExp(`reply\\+${leadId}-[0-9a-f]{24}@reply\\.e2e\\.example`));
  expect(mail!.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@reply\.e2e\.example>$/);
  expect(mail!.text).toContain('The penthouse can be viewed on Tuesday at 11.');
  await expect(async () => {
    await agent.reload();
    await expect(sent).toContainText('Sent', { timeout: 1_000 });
  }).toPass();
  expect((await trpcOf(page.request).inquiries.byId.query({ id: leadId })).firstResponseAt).not.toBeNull();
  await context.close();
});
