import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './test/support/chromium.ts';

/** The production build runs on its own port and database for the browser tests (see test/e2e/global-setup.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Where the app finds Property Finder in the browser tests: a fake the spec that needs it starts there. */
export const E2E_PF_URL = `http://127.0.0.1:${E2E_PORT + 20_000}`;
/** Where the app's inbound SMTP receiver listens in the browser tests: buyers' e-mail replies are handed to it. */
export const E2E_INBOUND_SMTP_PORT = E2E_PORT + 21_000;

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: false,
  // Two workers on the 2-core machines. Sampled with `vmstat 10` through a whole clean-clone `npm test`
  // (2026-11-30), the browser stage kept both cores 99-100% busy even with three workers and the stage to
  // itself: a third worker adds no throughput (8:14 against 8:52 with two, within the runs' noise), only
  // a slower turn for every test, and a journey then flaked. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
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
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
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
      // The languages, the phone layout and the viewing booking (a phone's full-screen dialog) are
      // checked on the phone only (see the mobile project).
      testIgnore: /(i18n(-[\w-]+)?|phone-layout|viewings|content-editor)\.spec\.ts$/,
      // A journey made on a phone, whose desktop run adds nothing another test does not check: @phone-only.
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    {
      // The one journey that publishes what every visitor sees (an article in two of the four
      // languages): it runs once the other projects are done, so no page they count or read in
      // Russian or Chinese meets it half-way.
      name: 'desktop-last',
      testMatch: /content-editor\.spec\.ts$/,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    {
      name: 'mobile',
      // A second viewport only where the phone changes the journey: the tests tagged @phone. They are the
      // header and side menu, the landing page's journeys, the finder and property page, an agent's own
      // leads, every language (the side menu holds the switcher there), accessibility on the phone's
      // layout, and the layout of every page (phone-layout.spec.ts). What a component does the same on
      // every screen, a form's submit journey among them, is tested once: on the desktop or in the DOM.
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        // A phone's layout is in CSS pixels, and no style or test here depends on the pixel ratio (no
        // resolution media query, no check of which srcset image is chosen): at a ratio of 3, software
        // rendering paints nine times the pixels, and the phone's tests took half as long again.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        channel: undefined,
      },
    },
  ],
});
