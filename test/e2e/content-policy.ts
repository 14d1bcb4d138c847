import { expect, type Page } from '@playwright/test';

/**
 * The Content-Security-Policy allows inline scripts only with the page's nonce: a missed nonce would
 * leave a page unhydrated. What the walks that check it share (csp.spec.ts walks the console,
 * phone-layout.spec.ts every public page): a listener for violations in every document a page opens,
 * the policy's header on a document, and a wait for a page's requests to settle.
 */

export interface Violation {
  page: string;
  directive: string;
  blocked: string;
}

declare global {
  interface Window {
    /** Exposed by the test: the page hands each violation back to Node. */
    reportPolicyViolation: (violation: Violation) => void;
  }
}

/** Collects securitypolicyviolation events of every document the page opens, and CSP console errors. */
export async function watchPolicy(page: Page): Promise<{ violations: Violation[]; consoleErrors: string[] }> {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportPolicyViolation({
        page: location.pathname,
        directive: event.violatedDirective,
        blocked: event.blockedURI,
      });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(`${page.url()}: ${message.text()}`);
    }
  });
  return { violations, consoleErrors };
}

/** Opens `path` and checks that its document came with the policy: scripts only with the page's nonce. */
export async function openUnderPolicy(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
  return response?.status();
}

/**
 * Resolves, once called, when the page has had no request in flight for `quietMs` (half a second is
 * Playwright's `networkidle`, for navigations that load no new document).
 */
export function watchRequests(page: Page): (quietMs: number) => Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const change = () => (lastChange = Date.now());
  page.on('request', (request) => inFlight.add(request) && change());
  page.on('requestfinished', (request) => inFlight.delete(request) && change());
  page.on('requestfailed', (request) => inFlight.delete(request) && change());
  return async (quietMs) => {
    // The navigation's first request starts within a frame of the address changing.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { intervals: [50] }).toBe(true);
  };
}
