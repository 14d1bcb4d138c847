import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { BLOG_POSTS } from '../../src/server/db/seeders/data/articles/blog-posts.ts';
import { STATIC_PUBLIC_PATHS } from '../../src/shared/seo/sitemap.ts';

/** Helpers shared by the pages-*.spec.ts browser tests. */

export const SITE = 'Six Senses Residences Palm Jumeirah';

/** An address no page answers: the not-found screen. */
export const NOT_FOUND_PATH = '/no-such-page';

/**
 * One public page of every kind: each page with a fixed path, a residence (the seeded Royal
 * Penthouse), a full article, and last the not-found screen.
 */
export const PUBLIC_PAGES: readonly string[] = [
  ...STATIC_PUBLIC_PATHS,
  '/properties/135',
  `/blog/${BLOG_POSTS.find((post) => post.hasArticle)?.slug}`,
  NOT_FOUND_PATH,
];

/**
 * Holds back the page's requests to `url` (a slow network, a chunk late to arrive) until the returned
 * function is called; then they go on, or get `answer` when one is given.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  answer?: Parameters<Route['fulfill']>[0],
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(url, async (route) => {
    await held;
    await (answer ? route.fulfill(answer) : route.continue());
  });
  return release;
}

/** Console errors (and warnings, unless told not to) and uncaught errors from the moment the page opens. */
export function watchConsole(page: Page, { warnings = true }: { warnings?: boolean } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning'))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The text box of a Mantine Select labelled `label` (its listbox and hidden input share the label). */
export const selectInput = (page: Page, label: string): Locator =>
  page.locator('input').and(page.getByLabel(label, { exact: true }));

/** Resolves once React has hydrated `element` and the router's SSR handoff is over. */
export async function waitForHydration(page: Page, element: Locator): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window));
  // A part below the first screen hydrates when the visitor comes near it (HydrateOnView).
  await element.scrollIntoViewIfNeeded();
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/**
 * Opens each of `paths` in turn in one page, so the site's scripts and fonts load once, and runs axe on
 * each once `ready` says the page is there: the serious violations by path (none: an empty object).
 */
export async function seriousViolationsOf(
  page: Page,
  paths: readonly string[],
  ready: (page: Page) => Promise<void>,
): Promise<Record<string, Awaited<ReturnType<typeof seriousViolations>>>> {
  const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await ready(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

/** A unique e-mail per test run and project, so a test finds its own lead. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
