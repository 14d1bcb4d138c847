import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { seriousViolations } from './pages-support.ts';
import { statusOf } from '../support/app-client.ts';
import { freshAddress, postAgent, sendLead, signIn, STAFF, trpcOf } from './staff.ts';

/** Each role's console (issue #29): what the menu offers, what the screens show, and owners managing staff. */

// Desktop only, like every test not tagged @phone (playwright.config.ts): the role matrix is checked once.

const MENU = [
  'Dashboard',
  'Today',
  'Properties',
  'Agents',
  'Gallery',
  'Amenities',
  'Testimonials',
  'Inquiries',
  'Viewings',
  'Deals',
  'Reports',
];
const MORE = [
  'Agency & Project',
  'Personal Data',
  'Outbox',
  'Integrations',
  'API Keys',
  'Audit Trail',
  'Settings',
  'Staff',
];
const ALL = [...MENU, ...MORE];

/** The links each role's menu shows; every other link of the console's menu is absent. */
const MENU_OF = {
  owner: ALL,
  manager: [
    'Dashboard',
    'Today',
    'Properties',
    'Agents',
    'Gallery',
    'Amenities',
    'Testimonials',
    'Inquiries',
    'Viewings',
    'Deals',
    'Reports',
    'Outbox',
    'Integrations',
  ],
  agent: ['My leads', 'Dashboard', 'Today', 'Properties', 'Agents', 'Inquiries', 'Viewings', 'Deals', 'Outbox'],
  editor: ['Dashboard', 'Properties', 'Gallery', 'Amenities', 'Testimonials'],
} as const;

interface Setup {
  tag: string;
  mine: string;
  theirs: string;
}

/** As the e2e owner: an agent, one lead of theirs and one of nobody's, and an account per role. */
async function setUp(page: Page): Promise<Setup> {
  const tag = Date.now().toString(36);
  await signIn(page.request);
  const agentName = `Roles Agent ${tag}`;
  const agentId = await postAgent(page.request, agentName, `roles.${tag}@example.com`);
  const mine = `Mine${tag}`;
  const theirs = `Theirs${tag}`;
  const mineId = await sendLead(page.request, mine);
  await sendLead(page.request, theirs);
  await trpcOf(page.request).inquiries.assign.mutate({ id: mineId, agentId });
  for (const role of ['manager', 'agent', 'editor'] as const) {
    await trpcOf(page.request).auth.createUser.mutate({
      username: `${role}-${tag}`,
      password: `${role}-${tag}-password`,
      role,
      agentId: role === 'agent' ? agentId : null,
      currentPassword: STAFF.password,
    });
  }
  return { tag, mine, theirs };
}

async function consoleAs(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  await signIn(page.request, { username, password });
  return page;
}

async function expectMenu(page: Page, links: readonly string[]): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Staff console' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const name of ALL) {
    // A link's name may end with its badge ("Inquiries 2 new").
    const named = new RegExp(`^${name}( \\d+ new)?$`);
    await expect(menu.getByRole('link', { name: named }), name).toHaveCount(links.includes(name) ? 1 : 0);
  }
}

test('each role sees its own console: menu, leads and areas outside the role', async ({ page, browser }) => {
  test.slow();
  const setup = await setUp(page);

  await page.goto('/admin');
  await expectMenu(page, MENU_OF.owner);

  const manager = await consoleAs(browser, `manager-${setup.tag}`, `manager-${setup.tag}-password`);
  await manager.goto('/admin/inquiries');
  await expectMenu(manager, MENU_OF.manager);
  await expect(manager.getByRole('link', { name: `Nadia ${setup.theirs}` })).toBeVisible();
  // No export without an owner's grant; no staff screen.
  await expect(manager.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  await manager.goto('/admin/staff');
  await expect(manager.getByRole('heading', { name: 'Not available to your role' })).toBeVisible();

  const agent = await consoleAs(browser, `agent-${setup.tag}`, `agent-${setup.tag}-password`);
  await agent.goto('/admin/inquiries');
  await expectMenu(agent, MENU_OF.agent);
  await expect(agent.getByRole('link', { name: 'My leads' })).toBeVisible();
  await expect(agent.getByRole('link', { name: `Nadia ${setup.mine}` })).toBeVisible();
  await expect(agent.getByText(setup.theirs)).toHaveCount(0);
  await expect(agent.getByTestId('inquiry-row')).toHaveCount(1);
  // Their own agent profile only: no adding or deleting agents.
  await agent.goto('/admin/agents');
  await expect(agent.getByRole('heading', { name: 'Agents' })).toBeVisible();
  await expect(agent.getByRole('link', { name: 'Add Agent' })).toHaveCount(0);
  await expect(agent.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  // The listings they sell, to look at: nothing to add, change or delete.
  await agent.goto('/admin/properties');
  await expect(agent.getByRole('heading', { name: 'Properties' })).toBeVisible();
  await expect(agent.getByRole('link', { name: 'Add New Property' })).toHaveCount(0);
  await expect(agent.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await agent
    .getByTestId('admin-property-card')
    .first()
    .getByRole('link', { name: /^View / })
    .click();
  await expect(agent.getByText('View only')).toBeVisible();
  await expect(agent.getByRole('textbox', { name: /^Title/ }).first()).toBeDisabled();
  await agent.goto('/admin/settings');
  await expect(agent.getByRole('heading', { name: 'Not available to your role' })).toBeVisible();

  const editor = await consoleAs(browser, `editor-${setup.tag}`, `editor-${setup.tag}-password`);
  await editor.goto('/admin');
  await expectMenu(editor, MENU_OF.editor);
  await expect(editor.getByTestId('count-inquiries')).toHaveCount(0);
  await editor.goto('/admin/inquiries');
  await expect(editor.getByRole('heading', { name: 'Not available to your role' })).toBeVisible();
  expect(await seriousViolations(editor)).toEqual([]);
});

test('an owner manages staff: creates an account; a role change and disabling ask for the password; disabling ends its sessions', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  await signIn(page.request);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();

  const username = `desk-${tag}`;
  const password = `desk-${tag}-password`;
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: /^Password/ }).fill(password);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await expect(page.getByRole('combobox', { name: 'Linked agent' })).toBeVisible();
  await page.getByLabel('Your current password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Account Created' })).toBeVisible();
  const row = page.getByTestId(`staff-${username}`);
  await expect(row.getByRole('combobox', { name: `Role of ${username}` })).toHaveValue('Manager');
  expect(await seriousViolations(page)).toEqual([]);

  // The new manager signs in elsewhere; the owner sees the session, then disables the account.
  const desk = await consoleAs(browser, username, password);
  await desk.goto('/admin');
  await expect(desk.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await row.getByRole('button', { name: 'Sessions' }).click();
  await expect(page.getByTestId('staff-sessions').getByRole('button', { name: 'End session' })).toHaveCount(1);
  await page.keyboard.press('Escape');
  // A role change waits for the owner's password: cancelled, the role stays.
  await row.getByRole('combobox', { name: `Role of ${username}` }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  const roleDialog = page.getByRole('dialog', { name: `Change the role of ${username}?` });
  await expect(roleDialog.getByText('From Manager to Editor')).toBeVisible();
  await roleDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(row.getByRole('combobox', { name: `Role of ${username}` })).toHaveValue('Manager');

  // Disabling asks for confirmation and the owner's password; a wrong one changes nothing.
  await row.getByRole('button', { name: 'Disable' }).click();
  const disableDialog = page.getByRole('dialog', { name: `Disable ${username}?` });
  await expect(disableDialog.getByLabel('Your current password')).toBeFocused();
  await disableDialog.getByLabel('Your current password').fill('not-my-password');
  await disableDialog.getByRole('button', { name: 'Disable Account' }).click();
  await expect(disableDialog.getByText('Current password is incorrect')).toBeVisible();
  // Exact: the buttons' text "Disable" + "Delete" reads "DisableDelete".
  await expect(row.getByText('Disabled', { exact: true })).toHaveCount(0);
  await disableDialog.getByLabel('Your current password').fill(STAFF.password);
  await disableDialog.getByRole('button', { name: 'Disable Account' }).click();
  await expect(disableDialog).toBeHidden();
  await expect(row.getByText('Disabled')).toBeVisible();

  // Its open console is signed out at its next call, and it cannot sign in again.
  await desk.goto('/admin/properties');
  await expect(desk).toHaveURL(/\/admin\/login/);
  expect(await statusOf(trpcOf(desk.request).auth.login.mutate({ username, password }))).toBe(401);
});

test('after an owner resets a password, the console asks for a new one before anything else', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  await signIn(page.request);
  const username = `reset-${tag}`;
  const { id } = await trpcOf(page.request).auth.createUser.mutate({
    username,
    password: `reset-${tag}-password`,
    role: 'editor',
    currentPassword: STAFF.password,
  });
  const temporary = `temporary-${tag}-password`;
  await trpcOf(page.request).users.resetPassword.mutate({ userId: id, password: temporary });

  const staff = await consoleAs(browser, username, temporary);
  await staff.goto('/admin/properties');
  await expect(staff).toHaveURL(/\/admin\/account$/);
  await expect(staff.getByTestId('must-change-password')).toBeVisible();
  await staff.getByLabel('Current password').fill(temporary);
  await staff.getByLabel('New password').fill(`my-own-${tag}-password`);
  await staff.getByRole('button', { name: 'Change Password' }).click();
  await expect(staff).toHaveURL(/\/admin\/?$/);
  await staff.goto('/admin/properties');
  await expect(staff).toHaveURL(/\/admin\/properties$/);
});

test('the link sent to an account’s new address is opened signed in: sign-in first, then back to verify it', async ({
  page,
  browser,
}) => {
  const tag = Date.now().toString(36);
  await signIn(page.request);
  const username = `mail-${tag}`;
  const password = `mail-${tag}-password`;
  const email = `mail.${tag}@example.com`;
  await trpcOf(page.request).auth.createUser.mutate({
    username,
    password,
    role: 'editor',
    email,
    currentPassword: STAFF.password,
  });
  // The link, from the mail that carries it (the owner reads the outbox).
  const owner = trpcOf(page.request);
  const listed = await owner.outbox.list.query({ limit: 50 });
  const sent = listed.items.find((item) => item.kind === 'email-verification' && item.recipient === email);
  expect(sent).toBeDefined();
  const message = await owner.outbox.byId.query({ id: sent!.id });
  const link = /https?:\/\/\S+\/admin\/account\?verify=[A-Za-z0-9_-]{43}/.exec(message.text)?.[0];
  expect(link).toBeDefined();

  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const staff = await context.newPage();
  await staff.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
  await staff.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(staff).toHaveURL(/\/admin\/login\?redirect=/);
  await staff.getByLabel('Username').fill(username);
  await staff.getByRole('textbox', { name: 'Password' }).fill(password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByTestId('own-email')).toHaveText(email);
  // The token leaves the address bar once used.
  await expect(staff).toHaveURL(/\/admin\/account$/);
  expect(await seriousViolations(staff)).toEqual([]);
  await context.close();
});
