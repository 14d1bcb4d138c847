import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleSettingSchema } from '../../src/server/settings/console-setting.entity.ts';
import { STAFF_ROLES, type StaffRole } from '../../src/shared/staff/permissions.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/** Who must sign in with a second factor: every role by the environment, the roles ticked by the setting. */

let t: TestApp;
const accounts: Partial<Record<StaffRole, StaffAccount>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) accounts[role] = await staffAccount(t, `policy.${role}`, role);
});
afterAll(() => t.close());

/** The roles a procedure every role may call refuses until a second factor is set up. */
async function heldRoles(app: TestApp, signedIn: Partial<Record<StaffRole, StaffAccount>>): Promise<StaffRole[]> {
  const held: StaffRole[] = [];
  for (const role of STAFF_ROLES) {
    const response = await app.app.inject({
      url: '/trpc/dashboard.summary',
      headers: { cookie: signedIn[role]!.cookie },
    });
    if (response.statusCode === 403 && /two-factor/.test(response.body)) held.push(role);
    else expect(response.statusCode, role).toBe(200);
  }
  return held;
}

const update = (account: StaffAccount, input: object) =>
  t.app.inject({ method: 'POST', url: '/trpc/settings.update', payload: input, headers: { cookie: account.cookie } });

describe('two-factor sign-in required', () => {
  it('holds every role with STAFF_2FA_REQUIRED=true, whatever the setting says', async () => {
    const required = await createTestApp({ env: { STAFF_2FA_REQUIRED: 'true' } });
    try {
      const signedIn: Partial<Record<StaffRole, StaffAccount>> = {};
      for (const role of STAFF_ROLES) signedIn[role] = await staffAccount(required, `env.${role}`, role);
      expect(await heldRoles(required, signedIn)).toEqual([...STAFF_ROLES]);
    } finally {
      await required.close();
    }
  });

  it('holds the roles the owners tick, and only those', async () => {
    const owner = accounts.owner!;
    expect(await heldRoles(t, accounts)).toEqual([]);
    const saved = await update(owner, { staffTwoFactorRoles: ['editor', 'agent', 'agent'] });
    expect(saved.statusCode).toBe(200);
    expect(json<{ result: { data: unknown } }>(saved).result.data).toMatchObject({
      staffTwoFactorRoles: ['agent', 'editor'],
      staffTwoFactorFromEnvironment: false,
    });
    expect(await heldRoles(t, accounts)).toEqual(['agent', 'editor']);
    expect((await update(owner, { staffTwoFactorRoles: ['owner'] })).statusCode).toBe(200);
    expect(await heldRoles(t, accounts)).toEqual(['owner']);
    await t.orm.em.fork().nativeDelete(ConsoleSettingSchema, { key: 'staffTwoFactorRoles' });
    expect(await heldRoles(t, accounts)).toEqual([]);
  });

  it('refuses a role that is not one, changing nothing', async () => {
    const refused = await update(accounts.owner!, { staffTwoFactorRoles: ['owner', 'visitor'] });
    expect(refused.statusCode).toBe(400);
    expect(await heldRoles(t, accounts)).toEqual([]);
  });

  it('reads the former single switch as owners and managers', async () => {
    const em = t.orm.em.fork();
    em.create(ConsoleSettingSchema, {
      key: 'staffTwoFactorRequired',
      value: true,
      updatedAt: new Date(),
      updatedBy: null,
    });
    await em.flush();
    try {
      expect(await heldRoles(t, accounts)).toEqual(['owner', 'manager']);
    } finally {
      await t.orm.em.fork().nativeDelete(ConsoleSettingSchema, { key: 'staffTwoFactorRequired' });
    }
  });
});
