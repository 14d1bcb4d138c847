import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleSettingsRepository } from '../../src/server/settings/console-settings.repository.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import {
  can,
  MUST_CHANGE_PASSWORD,
  NOT_AVAILABLE_TO_ROLE,
  STAFF_ROLES,
  type Permission,
} from '../../src/shared/staff/permissions.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Every route Fastify registered, walked: a route is either on this explicit public list (with why) or
 * must pass the one staff gate, shown by calling it. HEAD routes are Fastify's copies of GET routes
 * (same handler, same hooks) and are left out.
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /metrics': 'its own bearer token (METRICS_TOKEN); 404 without one configured',
  'GET /healthz': 'probes',
  'GET /readyz': 'probes',
  // Each procedure behind it passes the same gate function (init.ts): authorization.test.ts walks them.
  '* /trpc/:path': 'tRPC (every method): public and staff procedures, each gated by itself',
  'GET /uploads/*': 'published photos',
  'GET /robots.txt': 'crawlers',
  'GET /sitemap.xml': 'crawlers',
  'POST /newsletter/unsubscribe': "the e-mail's signed token",
  'POST /alerts/unsubscribe': "the e-mail's signed token",
  'POST /follow-ups/unsubscribe': "the e-mail's secret token",
  'POST /webhooks/property-finder': 'signed by the portal',
  'POST /webhooks/bayut': 'signed by the portal',
  'GET /webhooks/whatsapp': "Meta's verification: answers only the configured verify token",
  'POST /webhooks/whatsapp': 'signed by Meta (X-Hub-Signature-256)',
  'GET /feeds/bayut.xml': "the portals' feed token (404 without it)",
  'GET /feeds/property-finder.xml': "the portals' feed token (404 without it)",
  // The public REST reads and forms (rest-routes.ts); their procedures are public too.
  'GET /api/properties': 'public listings',
  'GET /api/properties/:id': 'public listings',
  'GET /api/agents': 'the team page',
  'GET /api/agents/:id': 'the team page',
  'GET /api/amenities': 'site content',
  'GET /api/gallery': 'site content',
  'GET /api/testimonials': 'site content',
  'GET /api/six-senses-properties': 'public listings (the older path)',
  'GET /api/properties/featured': 'public listings',
  'GET /api/market-listings-simplified': 'public market data',
  'POST /api/inquiries': 'the enquiry form',
  'GET /api/exchange-rates': 'public figures',
  'GET /api/viewings/availability': 'free viewing slots',
  'POST /api/viewings': 'booking a viewing',
  // The OpenAPI document and its reference page (src/server/rest/openapi/).
  'GET /api/openapi.json': 'the API description',
  'GET /api/docs': 'the API reference (redirects to /api/docs/)',
  'GET /api/docs/': 'the API reference',
  'GET /api/docs/js/scalar.js': "the API reference's script",
};

let t: TestApp;
/** An owner in good standing, with a second factor, once the requirement is on. */
let owner: StaffAccount;
/** An owner who must change the password first. */
let passwordDue: StaffAccount;
/** An owner without a second factor, for while one is required. */
let noSecondFactor: StaffAccount;
const byRole: Partial<Record<string, StaffAccount>> = {};

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffAccount(t, 'gate.owner', 'owner');
  passwordDue = await staffAccount(t, 'gate.password-due', 'owner');
  noSecondFactor = await staffAccount(t, 'gate.no-second-factor', 'owner');
  for (const role of STAFF_ROLES) byRole[role] = await staffAccount(t, `gate.role-${role}`, role);
  // Sessions are read from the database on each request, so the flag holds from the next one.
  await t.orm.em.fork().nativeUpdate(UserSchema, { id: passwordDue.user.id }, { mustChangePassword: true });
});
afterAll(() => t.close());

const routes = () =>
  t.app.registeredRoutes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));

const isPublic = (route: { key: string; url: string }) =>
  route.key in PUBLIC_ROUTES || `* ${route.url}` in PUBLIC_ROUTES;

/** A concrete address for a route pattern: any value will do, the gate answers before the input is read. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

async function call(method: string, url: string, account: StaffAccount | null) {
  const response = await t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    headers: account ? { cookie: account.cookie } : {},
  });
  const message = response.headers['content-type']?.includes('json')
    ? json<{ message?: string } | null>(response)?.message
    : '';
  return { status: response.statusCode, message };
}

/** Whether a second factor is required of owners, through the owners' setting. */
async function requireSecondFactor(on: boolean) {
  await new ConsoleSettingsRepository(t.orm.em.fork()).write({ staffTwoFactorRoles: on ? ['owner'] : [] }, null);
}

/** A role the permission table refuses `permission`, if any (every account may use `account.own`). */
function roleWithout(permission: Permission): string | undefined {
  return STAFF_ROLES.find((role) => !can({ role, canExportLeads: false }, permission));
}

describe('the routes Fastify registered', () => {
  it('are listed, and the public list names only real routes', () => {
    const keys = routes().flatMap((route) => [route.key, `* ${route.url}`]);
    expect(keys).toContain('POST /api/uploads');
    for (const key of Object.keys(PUBLIC_ROUTES)) expect(keys, key).toContain(key);
  });

  it('declare the permission of their gate, unless they are on the public list', () => {
    const undeclared = routes().filter((route) => !isPublic(route) && !route.staff);
    expect(undeclared.map((route) => route.key)).toEqual([]);
  });

  it('are gated for every route off the public list, as each kind of caller finds', async () => {
    const gated = routes().filter((route) => !isPublic(route));
    expect(gated.length).toBeGreaterThan(5);
    const seen: Record<string, Record<string, string>> = {};
    const expected: Record<string, Record<string, string>> = {};
    for (const { key, method, url, staff } of gated) {
      const refusal = (status: number, message: string) => `${status} ${message}`;
      const outcome = async (account: StaffAccount | null) => {
        const { status, message } = await call(method, url, account);
        return refusal(status, message ?? '');
      };
      seen[key] = { anonymous: await outcome(null) };
      expected[key] = { anonymous: refusal(401, 'Sign in to continue') };
      // An account's own things (its password among them) stay open while its password change is due.
      if (staff !== 'account.own') {
        seen[key]['password change due'] = await outcome(passwordDue);
        expected[key]['password change due'] = refusal(403, MUST_CHANGE_PASSWORD);
      }
      const without = staff ? roleWithout(staff) : undefined;
      if (without) {
        seen[key]['role without the permission'] = await outcome(byRole[without]!);
        expected[key]['role without the permission'] = refusal(403, NOT_AVAILABLE_TO_ROLE);
      }
      await requireSecondFactor(true);
      try {
        seen[key]['second factor required, none set up'] = await outcome(noSecondFactor);
        expected[key]['second factor required, none set up'] = refusal(
          403,
          'Set up two-factor sign-in on the Account page first.',
        );
      } finally {
        await requireSecondFactor(false);
      }
      // The gate is not a wall: an owner in good standing gets past it (to the route's own answer).
      const passed = await call(method, url, owner);
      seen[key]['owner in good standing'] = [401, 403].includes(passed.status) ? refusal(passed.status, '') : 'past';
      expected[key]['owner in good standing'] = 'past';
    }
    expect(seen).toEqual(expected);
  });
});
