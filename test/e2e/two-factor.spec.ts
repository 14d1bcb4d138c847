import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { stopOrphanedPostgres } from '../support/postmaster.ts';
import { freePort, startServer, type ServerProcess } from '../support/server-process.ts';
import { asStaff, freshAddress, STAFF } from './staff.ts';

/** A long password of the test's own: the account is made for this test only. */
const PASSWORD = `Sea-Front-Terrace-${Math.random().toString(36).slice(2, 10)}`;

async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

/** The code an authenticator app shows, `offset` seconds from now (RFC 6238 through otplib). */
const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Date.now() / 1000 + offsetSeconds });

test.describe('two-factor sign-in with an authenticator app', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

  test('enrols from the Account screen, then signs in with a code and with a recovery code', async ({ page }) => {
    const username = `totp-${Date.now().toString(36)}`;
    await asStaff(async (staff) => {
      const created = await staff.post('/trpc/auth.createUser', {
        data: { username, password: PASSWORD, currentPassword: STAFF.password },
        headers: { 'x-forwarded-for': freshAddress() },
      });
      expect(created.ok(), await created.text()).toBe(true);
    });

    // An Agent account (the role a new account gets) opens the console on its day.
    await signInWithPassword(page, username, PASSWORD);
    await expect(page).toHaveURL(/\/admin\/today$/);
    await page.goto('/admin/account');
    const card = page.getByTestId('two-factor');
    await card.getByRole('button', { name: 'Set Up Authenticator App' }).click();
    await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{26,}$/);

    await card.getByRole('textbox', { name: 'Code from the app' }).fill('000000');
    await card.getByRole('button', { name: 'Turn On' }).click();
    await expect(card.getByText(/not right/)).toBeVisible();
    await card.getByRole('textbox', { name: 'Code from the app' }).fill(await codeAt(secret));
    await card.getByRole('button', { name: 'Turn On' }).click();
    const codes = card.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allInnerTexts();
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await expect(card.getByTestId('recovery-codes')).toHaveCount(0);

    // The password alone no longer opens the console: a code from the next time step does.
    await signOut(page);
    await signInWithPassword(page, username, PASSWORD);
    await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByRole('textbox', { name: 'Code' }).fill(await codeAt(secret, 30));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/today$/);

    // A recovery code works once.
    await signOut(page);
    await signInWithPassword(page, username, PASSWORD);
    await page.getByRole('textbox', { name: 'Code' }).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/today$/);
    await page.goto('/admin/account');
    await expect(page.getByTestId('recovery-codes-left')).toHaveText('9 of 10 recovery codes left');

    await signOut(page);
    await signInWithPassword(page, username, PASSWORD);
    await page.getByRole('textbox', { name: 'Code' }).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('not right');
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});

test.describe('passkeys and required two-factor sign-in', () => {
  // One server for both tests, in order: the second starts where the first left the account.
  test.describe.configure({ mode: 'serial' });
  // WebAuthn refuses an IP address as the site's name, so this test runs its own server as
  // http://localhost:PORT (the relying party comes from PUBLIC_URL), with a database of its own.
  let server: ServerProcess;
  let dataDir: string;
  let origin: string;
  const owner = { username: 'passkey-owner', password: PASSWORD };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await mkdtemp('/tmp/e2e-passkeys-');
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = await startServer(
      {
        DATA_DIR: dataDir,
        PORT: String(port),
        EMBEDDED_PG_PORT: String(await freePort()),
        PUBLIC_URL: origin,
        ADMIN_USERNAME: owner.username,
        ADMIN_PASSWORD: owner.password,
        SEED_DEMO_CONTENT: 'false',
        LOG_LEVEL: 'warn',
        EXCHANGE_RATES_URL: 'http://127.0.0.1:9/unreachable',
      },
      90_000,
    );
  });

  test.afterAll(async () => {
    await server?.stop(20_000);
    await stopOrphanedPostgres(join(dataDir, 'pg'));
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  });

  test('registers a passkey on the Account screen and signs in with it, after a password or alone', async ({
    page,
  }) => {
    // Chromium's virtual authenticator stands in for a phone or a security key.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(`${origin}/admin/login`);
    await page.getByRole('textbox', { name: 'Username' }).fill(owner.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/admin`);

    await page.goto(`${origin}/admin/account`);
    const card = page.getByTestId('passkeys');
    await expect(card.getByText('No passkeys yet.')).toBeVisible();
    await card.getByRole('textbox', { name: 'Name of the new passkey' }).fill('Office laptop');
    await card.getByRole('textbox', { name: 'Your password or a current code' }).fill(owner.password);
    await card.getByRole('button', { name: 'Add Passkey' }).click();
    await expect(card.getByRole('cell', { name: 'Office laptop', exact: true })).toBeVisible();

    // After the password, the passkey is the second step.
    await signOut(page);
    await page.getByRole('textbox', { name: 'Username' }).fill(owner.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await expect(page).toHaveURL(`${origin}/admin`);

    // Alone, it signs in without a password.
    await signOut(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(`${origin}/admin`);
    await page.goto(`${origin}/admin/account`);
    await expect(card.getByRole('cell', { name: 'Never', exact: true })).toHaveCount(0);

    // Removed, it no longer signs in; the password alone does again.
    await card.getByRole('button', { name: 'Remove Office laptop' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card.getByText('No passkeys yet.')).toBeVisible();
    await signOut(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page.getByRole('alert')).toContainText('not accepted');
  });

  test('an owner requires two-factor sign-in of owners: an account without it is held at the Account screen', async ({
    page,
  }) => {
    await page.goto(`${origin}/admin/login`);
    await page.getByRole('textbox', { name: 'Username' }).fill(owner.username);
    await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/admin`);

    await page.goto(`${origin}/admin/settings`);
    // Not check(): it reads the box straight after the click, and a tick saves through a mutation whose
    // pending state (the box shown ticked) React Query renders a timer later; until then React holds the
    // controlled box at its saved, unticked state, so check() saw "did not change its state" at times.
    const owners = page.getByRole('checkbox', { name: 'Owners' });
    await owners.click();
    await expect(owners).toBeChecked();
    await expect(page.getByText('Two-factor sign-in is now required for: Owners.')).toBeVisible();

    // Any other console page sends the account to set it up; the server refuses the rest meanwhile.
    await page.goto(`${origin}/admin/inquiries`);
    await expect(page).toHaveURL(`${origin}/admin/account`);
    const card = page.getByTestId('two-factor');
    await expect(card.getByText('Required for your account')).toBeVisible();
    const refused = await page.request.get(`${origin}/trpc/dashboard.summary`);
    expect(refused.status()).toBe(403);

    await card.getByRole('button', { name: 'Set Up Authenticator App' }).click();
    const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await card.getByRole('textbox', { name: 'Code from the app' }).fill(await codeAt(secret));
    await card.getByRole('button', { name: 'Turn On' }).click();
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await page.goto(`${origin}/admin/inquiries`);
    await expect(page).toHaveURL(`${origin}/admin/inquiries`);
    expect((await page.request.get(`${origin}/trpc/dashboard.summary`)).status()).toBe(200);
  });
});
