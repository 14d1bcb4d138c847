import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/app-router.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Procedures anyone may call. Every other procedure must refuse an anonymous caller, so a new
 * procedure is checked here by default and has to be listed on purpose to become public.
 */
const PUBLIC_PROCEDURES = new Set([
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
  'marketListings.simplified',
  'exchangeRates.latest',
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
]);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

type AnyProcedure = (input: unknown) => Promise<unknown>;

function procedureAt(caller: object, path: string): AnyProcedure {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as AnyProcedure;
}

const allPaths = Object.keys(appRouter._def.procedures).sort();

describe('authorisation of every procedure', () => {
  it('knows the public list is made of real procedures', () => {
    for (const path of PUBLIC_PROCEDURES) expect(allPaths).toContain(path);
  });

  for (const path of allPaths.filter((p) => !PUBLIC_PROCEDURES.has(p))) {
    it(`${path} refuses an anonymous caller before reading its input`, async () => {
      const call = procedureAt(t.caller(null), path);
      const error = await call({ id: 135 }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('UNAUTHORIZED');
    });
  }

  it('answers an anonymous HTTP call to a staff procedure with 401, whatever the headers say', async () => {
    const response = await t.app.inject({
      url: '/trpc/dashboard.summary',
      headers: { 'x-admin-access': 'true', authorization: 'Bearer admin' },
    });
    expect(response.statusCode).toBe(401);
  });
});
