import { expect, test, type Page } from '@playwright/test';
import { dubaiDate } from '../../src/shared/viewings/slots.ts';
import { seriousViolations } from './pages-support.ts';
import { freshAddress, postAgent, sendLead, signIn, STAFF, trpcOf } from './staff.ts';

/** Opens or closes the console's navigation, which is behind the menu button on a phone only. */
async function toggleNavigation(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  if (await toggle.isVisible()) await toggle.click();
}

// On a phone only: an agent reads their leads on the go. On the desktop, staff-roles.spec.ts checks each
// role's console, an agent's own leads and menu among them.
test(
  "an agent's own staff account opens on its day after sign-in and sees its lead in My leads",
  { tag: '@phone-only' },
  async ({ page }) => {
    // Two sign-ins, a link made in the console and an accessibility scan: more than one screen's work.
    test.slow();
    const tag = `${test.info().project.name}${Date.now().toString(36)}`;
    const account = { username: `agent-${tag}`, password: `agent-password-${tag}` };
    const agentName = `Agent ${tag}`;

    // As the administrator: an agent, a staff account for them, one lead of theirs and one of someone else's.
    await signIn(page.request);
    const agentId = await postAgent(page.request, agentName, `agent.${tag}@example.com`);
    await trpcOf(page.request).auth.createUser.mutate({ ...account, currentPassword: STAFF.password });
    const mine = await sendLead(page.request, `Mine${tag}`);
    await sendLead(page.request, `Theirs${tag}`);
    await trpcOf(page.request).inquiries.assign.mutate({ id: mine, agentId: agentId });

    // Linked in the console, on the staff screen (owners manage accounts there since issue #29).
    await page.goto('/admin/staff');
    await page.getByRole('combobox', { name: `Agent of ${account.username}` }).click();
    await page.getByRole('option', { name: agentName, exact: true }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Account Linked' })).toContainText(
      `${account.username} now opens on ${agentName}'s leads.`,
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);

    // The agent signs in and lands on their day (issue #45), their own leads one click away.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
    await page.getByLabel('Username').fill(account.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/today$/);
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await toggleNavigation(page);
    await page.getByRole('link', { name: 'My leads' }).click();
    await expect(page).toHaveURL(/\/admin\/inquiries\?assignedTo=me$/);
    await expect(page.getByRole('heading', { name: 'My leads' })).toBeVisible();
    await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
    await expect(page.getByRole('link', { name: `Nadia Mine${tag}` })).toBeVisible();
    await expect(page.getByText(`Theirs${tag}`)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Me');
    expect(await seriousViolations(page)).toEqual([]);

    // The navigation marks My leads, not the whole inbox, as the current page; the inbox is one click away.
    await toggleNavigation(page);
    await expect(page.getByRole('link', { name: 'My leads' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Inquiries' })).not.toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Inquiries' }).click();
    await expect(page.getByRole('heading', { name: 'Inquiries' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inquiries' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'My leads' })).not.toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'My leads' }).click();
    await expect(page.getByRole('heading', { name: 'My leads' })).toBeVisible();
    // The address changed its filters only, so a phone's navigation is still open.
    await toggleNavigation(page);
    await page.getByRole('link', { name: `Nadia Mine${tag}` }).click();
    await expect(page.getByTestId('inquiry-history')).toContainText(`Assigned to ${agentName}`);
    await expect(page.getByTestId('inquiry-history')).toContainText(STAFF.username);

    // A task on the lead from its timeline (issue #45), on the agent's day, done with one click there.
    await page.getByRole('button', { name: 'Add task' }).click();
    const form = page.getByTestId('task-form');
    // Due at the start of today in Dubai: overdue by now at any hour the test runs.
    await form.getByLabel('Due date (Dubai)').fill(dubaiDate(new Date()));
    await form.getByLabel('Time').fill('00:00');
    await form.getByRole('textbox', { name: 'Note' }).fill(`Call Nadia ${tag} back`);
    await form.getByRole('button', { name: 'Add task' }).click();
    await expect(page.getByTestId('task-card')).toContainText(`Call Nadia ${tag} back`);
    await expect(page.getByTestId('task-card')).toContainText('Overdue');
    await toggleNavigation(page);
    await page.getByRole('link', { name: 'Today' }).click();
    const due = page.getByTestId('task-card').filter({ hasText: `Call Nadia ${tag} back` });
    await expect(due.getByRole('link', { name: `Nadia Mine${tag}` })).toBeVisible();
    await due.getByRole('button', { name: 'Done' }).click();
    await expect(due).toHaveCount(0);
  },
);

test('the dashboard shows speed to lead: response times and the leads still New', async ({ page }) => {
  await signIn(page.request);
  await page.goto('/admin');
  const section = page.getByTestId('speed-to-lead');
  await expect(section.getByRole('heading', { name: 'Speed to lead' })).toBeVisible();
  await expect(section.getByTestId('speed-median')).toBeVisible();
  await expect(section.getByTestId('speed-answered')).toHaveText(/^\d+ of \d+$/);
  await expect(section.getByTestId('late-leads')).toContainText('Unanswered after 30 mins');
});
