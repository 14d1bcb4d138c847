import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { openUnderPolicy, watchPolicy, watchRequests } from './content-policy.ts';
import { freshAddress, STAFF, trpcOf } from './staff.ts';

/**
 * The Content-Security-Policy allows inline scripts only with the page's nonce. Every page, public
 * and console, must run without a single violation: a missed nonce would leave a page unhydrated.
 * The policy does not depend on the screen size: the console is walked here, on the desktop, and the
 * public pages on the phone, in the walk that checks their width (phone-layout.spec.ts).
 */

const ADMIN_ROUTES_DIR = resolve(import.meta.dirname, '../../src/web/routes/admin');

/** The console's screens, from its file routes: `agents/$id.tsx` is `/admin/agents/$id`. */
function consoleRoutePaths(dir = ADMIN_ROUTES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('-')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return consoleRoutePaths(path);
    if (!entry.name.endsWith('.tsx') || entry.name.endsWith('.test.tsx')) return [];
    const route = relative(ADMIN_ROUTES_DIR, path)
      .replace(/\.tsx$/, '')
      .replace(/(^|\/)index$/, '');
    return [`/admin${route ? `/${route}` : ''}`];
  });
}

test('every console screen runs under the policy without a violation', async ({ page }) => {
  test.setTimeout(180_000);
  const { violations, consoleErrors } = await watchPolicy(page);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });

  await openUnderPolicy(page, '/admin/login');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Username').fill(STAFF.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // A lead to open, and one record of every other kind the console edits.
  const lead = await page.request.post('/api/inquiries', {
    data: { name: 'Policy Check', email: 'policy.check@example.com', message: 'Checking every screen.' },
  });
  expect(lead.ok()).toBe(true);
  // An outgoing webhook endpoint to open: made switched off, so no delivery goes out, and deleted after.
  let endpointId: number | undefined;
  const webhookEndpoint = async () => {
    const created = await trpcOf(page.request).webhooks.create.mutate({
      url: 'http://127.0.0.1:9/policy-check',
      description: 'Policy check',
      events: ['lead.updated'],
    });
    endpointId = created.endpoint.id;
    await trpcOf(page.request).webhooks.setEnabled.mutate({ id: endpointId, enabled: false });
    return String(endpointId);
  };
  const idOf = async (list: string) => {
    if (list === 'integrations') return webhookEndpoint();
    // Message templates, articles and deals have no bare-array REST list: the console's own procedures list
    // them (the demo seeds three templates, seven articles and five deals).
    const listed =
      list === 'templates'
        ? await trpcOf(page.request).conversations.templates.list.query()
        : list === 'articles'
          ? await trpcOf(page.request).articles.all.query()
          : list === 'deals'
            ? await trpcOf(page.request).deals.board.query()
            : null;
    if (listed) {
      expect(listed[0], list).toBeDefined();
      return String(listed[0]?.id);
    }
    const response = await page.request.get(`/api/${list}`);
    expect(response.ok(), list).toBe(true);
    const [first] = (await response.json()) as Array<{ id: number }>;
    expect(first, list).toBeDefined();
    return String(first?.id);
  };

  const screens = consoleRoutePaths().filter((path) => path !== '/admin/login');
  expect(screens).toEqual(expect.arrayContaining(['/admin', '/admin/properties', '/admin/inquiries/$id']));
  // The console is rendered in the browser only: every screen is the same document (the one its first
  // load checked) and differs in the code and data it loads, so the screens are reached the way staff
  // reach them, by the console's own navigation, each with its requests settled. The document stays, and
  // with it the listener: a violation a screen's late request makes is heard whenever it comes, so a
  // screen needs only its requests done (a short quiet, for one that a response starts), and the last
  // screen the full half second.
  const quiet = watchRequests(page);
  for (const screen of screens) {
    const section = screen.split('/')[2] ?? '';
    const path = screen.includes('$id') ? screen.replace('$id', await idOf(section)) : screen;
    await page.evaluate((target) => window.history.pushState({}, '', target), path);
    // The router took the address and finished loading the screen.
    // Polled often: the default intervals (100 ms, then 250, 500, 1 s) waited up to a second past a
    // screen that took half of one, some forty times.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            // TanStack Router keeps the router on `window` (router-core's global.d.ts types it).
            const { location, status } = window.__TSR_ROUTER__!.state;
            return `${location.pathname} ${status}`;
          }),
        { intervals: [50] },
      )
      .toBe(`${path} idle`);
    await quiet(150);
    // Still signed in and on the screen asked for (a violation could also break the console's start).
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\$/g, '\\$')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await quiet(500);
  if (endpointId !== undefined) await trpcOf(page.request).webhooks.remove.mutate({ id: endpointId });
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
