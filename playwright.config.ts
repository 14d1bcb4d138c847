import { defineConfig, devices } from '@playwright/test';

/** The production build runs on its own port and database for the browser tests (see test/e2e/global-setup.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  globalTeardown: './test/e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A test's whole journey and each wait within it. On 2 busy cores with two workers, one server and two
  // Chromiums, the console's longer journeys took 30-40 s and a page now and then 10-15 s to show: the
  // limits are about twice what they need on a quiet machine, so only a real failure reaches them.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    // Debian's Chromium: no `npx playwright install` needed.
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // The languages are checked once, on the phone (the side menu holds the switcher there):
      // i18n.spec.ts and every i18n-<area>.spec.ts.
      testIgnore: /i18n(-[\w-]+)?\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    {
      name: 'mobile',
      // The CSP check, the lead-attribution journey, the currency choice and the static parts do not depend on the
      // screen size.
      testIgnore: /(csp|lead-attribution|display-preferences|static-content)\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        channel: undefined,
      },
    },
  ],
});
