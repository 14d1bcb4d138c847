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
    // Recording a trace costs every test a third of its time on 2 cores; a test that fails is run again
    // (CI retries once) and that run is recorded.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Software-rendered Chromium (no GPU) repaints the currency ticker's marquee and the sections'
    // fade-ins frame by frame: a third of a test run's CPU. The journeys do not depend on motion, so
    // they run without it; the landing page and the shell are checked with motion, as most visitors see
    // them (their spec files say so).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      // The languages and the phone layout are checked on the phone only (see the phone project).
      testIgnore: /(i18n(-[\w-]+)?|phone-layout)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    {
      name: 'mobile',
      // A second viewport only where the phone changes the journey: the header and side menu, the landing
      // page, the finder and property page, the forms, an agent's own leads, every language (the side
      // menu holds the switcher there), and the layout of every other page (phone-layout.spec.ts). The
      // console, the crawl and the server-side checks run once, on the desktop.
      testMatch: /(shell|public-landing|public-properties|pages-forms|my-leads|phone-layout|i18n(-[\w-]+)?)\.spec\.ts$/,
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
