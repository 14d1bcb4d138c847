import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import { OPEN_BEFORE_TWO_FACTOR_SET_UP } from '../../src/server/auth/two-factor/two-factor-policy.ts';
import { restRoutes } from '../../src/server/rest/rest-routes.ts';
import { ConsoleSettingsRepository } from '../../src/server/settings/console-settings.repository.ts';
import { appRouter } from '../../src/server/trpc/app-router.ts';
import { createContextInner } from '../../src/server/trpc/context.ts';
import { createCallerFactory, router, staffProcedure } from '../../src/server/trpc/init.ts';
import { can, PERMISSIONS, type Permission, type StaffRole } from '../../src/shared/staff/permissions.ts';
import { newAgent, newProperty } from '../fixtures/payloads.ts';
import { isProcedure, procedureAt } from '../support/router-procedures.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Procedures anyone may call. Every other procedure must refuse an anonymous caller, so a new
 * procedure is checked here by default and has to be listed on purpose to become public.
 */
const PUBLIC_PROCEDURES = new Set([
  // A follow-up plan e-mail's unsubscribe link: its secret token is the proof.
  'plans.unsubscribe',
  'properties.list',
  'properties.featured',
  'properties.byId',
  'properties.listing',
  'agents.list',
  'agents.byId',
  'amenities.list',
  'amenities.byId',
  'gallery.list',
  'gallery.byId',
  'testimonials.list',
  'testimonials.byId',
  'articles.list',
  'articles.page',
  'marketListings.simplified',
  'marketListings.search',
  'marketListings.summary',
  'exchangeRates.latest',
  'costToOwn.fees',
  'inquiries.create',
  'newsletter.subscribe',
  'newsletter.confirm',
  'newsletter.unsubscribe',
  'auth.login',
  'auth.logout',
  'auth.me',
  // The second step of a sign-in: the pending sign-in's cookie, not a session, says who it is for.
  'twoFactor.verifyCode',
  'twoFactor.passkeyOptions',
  'twoFactor.verifyPasskey',
  'agency.registration',
  'shortlist.residences',
  'alerts.subscribe',
  'alerts.confirm',
  'alerts.unsubscribe',
  // Viewings: free slots and booking are public; the e-mail links' signed tokens are the proof for the rest.
  'viewings.availability',
  'viewings.book',
  'viewings.byToken',
  'viewings.move',
  'viewings.cancel',
  // A tap on the site's WhatsApp button: its reference and the visit's campaign tags, nothing personal.
  'whatsapp.rememberVisit',
  // A residence viewed in a browser that sent a lead: its httpOnly cookie, not a session, says whose.
  'returningBuyers.viewed',
]);

let t: TestApp;
const accounts: Record<string, StaffAccount> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [agent] = await t.orm.em.fork().find(AgentSchema, {}, { orderBy: { id: 'asc' }, limit: 1 });
  accounts.owner = await staffAccount(t, 'matrix.owner', 'owner');
  accounts.manager = await staffAccount(t, 'matrix.manager', 'manager');
  accounts['manager allowed to export'] = await staffAccount(t, 'matrix.exporter', 'manager', { canExportLeads: true });
  accounts.agent = await staffAccount(t, 'matrix.agent', 'agent', { agentId: agent?.id ?? null });
  accounts.editor = await staffAccount(t, 'matrix.editor', 'editor');
  accounts['agent named Compliance Officer'] = await staffAccount(t, 'matrix.officer', 'agent', {
    complianceOfficer: true,
  });
});
afterAll(() => t.close());

/** The permission a procedure declares (undefined for a public one, or one that forgot). */
function permissionOf(path: string): Permission | undefined {
  const procedures: Record<string, unknown> = appRouter._def.procedures;
  const procedure = procedures[path];
  return isProcedure(procedure) ? procedure._def.meta?.permission : undefined;
}

/** The error code a call ends with, or 'OK'. */
async function outcome(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'OK',
    (error: unknown) => (error instanceof TRPCError ? error.code : `not a TRPCError: ${String(error)}`),
  );
}

const allPaths = Object.keys(appRouter._def.procedures).sort();
const staffPaths = allPaths.filter((path) => !PUBLIC_PROCEDURES.has(path));
const ROLES = ['owner', 'manager', 'manager allowed to export', 'agent', 'editor', 'agent named Compliance Officer'];
/** Input no procedure accepts, so a call the permission lets through stops at validation and changes nothing. */
const INVALID_INPUT = 'not an object';

describe('authorisation of every procedure', () => {
  it('knows the public list is made of real procedures, and every other procedure declares a permission', () => {
    for (const path of PUBLIC_PROCEDURES) expect(allPaths).toContain(path);
    const undeclared = staffPaths.filter((path) => !permissionOf(path) || !(permissionOf(path)! in PERMISSIONS));
    expect(undeclared).toEqual([]);
  });

  for (const path of staffPaths) {
    it(`${path} refuses an anonymous caller before reading its input`, async () => {
      expect(await outcome(procedureAt(t.caller(null), path)({ id: 135 }))).toBe('UNAUTHORIZED');
    });

    for (const role of ROLES) {
      it(`${path} as ${role}: as the permission table says`, async () => {
        const account = accounts[role]!;
        const result = await outcome(procedureAt(t.caller(account.user), path)(INVALID_INPUT));
        if (can(account.user, permissionOf(path)!)) expect(['OK', 'BAD_REQUEST']).toContain(result);
        else expect(result).toBe('FORBIDDEN');
      });
    }

    it(`${path} with a password to change first: only the password change`, async () => {
      const user = { ...accounts.owner!.user, mustChangePassword: true };
      const result = await outcome(procedureAt(t.caller(user), path)(INVALID_INPUT));
      // The account's own password and second factors (some take no input, so they run).
      if (permissionOf(path) === 'account.own') expect(['OK', 'BAD_REQUEST']).toContain(result);
      else expect(result).toBe('FORBIDDEN');
    });
  }

  describe('while a second factor must be set up first', () => {
    const required = (roles: StaffRole[]) =>
      new ConsoleSettingsRepository(t.orm.em.fork()).write({ staffTwoFactorRoles: roles }, null);
    beforeAll(() => required(['owner']));
    afterAll(() => required([]));

    for (const path of staffPaths) {
      it(`${path}: only the steps that set one up`, async () => {
        const result = await outcome(procedureAt(t.caller(accounts.owner!.user), path)(INVALID_INPUT));
        if (OPEN_BEFORE_TWO_FACTOR_SET_UP.has(path)) expect(result).not.toBe('FORBIDDEN');
        else expect(result).toBe('FORBIDDEN');
      });
    }
  });

  it('refuses a staff procedure whose permission is missing, at run time, even to an owner', async () => {
    const forgetful = router({
      open: staffProcedure('account.own')
        .meta({ permission: undefined })
        .query(() => 'opened'),
    });
    const ctx = createContextInner({ em: t.orm.em.fork(), services: t.services, user: accounts.owner!.user });
    expect(await outcome(createCallerFactory(forgetful)(ctx).open())).toBe('FORBIDDEN');
  });

  it('answers an anonymous HTTP call to a staff procedure with 401, whatever the headers say', async () => {
    const response = await t.app.inject({
      url: '/trpc/dashboard.summary',
      headers: { 'x-admin-access': 'true', authorization: 'Bearer admin' },
    });
    expect(response.statusCode).toBe(401);
  });
});

/**
 * Each staff REST route with the procedure it calls and a request that passes its own parsing, so
 * the answer is the procedure's: 403 for a role without the permission, otherwise the route's own
 * answer (an unknown id is 404). A new staff route must be added here, or the first test fails.
 */
const STAFF_REST_ROUTES: Record<string, { procedure: string; payload?: object; url?: string }> = {
  'POST /agents': { procedure: 'agents.create', payload: newAgent },
  'PATCH /agents/:id': { procedure: 'agents.update', url: '/agents/999999', payload: { name: 'Renamed' } },
  'DELETE /agents/:id': { procedure: 'agents.delete', url: '/agents/999999' },
  'GET /inquiries': { procedure: 'inquiries.list' },
  'GET /inquiries/export.csv': { procedure: 'inquiries.exportCsv' },
  'POST /properties': { procedure: 'properties.create', payload: newProperty },
  'PATCH /properties/:id': { procedure: 'properties.update', url: '/properties/999999', payload: { title: 'X' } },
  'DELETE /properties/:id': { procedure: 'properties.delete', url: '/properties/999999' },
  'DELETE /uploads/:month/:id': {
    procedure: 'media.remove',
    url: '/uploads/2026-01/7d6f3a52-4b7e-4c39-9a8e-2f0c6b1d9e11',
  },
  'GET /viewings': { procedure: 'viewings.list', url: '/viewings?from=2026-12-01&to=2026-12-07' },
  'GET /leads/changes': { procedure: 'inquiries.changes' },
  'GET /viewings/changes': { procedure: 'viewings.changes' },
  'GET /api-keys': { procedure: 'apiKeys.list' },
  'POST /api-keys': { procedure: 'apiKeys.create', payload: { name: 'Role matrix', scopes: ['listings.read'] } },
  'DELETE /api-keys/:id': { procedure: 'apiKeys.revoke', url: '/api-keys/999999' },
  'GET /deals': { procedure: 'deals.list' },
  'GET /deals/:id': { procedure: 'deals.byId', url: '/deals/999999' },
  'POST /deals': { procedure: 'deals.create', payload: { kind: 'sale', priceAed: 1, inquiryId: 999999 } },
  'PATCH /deals/:id': { procedure: 'deals.patch', url: '/deals/999999', payload: { priceAed: 2 } },
  'POST /deals/:id/payments': {
    procedure: 'deals.addPayment',
    url: '/deals/999999/payments',
    payload: { method: 'cash', amountAed: 1, receivedAt: '2026-11-29T10:00:00Z' },
  },
};

describe('authorisation of every staff REST route', () => {
  const staffRoutes = restRoutes.filter((route) => route.staff).map((route) => `${route.method} ${route.url}`);

  it('knows each staff route and the procedure it calls', () => {
    expect(staffRoutes.sort()).toEqual(Object.keys(STAFF_REST_ROUTES).sort());
    for (const { procedure } of Object.values(STAFF_REST_ROUTES)) expect(allPaths).toContain(procedure);
    // The permission a route checks before reading its input is the one its procedure declares.
    for (const route of restRoutes.filter((r) => r.staff)) {
      const { procedure } = STAFF_REST_ROUTES[`${route.method} ${route.url}`]!;
      expect(route.staff, `${route.method} ${route.url}`).toBe(permissionOf(procedure));
    }
  });

  it('refuses a role without the permission before reading the input: 403, not the input error', async () => {
    for (const [role, status] of [
      ['agent', 403],
      ['editor', 400],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        payload: { title: '' },
        headers: { cookie: accounts[role]!.cookie },
      });
      expect(response.statusCode, role).toBe(status);
    }
  });

  for (const [route, request] of Object.entries(STAFF_REST_ROUTES)) {
    const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
    for (const role of ['anonymous', ...ROLES]) {
      it(`${route} as ${role}`, async () => {
        const account = accounts[role];
        const response = await t.app.inject({
          method,
          url: `/api${request.url ?? url}`,
          ...(request.payload ? { payload: request.payload } : {}),
          headers: account ? { cookie: account.cookie } : {},
        });
        if (!account) expect(response.statusCode).toBe(401);
        else if (!can(account.user, permissionOf(request.procedure)!)) expect(response.statusCode).toBe(403);
        else expect([200, 201, 204, 404]).toContain(response.statusCode);
      });
    }
  }

  it('POST /api/uploads refuses an anonymous caller (401) and lets every role through to the upload', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/uploads' })).statusCode).toBe(401);
    for (const role of ROLES) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { cookie: accounts[role]!.cookie },
      });
      expect(response.statusCode, role).toBe(can(accounts[role]!.user, 'media.upload') ? 400 : 403);
    }
  });
});
